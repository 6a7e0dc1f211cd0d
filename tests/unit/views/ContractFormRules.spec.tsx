// @vitest-environment jsdom
// The contract form's rules (x-either, x-follows, dependsOn, x-ref.create) on contract.json itself.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import contractFile from '../../../schemas/contract.json';
import contractTypeFile from '../../../schemas/contract-type.json';
import vendorFile from '../../../schemas/vendor.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { connectLinks, defineResource, type ResourceFile, type Role } from '../../../src/kernel';
import SchemaForm from '../../../src/engine/views/SchemaForm';
import { signedInAs } from './signedInAs';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const [contract] = connectLinks([contractFile, contractTypeFile, vendorFile].map((file) => defineResource(file as unknown as ResourceFile)));

const LOOKUPS: Record<string, Array<{ id: number | string; name: string }>> = {
  '/api/dependency/users': [{ id: 7, name: 'Uma User' }, { id: 8, name: 'Tim Berners' }],
  '/service-desk/api/user-organization/7': [{ id: 1, name: 'Acme Corporation' }],
  '/service-desk/api/user-organization/8': [],
  '/service-desk/api/dependency/vendors': [{ id: 3, name: 'Dell' }],
  '/api/dependency/agents': [{ id: 2, name: 'Alan Agent' }],
  '/service-desk/api/dependency/contract_statuses': [{ id: 1, name: 'Draft' }, { id: 3, name: 'Approved' }],
  '/service-desk/api/dependency/contract_types': [{ id: 5, name: 'Lease' }],
};

function renderForm(role: Role = 'admin') {
  const provider = {
    lookup: vi.fn(async (url: string) => LOOKUPS[url] ?? []),
    permissions: vi.fn(async () => ({ attach_asset: true })),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 9, ...data }, meta: { message: 'Created.' } })),
  };
  const auth = signedInAs(role);
  render(
    <MemoryRouter initialEntries={['/service-desk/contracts/create']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={auth} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes><Route path={contract.routes.create!} element={<SchemaForm definition={contract} />} /></Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const field = (name: RegExp) => screen.queryByRole('combobox', { name });
/** Opens a select and picks an option by its name. */
async function choose(name: RegExp, option: string) {
  const input = await waitFor(() => { const found = field(name); expect(found).toBeTruthy(); return found!; });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
/** Empties a select with its clear button. */
function clear(name: RegExp) {
  const box = field(name)!.closest('.MuiAutocomplete-root') as HTMLElement;
  fireEvent.click(within(box).getByTitle('Clear'));
}

describe('contract form rules', () => {
  it('hides the vendor once a user is chosen and the user once a vendor is (x-either)', async () => {
    renderForm();
    await choose(/^Vendor/, 'Dell');
    await waitFor(() => expect(field(/^User/)).toBeNull());
    clear(/^Vendor/);
    await choose(/^User/, 'Uma User');
    await waitFor(() => expect(field(/^Vendor/)).toBeNull());
  });

  it('with neither a user nor a vendor, submitting shows the alert and sends nothing', async () => {
    const provider = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'submit' }));
    expect(await screen.findByText('At least one user or one vendor is required to create a contract.')).toBeTruthy();
    expect(screen.getByRole('alert').closest('[data-alert-area]')?.getAttribute('data-alert-area')).toBe('contract-create-edit');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('sets the status to Draft and locks it while an approver is chosen, and unlocks it when cleared (x-follows)', async () => {
    renderForm();
    await choose(/^Contract status/, 'Approved');
    await choose(/^Approver/, 'Alan Agent');
    await waitFor(() => expect((field(/^Contract status/) as HTMLInputElement).value).toBe('Draft'));
    expect((field(/^Contract status/) as HTMLInputElement).disabled).toBe(true);
    clear(/^Approver/);
    await waitFor(() => expect((field(/^Contract status/) as HTMLInputElement).disabled).toBe(false));
    expect((field(/^Contract status/) as HTMLInputElement).value).toBe('Draft');
  });

  it('shows the organisation only for a user who has some, and drops it when the user changes (dependsOn)', async () => {
    const provider = renderForm();
    expect(field(/^Organization/)).toBeNull();
    await choose(/^User/, 'Uma User');
    await choose(/^Organization/, 'Acme Corporation');
    expect(provider.lookup).toHaveBeenCalledWith('/service-desk/api/user-organization/7', expect.anything());
    await choose(/^User/, 'Tim Berners');
    await waitFor(() => expect(provider.lookup).toHaveBeenCalledWith('/service-desk/api/user-organization/8', expect.anything()));
    expect(field(/^Organization/)).toBeNull();
    await choose(/^User/, 'Uma User');
    await waitFor(() => expect(field(/^Organization/)).toBeTruthy());
    expect((field(/^Organization/) as HTMLInputElement).value).toBe('');
  });

  it('creates a contract type in a dialog on the page and chooses it (x-ref.create)', async () => {
    const provider = renderForm('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'add new contract type' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(/^Name/), { target: { value: 'Gold' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.create).toHaveBeenCalledWith('contract-type', { data: { name: 'Gold' } });
    expect((field(/^Contract type/) as HTMLInputElement).value).toBe('Gold');
    expect(screen.getByRole('button', { name: 'add new vendor' })).toBeTruthy();
  });

  it('offers add-new only to roles that may write the target', async () => {
    renderForm('agent');
    await waitFor(() => expect(field(/^Vendor/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /add new/ })).toBeNull();
  });
});
