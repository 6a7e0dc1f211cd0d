// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabFile from '../../../schemas/cab.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { cabFormMessages } from '../../../src/overrides/cab/cabFormMessages';
import CabForm from '../../../src/overrides/cab/CabForm';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const cab = defineResource(cabFile as unknown as ResourceFile);
const AT_LEAST_ONE = 'At least one user or one user type is required for each level.';

const lookup = async (url: string) => (url.endsWith('/user_types') ? [{ id: 2, name: 'Agent' }] : [{ id: 4, name: 'Grace Hopper' }]);

function renderForm(provider: Record<string, unknown>, path: string, definition = cab) {
  const pattern = path.endsWith('/create') ? cab.routes.create! : cab.routes.editPattern!;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={{ lookup, ...provider } as unknown as DataProvider}
        i18nProvider={createI18nProvider(cabFormMessages)} store={memoryStore()}>
        <Routes>
          <Route path={pattern} element={<CabForm definition={definition} />} />
          <Route path={cab.routes.list} element={<p>the list</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const level = (order: number) => screen.getByRole('region', { name: `Level ${order}` });

/** Opens a look-up select of a level and picks an option. */
async function choose(order: number, label: string, option: string) {
  fireEvent.keyDown(within(level(order)).getByRole('combobox', { name: label }), { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const board = {
  id: 7, name: 'Board', action_on_approve: null, action_on_deny: null, send_auto_reminders: 0, reminder_interval: null, levels_count: 2,
  levels: [
    { id: 31, name: 'Second', order: 2, match: 'all', approvers: { users: [], user_types: [3] }, approve_users: [], approve_user_types: [{ id: 3, name: 'Administrator' }] },
    { id: 30, name: 'First', order: 1, match: 'any', approvers: { users: [4], user_types: [] }, approve_users: [{ id: 4, name: 'Grace Hopper' }], approve_user_types: [] },
  ],
};

describe('CabForm', () => {
  it('starts a new board with one level and checks it with the resource file: the at-least-one alert sits on the level', async () => {
    const create = vi.fn();
    renderForm({ create }, '/service-desk/cab/create');
    expect(screen.getByRole('heading', { name: 'Create CAB' })).toBeTruthy();
    expect((within(level(1)).getByRole('button', { name: 'Remove level 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(level(1)).getByLabelText('All') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/reminder interval/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(within(level(1)).getByRole('alert').textContent).toBe(AT_LEAST_ONE);
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText(/send auto reminders/i));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(create).not.toHaveBeenCalled();
  });

  it('adds levels with the next order, removes one after confirming, and creates the board then goes to the list', async () => {
    const create = vi.fn(async () => ({ data: { id: 9 }, meta: { message: 'CAB created successfully.' } }));
    renderForm({ create }, '/service-desk/cab/create', { ...cab, afterCreate: { goto: 'list', delay: 1500 } });
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'Board' } });
    fireEvent.click(screen.getByRole('button', { name: /add level/i }));
    fireEvent.click(screen.getByRole('button', { name: /add level/i }));
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && within(region).getByRole('heading').textContent))
      .toEqual(['Level 1', 'Level 2', 'Level 3']);
    fireEvent.click(within(level(2)).getByRole('button', { name: 'Remove level 2' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Level 3' })).toBeNull();
    fireEvent.change(within(level(1)).getByLabelText(/level name/i), { target: { value: 'Review' } });
    fireEvent.change(within(level(2)).getByLabelText(/level name/i), { target: { value: 'Sign-off' } });
    await choose(1, 'Users', 'Grace Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(within(level(2)).getByRole('alert').textContent).toBe(AT_LEAST_ONE);
    expect(within(level(1)).queryByRole('alert')).toBeNull();
    expect(create).not.toHaveBeenCalled();
    await choose(2, 'User types', 'Agent');
    expect(within(level(2)).queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect((create.mock.calls[0] as unknown as [string, { data: unknown }])[1].data).toEqual({
      name: 'Board', send_auto_reminders: 0,
      levels: [
        { name: 'Review', order: 1, match: 'all', approvers: { users: [4], user_types: [] } },
        { name: 'Sign-off', order: 2, match: 'all', approvers: { users: [], user_types: [2] } },
      ],
    });
    expect(await screen.findByText('CAB created successfully.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/returning to the list/i);
    expect(await screen.findByText('the list', undefined, { timeout: 5000 })).toBeTruthy();
  }, 60000);

  it('edits: reads the levels in order with their approvers\' names, reorders them and sends orders 1..n', async () => {
    const getOne = vi.fn(async () => ({ data: board }));
    const update = vi.fn(async () => ({ data: board, meta: { message: 'CAB updated successfully.' } }));
    renderForm({ getOne, update }, '/service-desk/cab/7/edit');
    expect(await screen.findByRole('heading', { name: 'Edit CAB' })).toBeTruthy();
    expect((within(level(1)).getByLabelText(/level name/i) as HTMLInputElement).value).toBe('First');
    expect(within(level(1)).getByText('Grace Hopper')).toBeTruthy();
    expect(within(level(2)).getByText('Administrator')).toBeTruthy();
    fireEvent.click(within(level(2)).getByRole('button', { name: 'Move level 2 up' }));
    expect((within(level(1)).getByLabelText(/level name/i) as HTMLInputElement).value).toBe('Second');
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const { data } = (update.mock.calls[0] as unknown as [string, { data: { levels: unknown[] } }])[1];
    expect(data.levels).toEqual([
      { id: 31, name: 'Second', order: 1, match: 'all', approvers: { users: [], user_types: [3] } },
      { id: 30, name: 'First', order: 2, match: 'any', approvers: { users: [4], user_types: [] } },
    ]);
    expect(await screen.findByText('CAB updated successfully.')).toBeTruthy();
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });

  it('puts a 412 under the level field its dotted key names', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getOne = vi.fn(async () => ({ data: board }));
    const update = vi.fn(async () => { throw new HttpError('Invalid', 412, { errors: { 'levels.1.approvers.users': 'The selected users are invalid.' } }); });
    renderForm({ getOne, update }, '/service-desk/cab/7/edit');
    await screen.findByRole('heading', { name: 'Edit CAB' });
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    expect(await within(level(2)).findByText('The selected users are invalid.')).toBeTruthy();
  });
});
