// @vitest-environment jsdom
// A change's links in the generic views: the ticket link's type (an x-links attribute) asked in the
// attach dialog, shown by its name and sent back on detach; the tasks tab's detach column gated by
// its detachFlag.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signedInAs } from './signedInAs';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import changeFile from '../../../schemas/change.json';
import problemFile from '../../../schemas/problem.json';
import releaseFile from '../../../schemas/release.json';
import taskFile from '../../../schemas/task.json';
import ticketFile from '../../../schemas/ticket.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { AttachDialog } from '../../../src/engine/views/AttachDialog';
import { LinksTab } from '../../../src/engine/views/LinksTab';

afterEach(cleanup);

const [change] = connectLinks([changeFile, problemFile, assetFile, ticketFile, releaseFile, taskFile].map((file) => defineResource(file as unknown as ResourceFile)));
const tabOf = (link: string) => change.show.tabs!.findIndex((tab) => tab.kind === 'links' && tab.link === link);
const TICKETS = [{ id: 3, ticket_number: '#TKT-1003', subject: 'Payroll report', assignedTo: null, assignedTeam: { id: 2, name: 'L2' }, type: 'causing' }];
const TASKS = [{ id: 5, task_name: 'Take a backup', task_start_date: '2025-03-05 14:30:00', task_end_date: '0000-00-00 00:00:00',
  users: [{ id: 1, name: 'Ada Admin' }], teams: [], assign_to: { id: 2, full_name: 'Alan Agent' } }];

function renderWith(provider: Record<string, unknown>, ui: ReactElement) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={signedInAs('agent')} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <AlertArea area={change.alert} />
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("a change's tickets, linked with a type", () => {
  it('asks for the type, required, and sends it with the chosen tickets', async () => {
    const attach = vi.fn(async () => ({ meta: { message: 'Ticket attached successfully.' } }));
    const linkOptions = vi.fn(async () => [{ id: 2, name: '#TKT-1002 Printer jams' }]);
    const onAttached = vi.fn();
    renderWith({ attach, linkOptions }, <AttachDialog definition={change} link="tickets" id={7} onClose={vi.fn()} onAttached={onAttached} />);
    const dialog = await screen.findByRole('dialog', { name: 'Attach tickets' });
    const submit = within(dialog).getByRole('button', { name: 'attach' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole('combobox', { name: /choose tickets/i }), { target: { value: 'print' } });
    fireEvent.click(await screen.findByRole('option', { name: '#TKT-1002 Printer jams' }));
    // A ticket without a type cannot be attached yet.
    expect(submit.disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /type/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Initiating', 'Causing']);
    fireEvent.click(screen.getByRole('option', { name: 'Causing' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(onAttached).toHaveBeenCalled());
    expect(attach).toHaveBeenCalledWith('change', { link: 'tickets', id: 7, ids: [2], attribute: 'causing' });
  });

  it("shows the type by its name and detaches the row with its type", async () => {
    const detach = vi.fn(async () => ({ meta: { message: 'Ticket detached successfully.' } }));
    const onChanged = vi.fn();
    renderWith({ linked: async () => ({ data: TICKETS, total: 1 }), detach },
      <LinksTab definition={change} tab={tabOf('tickets')} id={7} version={0} onChanged={onChanged} flags={{}} />);
    const row = (await screen.findByRole('link', { name: '3' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Causing' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'L2' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'detach' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'detach' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(detach).toHaveBeenCalledWith('change', { link: 'tickets', id: 7, target: 3, attribute: 'causing' });
  });
});

describe("a change's tasks", () => {
  it('shows dates as dates and people by name, with detach only while attach_task is granted', async () => {
    const linked = async () => ({ data: TASKS, total: 1 });
    renderWith({ linked }, <LinksTab definition={change} tab={tabOf('tasks')} id={7} version={0} onChanged={vi.fn()} flags={{ attach_task: true }} />);
    const row = (await screen.findByRole('link', { name: 'Take a backup' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'March 5th 2025, 2:30 pm' })).toBeTruthy();
    expect(within(row).getAllByRole('cell', { name: '---' }).length).toBe(2);
    expect(within(row).getByRole('cell', { name: 'Ada Admin' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Alan Agent' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'detach' })).toBeTruthy();
    cleanup();
    renderWith({ linked }, <LinksTab definition={change} tab={tabOf('tasks')} id={7} version={0} onChanged={vi.fn()} flags={{ attach_task: false }} />);
    await screen.findByRole('link', { name: 'Take a backup' });
    expect(screen.queryByRole('button', { name: 'detach' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /actions/i })).toBeNull();
  });
});
