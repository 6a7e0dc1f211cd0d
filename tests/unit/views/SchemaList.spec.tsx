// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import contractTypeFile from '../../../schemas/contract-type.json';
import vendorFile from '../../../schemas/vendor.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile, type Role } from '../../../src/kernel';
import { SchemaList } from '../../../src/engine/views';
import { memoryDataProvider } from './memoryDataProvider';
import { signedInAs } from './signedInAs';

afterEach(cleanup);

const definition = defineResource(contractTypeFile as unknown as ResourceFile);
const row = (id: number, name: string, flags = true) =>
  ({ id, name, created_at: '2024-03-05 14:30:00', updated_at: '0000-00-00 00:00:00', is_edit: flags, is_delete: flags });

const vendor = defineResource(vendorFile as unknown as ResourceFile);


function renderList(rows: Array<Record<string, unknown> & { id: number }>, def = definition, role: Role = 'admin') {
  const { provider, calls } = memoryDataProvider(rows, { deleted: 'Contract type deleted successfully.' });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} authProvider={signedInAs(role)} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <SchemaList definition={def} />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

describe('SchemaList', () => {
  it('shows the title, the columns and each row through the cell slot', async () => {
    renderList([row(1, 'Support'), row(2, 'Maintenance')]);
    expect(await screen.findByRole('cell', { name: 'Support' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /list of contract types/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^name/i })).toBeTruthy();
    expect(screen.getAllByText('March 5th 2024, 2:30 pm')).toHaveLength(2);
    expect(screen.getAllByText('---')).toHaveLength(2);
    expect((await screen.findByRole('link', { name: 'create' })).getAttribute('href')).toBe('/service-desk/contract-type/create');
    expect(screen.getByLabelText('Search')).toBeTruthy();
  });

  it('offers no create link to a role the resource file does not let write (contract types: administrators)', async () => {
    renderList([row(1, 'Support', false)], definition, 'agent');
    expect(await screen.findByRole('cell', { name: 'Support' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'create' })).toBeNull();
  });

  it('links edit and offers delete only where the row flags allow it', async () => {
    renderList([row(1, 'Open'), row(2, 'Locked', false)]);
    const open = (await screen.findByRole('cell', { name: 'Open' })).closest('tr')!;
    const locked = screen.getByRole('cell', { name: 'Locked' }).closest('tr')!;
    expect(within(open).getByRole('link', { name: 'edit' }).getAttribute('href')).toBe('/service-desk/contract-type/1/edit');
    expect(within(open).getByRole('button', { name: 'delete' })).toBeTruthy();
    expect(within(locked).queryByRole('link', { name: 'edit' })).toBeNull();
    expect(within(locked).queryByRole('button', { name: 'delete' })).toBeNull();
  });

  it('deletes after confirmation and shows the message', async () => {
    const calls = renderList([row(1, 'Gone'), row(2, 'Stays')]);
    const gone = (await screen.findByRole('cell', { name: 'Gone' })).closest('tr')!;
    fireEvent.click(within(gone).getByRole('button', { name: 'delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Contract type deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Gone' })).toBeNull());
    expect(calls).toContainEqual(['delete', 1]);
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const calls = renderList([row(1, 'b'), row(2, 'a')]);
    await screen.findByRole('cell', { name: 'a' });
    fireEvent.click(screen.getByRole('button', { name: /^name/i }));
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })]));
  });

  it('says so when there is nothing yet', async () => {
    renderList([]);
    expect(await screen.findByText('No Contract types yet')).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'create' })).length).toBeGreaterThan(0);
  });

  it('links the name and a view action to the show page, and filters by the x-list filters', async () => {
    const calls = renderList([{ id: 7, name: 'Acme', email: 'a@acme.test', status_id: 1, status: { id: 1, name: 'Active' } }], vendor);
    const acme = (await screen.findByRole('cell', { name: 'Acme' })).closest('tr')!;
    expect(within(acme).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/service-desk/vendor/7/show');
    expect(within(acme).getByRole('link', { name: 'view' }).getAttribute('href')).toBe('/service-desk/vendor/7/show');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ filter: { status_id: [0] } })]));
  });
});

describe('SchemaList on a narrow screen (a phone)', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    // What a phone's browser answers: every max-width query below the width of a table matches.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'), media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => { window.matchMedia = wide; });

  it("draws one item per record with the resource file's primary and secondary texts and the row actions, no table", async () => {
    renderList([{ id: 7, name: 'Acme', email: 'a@acme.test', status_id: 1, status: { id: 1, name: 'Active' }, is_edit: true, is_delete: true }], vendor);
    const list = await screen.findByRole('list', { name: /list of vendors/i });
    const [acme] = within(list).getAllByRole('listitem');
    expect(within(acme).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/service-desk/vendor/7/show');
    expect(acme.textContent).toContain('a@acme.test · Active');
    expect(within(acme).getByRole('link', { name: 'edit' }).getAttribute('href')).toBe('/service-desk/vendor/7/edit');
    expect(within(acme).getByRole('button', { name: 'delete' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts through a choice instead of the column headers', async () => {
    const calls = renderList([row(1, 'b'), row(2, 'a')]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name, descending' }));
    await waitFor(() => expect(calls.at(-1)).toEqual(['getList', expect.objectContaining({ sort: { field: 'name', order: 'DESC' } })]));
  });
});
