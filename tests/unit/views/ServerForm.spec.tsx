// @vitest-environment jsdom
// A form the server describes (x-api.form): its fields come from the answer, a form group's
// fields follow the chosen type, an edit starts from the answer's record and sends what it shows.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import SchemaForm from '../../../src/engine/views/SchemaForm';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const file = {
  $id: 'order', title: 'order', type: 'object', required: ['name', 'kind'],
  properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', title: 'Name' },
    kind: { type: 'integer', title: 'Kind', enum: [1, 2] } },
  'x-resource': { label: 'Orders', menu: { group: 'Work', order: 1 }, route: '/orders', paths: { list: 'list', create: 'create', show: ':id/show', edit: ':id/edit' }, alert: 'order-view' },
  'x-api': {
    list: { GET: '/api/orders', items: 'data.orders', total: 'data.total' },
    getOne: { GET: '/api/order/{id}', record: 'data' },
    save: { POST: '/api/order', body: 'json' },
    form: { create: { GET: '/api/order-form', schema: 'data.form' }, edit: { GET: '/api/order-form/{id}', schema: 'data.form', record: 'data.order' } },
  },
  'x-list': { title: 'orders', columns: ['name'] },
} as unknown as ResourceFile;
const order = defineResource(file);
// The server's answer: the file's schema plus a group shown for orders of kind 1.
const schema = {
  type: 'object', required: ['name', 'kind'], properties: file.properties,
  allOf: [{ if: { properties: { kind: { enum: [1] } }, required: ['kind'] },
    then: { properties: { deadline_note: { type: 'string', title: 'Deadline note', maxLength: 5,
      errorMessage: { maxLength: 'The deadline note should be less than 5 characters.' } } }, required: ['deadline_note'] } }],
};

function renderForm(path: string, provider: Record<string, unknown>) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={order.routes.create!} element={<SchemaForm definition={order} />} />
          <Route path={order.routes.editPattern!} element={<SchemaForm definition={order} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('a server-described form', () => {
  it('shows a group\'s fields once its type is chosen, with the server\'s messages', async () => {
    const create = vi.fn();
    const form = vi.fn(async () => ({ schema }));
    renderForm('/orders/create', { form, create });
    expect(await screen.findByRole('heading', { name: /create order/i })).toBeTruthy();
    expect(form).toHaveBeenCalledWith('order', undefined);
    expect(screen.queryByLabelText(/deadline note/i)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /kind/i }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '1' }));
    const note = await screen.findByLabelText(/deadline note/i);
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Pens' } });
    fireEvent.change(note, { target: { value: 'tomorrow' } });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('The deadline note should be less than 5 characters.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('edits from the answer\'s record and sends the fields it shows, the group\'s included', async () => {
    const form = vi.fn(async () => ({ schema, record: { id: 3, name: 'Pens', kind: 1, deadline_note: 'Fri' } }));
    const update = vi.fn(async () => ({ data: { id: 3 }, meta: { message: 'Order updated successfully.' } }));
    const getOne = vi.fn();
    renderForm('/orders/3/edit', { form, update, getOne });
    const note = await screen.findByLabelText(/deadline note/i) as HTMLInputElement;
    expect(note.value).toBe('Fri');
    expect(getOne).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: 'Mon' } });
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [, params] = update.mock.calls[0] as unknown as [string, { data: Record<string, unknown>; meta: { fields: Array<{ name: string }> } }];
    expect(params.data).toMatchObject({ name: 'Pens', kind: 1, deadline_note: 'Mon' });
    expect(params.meta.fields.map((field) => field.name)).toEqual(['name', 'kind', 'deadline_note']);
    expect(await screen.findByText('Order updated successfully.')).toBeTruthy();
  });

  it('says why when the form cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm('/orders/create', { form: vi.fn(async () => { throw new Error('The form is not available.'); }) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The form is not available.');
  });
});
