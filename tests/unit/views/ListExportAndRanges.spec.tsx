// @vitest-environment jsdom
// The list toolbar's export link (shown only while the list has rows) and the filter panel's number
// ranges (two inputs whose placeholders are the column's stored minimum and maximum), on the contract list.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import contractFile from '../../../schemas/contract.json';
import { urlOf, type ApiRequest } from '../../../src/engine/data/request';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { SchemaList } from '../../../src/engine/views';
import { memoryDataProvider } from './memoryDataProvider';
import { signedInAs } from './signedInAs';

afterEach(cleanup);

// The list loads, the export link's address resolves and the filter panel loads when first opened: on a
// busy machine each may take longer than Testing Library's default second.
const LAZY = { timeout: 8000 };

const contract = defineResource(contractFile as unknown as ResourceFile);
const admin = signedInAs('admin');
const row = (id: number, name: string, cost: number) => ({
  id, name, cost, identifier: `CTR-${id}`, expiry: { title: 'Expires in 20 days', timestamp: '2026-03-21 23:30:00' }, is_edit: true, is_delete: true,
});

function renderList(rows: Array<ReturnType<typeof row>>) {
  const { provider, calls } = memoryDataProvider(rows);
  const extended = {
    ...provider,
    pageUrl: async (request: ApiRequest) => urlOf('/base', request),
    listRanges: async () => ({ cost: { min: 0, max: 9999 }, notify_before: { min: 1, max: 30 } }),
    lookup: async () => [], customFields: async () => [], savedFilters: async () => [],
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={extended} authProvider={admin} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <SchemaList definition={contract} />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

describe('the export link', () => {
  it('downloads the export with the list\'s sort while the list has rows', async () => {
    renderList([row(1, 'Alpha', 100), row(2, 'Beta', 2500)]);
    const link = await screen.findByRole('link', { name: 'Export' }, LAZY);
    expect(link.getAttribute('href')).toBe('/base/service-desk/contract/export?sort-field=id&sort-order=desc');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is not shown when the total is 0', async () => {
    renderList([]);
    expect(await screen.findByText(/No Contracts yet/i, undefined, LAZY)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
  });

  it('follows the filters, and the expiry column shows its words with the date as tooltip', async () => {
    renderList([row(1, 'Alpha', 100)]);
    const words = await screen.findByText('Expires in 20 days', undefined, LAZY);
    expect(words.getAttribute('title')).toBe('March 21st 2026, 11:30 pm');
    fireEvent.click(screen.getByRole('button', { name: /filters/i }));
    fireEvent.change(await screen.findByLabelText('Cost from', undefined, LAZY), { target: { value: '10' } });
    // Behind the open filter drawer (hidden from assistive technology until it closes), the link has followed.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export', hidden: true }).getAttribute('href')).toContain('cost=10%7E'), LAZY);
  });
});

describe('a number-range filter', () => {
  it('shows from and to inputs with the column\'s minimum and maximum as placeholders and filters by them', async () => {
    const calls = renderList([row(1, 'Alpha', 100)]);
    await screen.findByRole('cell', { name: 'Alpha' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: /filters/i }));
    const from = await screen.findByLabelText('Cost from', undefined, LAZY);
    const to = screen.getByLabelText('Cost to');
    await waitFor(() => expect(from.getAttribute('placeholder')).toBe('0'), LAZY);
    expect(to.getAttribute('placeholder')).toBe('9999');
    expect(screen.getByLabelText('Notify before (days) to').getAttribute('placeholder')).toBe('30');
    fireEvent.change(to, { target: { value: '500' } });
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: { cost: { to: '500' } } })]), LAZY);
    fireEvent.change(to, { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: {} })]), LAZY);
  });
});
