// @vitest-environment jsdom
// The problem form's asset picker (asset_ids, x-permission attach_asset): it shows only when
// granted, and also when the permissions call fails.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { hiddenFields } from '../../../src/engine/views/hiddenFields';
import SchemaForm from '../../../src/engine/views/SchemaForm';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const problem = defineResource(problemFile as unknown as ResourceFile);

function renderCreate(permissions: () => Promise<Record<string, boolean>>, path = '/service-desk/problem/create', getOne = vi.fn()) {
  const provider = { permissions: vi.fn(permissions), lookup: vi.fn(async () => []), getOne };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={problem.routes.create!} element={<SchemaForm definition={problem} />} />
          <Route path={problem.routes.editPattern!} element={<SchemaForm definition={problem} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

/** Lets the permission answer (or its failure) reach the form. */
const settled = async (provider: ReturnType<typeof renderCreate>) => {
  await waitFor(() => expect(provider.permissions).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('a property gated by x-permission', () => {
  it('is hidden while attach_asset is false', async () => {
    const provider = renderCreate(async () => ({ attach_asset: false, show_attach_assets: true }));
    await screen.findByLabelText(/^Subject/);
    await settled(provider);
    expect(provider.permissions).toHaveBeenCalledWith({ GET: '/service-desk/get/permissions', record: 'data.actions' });
    expect(screen.queryByLabelText(/^Assets/)).toBeNull();
  });

  it('is shown when attach_asset is granted', async () => {
    renderCreate(async () => ({ attach_asset: true }));
    expect(await screen.findByLabelText(/^Assets/)).toBeTruthy();
  });

  it('is shown when the permissions call fails', async () => {
    // react-query reports the failed call; here it is the point.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate(async () => { throw new Error('down'); });
    expect(await screen.findByLabelText(/^Assets/)).toBeTruthy();
  });
});

describe('the asset picker on edit', () => {
  it('shows the linked assets by the names the read record carries', async () => {
    // The record as the data provider hands it over: ids under asset_ids (x-read assets.id), names under assets.
    const getOne = vi.fn(async () => ({ data: { id: 4, subject: 'VPN', asset_ids: [3], assets: [{ id: 3, name: 'AST-0003 MacBook Pro' }] } }));
    renderCreate(async () => ({ attach_asset: true }), '/service-desk/problem/4/edit', getOne);
    expect(await screen.findByText('AST-0003 MacBook Pro')).toBeTruthy();
  });
});

describe('hiddenFields', () => {
  const asset = problem.fields.asset_ids;
  it.each([
    ['pending', { pending: true }, ['asset_ids']],
    ['not granted', { set: { attach_asset: false } }, ['asset_ids']],
    ['missing from the set', { set: {} }, ['asset_ids']],
    ['granted', { set: { attach_asset: true } }, []],
    ['failed', { failed: true }, []],
  ])('%s', (_name, status, expected) => {
    expect(hiddenFields([problem.fields.subject, asset], () => status)).toEqual(expected);
  });
});
