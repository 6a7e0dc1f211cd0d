// @vitest-environment jsdom
// A list whose x-list declares a link bulk action: a checkbox per row and one for the page, the
// ticked ids as param[i] in the opened URL (on the API server, in a new tab), and the `empty`
// message in the list's alert area when nothing is ticked.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import contractTypeFile from '../../../schemas/contract-type.json';
import { bulkLinkRequest } from '../../../src/engine/data/bulkLink';
import { urlOf } from '../../../src/engine/data/request';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { SchemaList } from '../../../src/engine/views';
import { memoryDataProvider } from './memoryDataProvider';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const file = contractTypeFile as unknown as ResourceFile;
const withAction = (newTab: boolean) => defineResource({
  ...file,
  'x-list': { ...file['x-list']!, bulkActions: [{ kind: 'link', label: 'Print', href: '/records/print', param: 'ids', empty: 'sd.test.none', newTab }] },
});
const rows = [1, 2, 3].map((id) => ({ id, name: `Row ${id}`, created_at: '2024-03-05 14:30:00', updated_at: '2024-03-05 14:30:00', is_edit: true, is_delete: true }));

function renderList(newTab = true) {
  const { provider } = memoryDataProvider(rows);
  const withPage = { ...provider, pageUrl: async (request: Parameters<typeof urlOf>[1]) => urlOf('https://api.example', request) };
  const i18n = createI18nProvider({ sd: { test: { none: 'Tick at least one row.' } } });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={withPage} i18nProvider={i18n} store={memoryStore()}>
        <SchemaList definition={withAction(newTab)} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('bulkLinkRequest', () => {
  it('puts the ids under indexed brackets of the param', () => {
    expect(bulkLinkRequest({ href: '/records/print', param: 'ids' }, [3, 5])).toEqual({ url: '/records/print', query: [['ids[0]', '3'], ['ids[1]', '5']] });
    expect(urlOf('', bulkLinkRequest({ href: '/p', param: 'ids' }, [7]))).toBe('/p?ids%5B0%5D=7');
  });
});

describe('a list with a link bulk action', () => {
  it('says the empty message in the alert area when no row is ticked, and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Tick at least one row.');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the page with the ticked ids in a new tab, counting them on the button', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select row 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Print (2)' }, { timeout: 5000 }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://api.example/records/print?ids%5B0%5D=3&ids%5B1%5D=1', '_blank', 'noopener'));
  });

  it('ticks the whole page with the header checkbox', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every row of this page' }));
    expect(await screen.findByRole('button', { name: 'Print (3)' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a list without bulk actions has no checkboxes', async () => {
    const { provider } = memoryDataProvider(rows);
    render(
      <MemoryRouter>
        <AdminContext dataProvider={provider} i18nProvider={createI18nProvider()} store={memoryStore()}>
          <SchemaList definition={defineResource(file)} />
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByRole('cell', { name: 'Row 1' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
