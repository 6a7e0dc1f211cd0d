// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import assetStatusFile from '../../../schemas/asset-status.json';
import contractTypeFile from '../../../schemas/contract-type.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import SchemaForm from '../../../src/engine/views/SchemaForm';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const assetStatus = defineResource(assetStatusFile as unknown as ResourceFile);
const contractType = defineResource(contractTypeFile as unknown as ResourceFile);

function renderForm(definition: typeof assetStatus, provider: Record<string, unknown>, path: string) {
  const pattern = path.endsWith('/create') ? definition.routes.create! : definition.routes.editPattern!;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={pattern} element={<SchemaForm definition={definition} />} />
          <Route path={definition.routes.list} element={<p>the list</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('SchemaForm', () => {
  it('shows the resource file\'s errorMessage for a 51-character name and the required message', async () => {
    const create = vi.fn();
    renderForm(assetStatus, { create }, '/service-desk/asset-status/create');
    expect(screen.getByRole('heading', { name: /create asset status/i })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/name/i), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('The name should be less than 50 characters.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates, shows the server message and goes to the list after the delay', async () => {
    const create = vi.fn(async () => ({ data: { id: 9, name: 'Gold' }, meta: { message: 'Contract type created successfully.' } }));
    renderForm({ ...contractType, afterCreate: { goto: 'list', delay: 1500 } }, { create }, '/service-desk/contract-type/create');
    fireEvent.change(screen.getByLabelText(/name/i), { target: { value: 'Gold' } });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Contract type created successfully.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/returning to the list/i);
    expect((screen.getByRole('button', { name: 'submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(create).toHaveBeenCalledWith('contract-type', { data: { name: 'Gold' } });
    expect(await screen.findByText('the list', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('edits: fills the record, labels the button update, and puts a 412 under the field', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 3, name: 'Silver', is_edit: true } }));
    // react-admin logs every failed call; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn(async () => { throw new HttpError('Invalid', 412, { errors: { name: 'The name has already been taken.' } }); });
    renderForm(contractType, { getOne, update }, '/service-desk/contract-type/3/edit');
    expect(await screen.findByRole('heading', { name: /edit contract type/i })).toBeTruthy();
    const input = screen.getByLabelText(/name/i) as HTMLInputElement;
    expect(input.value).toBe('Silver');
    expect(screen.queryByRole('button', { name: 'submit' })).toBeNull();
    fireEvent.change(input, { target: { value: 'Silverish' } });
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    expect(await screen.findByText('The name has already been taken.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/name/i) as HTMLInputElement).value).toBe('Silverish'));
  });
});
