// @vitest-environment jsdom
// The filter drawer and the chips draw each filter through the kind registry: a kind registered here,
// with its kernel rules and its browser half, is drawn, filters the list and is named on its chip.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import vendorFile from '../../../schemas/vendor.json';
import type { FilterKind, TextValue } from '../../../src/engine/filters/filterKind';
import { FILTER_KINDS } from '../../../src/engine/filters/filterKinds';
import { createI18nProvider } from '../../../src/engine/i18n';
import { SchemaList } from '../../../src/engine/views';
import { FILTER_KIND_RULES, type FilterKindRules, type ResourceFile, defineResource } from '../../../src/kernel';
import { memoryDataProvider } from './memoryDataProvider';

// "one": a single id, sent plainly; its input is one button, its chip '#3'.
const rules = FILTER_KIND_RULES as Record<string, FilterKindRules>;
const kinds = FILTER_KINDS as Record<string, FilterKind>;
const oneKind: FilterKind = {
  Input: ({ filter, onChange }) => <button type="button" onClick={() => onChange([3], false)}>{`only vendor 3 (${filter.descriptor.label})`}</button>,
  active: (value) => (Array.isArray(value) && value.length ? { kind: 'text', text: `#${value[0]}` } : undefined),
  useChipText: (value: TextValue) => value.text,
};
afterEach(() => { cleanup(); delete rules.one; delete kinds.one; });

const file = vendorFile as unknown as ResourceFile;
const vendor = defineResource({ ...file, 'x-list': { ...file['x-list']!, filters: [{ field: 'id', param: 'vendor', kind: 'one' as never, label: 'Vendor' }] } });

function renderList(path = '/service-desk/vendor') {
  const { provider, calls } = memoryDataProvider([{ id: 3, name: 'Lenovo' }, { id: 4, name: 'Cisco Systems' }]);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={vendor.routes.list} element={<SchemaList definition={vendor} syncWithLocation />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

describe('a filter kind found through the registries', () => {
  it('draws the kind\'s input in the drawer, and what it sets filters the list', async () => {
    rules.one = { toQuery: (value) => (Array.isArray(value) ? String(value[0]) : undefined), fromQuery: (value) => [Number(value)] };
    kinds.one = oneKind;
    const calls = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'only vendor 3 (Vendor)' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: { id: [3] } })]), { timeout: 5000 });
  });

  it('names an active value on its chip in the kind\'s words', async () => {
    rules.one = { toQuery: () => undefined, fromQuery: (value) => value };
    kinds.one = oneKind;
    renderList(`/service-desk/vendor?filter=${encodeURIComponent(JSON.stringify({ id: [3] }))}`);
    const chips = await screen.findByRole('group', { name: 'Active filters' }, { timeout: 5000 });
    expect(await within(chips).findByRole('button', { name: 'Remove Vendor: #3' })).toBeTruthy();
  });
});
