// @vitest-environment jsdom
// The Relationships tab through what a user sees: rows, delete with confirmation, the empty state, and
// the add-relationship dialog's rules (assets required, forward xor inverse, the danger alert, refusals).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { cmdbMessages } from '../../../src/overrides/cmdb/messages';
import RelationshipsTab from '../../../src/overrides/cmdb/RelationshipsTab';

const asset = defineResource(assetFile as unknown as ResourceFile);
const TAB = asset.show.tabs!.findIndex((tab) => tab.component === 'cmdb-relationships');
const RECORD = { id: 7, name: 'Dell PowerEdge R750', identifier: 'AST-0007' };
const GROUPS = [{ id: 2, forward_relation_name: 'runs on', inverse_relation_name: 'hosts', child_assets: [
  { id: 17, name: '<img src=x onerror="window.__pwned=1">', identifier: 'AST-0017', pivot: { relation: 'inverse' } },
] }];

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer>;
let sent: Array<{ method: string; url: string; body?: unknown }>;

beforeEach(() => {
  sent = [];
  answers = {};
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? { status: 404, body: { success: false, message: 'Route not found.' } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), { status });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const LOOKUP_ITEMS: Record<string, Array<{ id: number; name: string }>> = {
  assets: [{ id: 8, name: 'AST-0008 HPE ProLiant' }, { id: 7, name: 'AST-0007 Dell PowerEdge R750' }],
  forward_relations: [{ id: 1, name: 'depends on' }, { id: 2, name: 'runs on' }],
  inverse_relations: [{ id: 1, name: 'used by' }, { id: 2, name: 'hosts' }],
};

function renderTab(onChanged = vi.fn()) {
  const provider = { lookup: vi.fn(async (url: string) => LOOKUP_ITEMS[url.split('/').pop()!] ?? []) };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider(cmdbMessages)} store={memoryStore()}>
        <AlertArea area={asset.alert} />
        <RelationshipsTab definition={asset} tab={TAB} id={7} version={0} onChanged={onChanged} record={RECORD} flags={{}} />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onChanged, provider };
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('list view', () => {
  it('shows each relation from this side, links the asset and keeps a hostile name as text', async () => {
    answers['GET /service-desk/api/cmdb-asset-table/7'] = { body: { success: true, data: { cmdb_data: GROUPS } } };
    renderTab();
    const link = await screen.findByRole('link', { name: /AST-0017/ });
    expect(link.getAttribute('href')).toBe('/service-desk/assets/17/show');
    expect(screen.getByRole('cell', { name: 'hosts' })).toBeTruthy();
    expect(link.textContent).toContain('<img src=x');
    expect(document.querySelector('img')).toBeNull();
  });

  it('deletes a relation after confirmation through remove-cmdb, then reports and tells the page', async () => {
    answers['GET /service-desk/api/cmdb-asset-table/7'] = { body: { success: true, data: { cmdb_data: GROUPS } } };
    answers['DELETE /service-desk/api/remove-cmdb'] = { body: { success: true, message: 'Relationship removed successfully.' } };
    const { onChanged } = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /^delete hosts/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'DELETE')).toEqual({ method: 'DELETE', url: '/service-desk/api/remove-cmdb',
      body: { relation: 'inverse', child_asset_ids: [17], parent_asset_id: 7, cmdb_id: 2 } });
    expect((await screen.findByRole('alert')).textContent).toContain('Relationship removed successfully.');
  });

  it('says so when there are none, with an add-new link that opens the dialog', async () => {
    answers['GET /service-desk/api/cmdb-asset-table/7'] = { body: { success: true, data: { cmdb_data: [] } } };
    renderTab();
    expect(await screen.findByText(/no relationships/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'add new' }));
    expect(within(await screen.findByRole('dialog')).getByText('Relate AST-0007 Dell PowerEdge R750 to other assets')).toBeTruthy();
  });

  it('shows an error alert when the relations cannot be loaded', async () => {
    answers['GET /service-desk/api/cmdb-asset-table/7'] = { status: 500, body: { success: false, message: 'Something went wrong on the server.' } };
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('The relationships could not be loaded.');
  });
});

describe('add relationship', () => {
  beforeEach(() => { answers['GET /service-desk/api/cmdb-asset-table/7'] = { body: { success: true, data: { cmdb_data: [] } } }; });

  it('requires assets and one relation, offering neither the asset itself nor both directions', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'add relationship' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'create' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('at least one relation is required to create relationship');
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /assets/i }));
    expect(await screen.findByRole('option', { name: 'AST-0008 HPE ProLiant' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /AST-0007/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'AST-0008 HPE ProLiant' }));

    await choose(dialog, /forward relation/i, 'runs on');
    expect((within(dialog).getByRole('combobox', { name: /forward relation/i }) as HTMLInputElement).value).toBe('runs on');
    await choose(dialog, /inverse relation/i, 'hosts');
    expect((within(dialog).getByRole('combobox', { name: /forward relation/i }) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByRole('combobox', { name: /inverse relation/i }) as HTMLInputElement).value).toBe('hosts');
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends make-cmdb in the chosen direction, reports success and tells the page', async () => {
    answers['POST /service-desk/api/make-cmdb'] = { body: { success: true, message: 'Relationship created successfully.' } };
    const { onChanged } = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'add relationship' }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, /assets/i, 'AST-0008 HPE ProLiant');
    await choose(dialog, /inverse relation/i, 'hosts');
    fireEvent.click(within(dialog).getByRole('button', { name: 'create' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'POST')).toEqual({ method: 'POST', url: '/service-desk/api/make-cmdb',
      body: { relation: 'inverse', child_asset_ids: [8], parent_asset_id: 7, cmdb_id: 2 } });
    expect((await screen.findByRole('alert')).textContent).toContain('Relationship created successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refusal inside the dialog, which stays open', async () => {
    answers['POST /service-desk/api/make-cmdb'] = { status: 400, body: { success: false, message: 'The relationship already exists: AST-0008 HPE ProLiant runs on AST-0007 Dell PowerEdge R750.' } };
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'add relationship' }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, /assets/i, 'AST-0008 HPE ProLiant');
    await choose(dialog, /forward relation/i, 'runs on');
    fireEvent.click(within(dialog).getByRole('button', { name: 'create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^The relationship already exists/);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
