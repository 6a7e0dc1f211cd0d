// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import vendorFile from '../../../schemas/vendor.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import SchemaShow from '../../../src/engine/views/SchemaShow';

afterEach(cleanup);

const vendor = defineResource(vendorFile as unknown as ResourceFile);
const record = (flags: boolean) => ({
  id: 4, name: 'Evil & Co', email: 'sales@evil.example.com', primary_contact: '<script>window.__pwned=2</script>',
  address: '1 Main Street', status_id: 1, status: { id: 1, name: 'Active' }, description: '<p>Supplies laptops</p>',
  created_at: '2024-03-05 14:30:00', updated_at: '0000-00-00 00:00:00', is_edit: flags, is_delete: flags,
});

function renderShow(flags: boolean, contracts: Record<string, unknown>[] = []) {
  const provider = {
    getOne: vi.fn(async () => ({ data: record(flags) })),
    associates: vi.fn(async (_resource: string, { tab }: { tab: number }) => ({ data: tab === 0 ? contracts : [] })),
    delete: vi.fn(async () => ({ data: { id: 4 }, meta: { message: 'Vendor deleted successfully.' } })),
  };
  render(
    <MemoryRouter initialEntries={['/service-desk/vendor/4/show']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={vendor.routes.showPattern!} element={<SchemaShow definition={vendor} />} />
          <Route path={vendor.routes.list} element={<p>the list</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

describe('SchemaShow', () => {
  it('shows the x-show fields whole, as text, with the choice label and --- for a zero date', async () => {
    renderShow(true);
    expect(await screen.findByRole('heading', { name: 'Evil & Co' })).toBeTruthy();
    expect(screen.getByText('<script>window.__pwned=2</script>')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('---')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'edit' }).getAttribute('href')).toBe('/service-desk/vendor/4/edit');
  });

  it('hides edit and delete when the record\'s flags say no', async () => {
    renderShow(false);
    await screen.findByRole('heading', { name: 'Evil & Co' });
    expect(screen.queryByRole('link', { name: 'edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
  });

  it('fills the associates tabs, and says No data found when one is empty', async () => {
    const provider = renderShow(true, [{ id: 1, name: 'Laptop lease', cost: 1200, contract_start_date: '2024-01-01 00:00:00' }]);
    expect(await screen.findByRole('cell', { name: 'Laptop lease' })).toBeTruthy();
    expect(provider.associates).toHaveBeenCalledWith('vendor', { tab: 0, id: 4, sort: 'name' });
    fireEvent.click(screen.getByRole('tab', { name: 'Associated products' }));
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const provider = renderShow(true);
    fireEvent.click(await screen.findByRole('button', { name: 'delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(provider.delete).toHaveBeenCalledWith('vendor', expect.objectContaining({ id: 4 }));
  });
});
