// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signedInAs } from './signedInAs';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import problemFile from '../../../schemas/problem.json';
import ticketFile from '../../../schemas/ticket.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { connectLinks } from '../../../src/engine/schema/connectLinks';
import { defineResource } from '../../../src/engine/schema/defineResource';
import type { ResourceFile } from '../../../src/engine/schema/types';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { AttachDialog } from '../../../src/engine/views/AttachDialog';
import { LinksTab } from '../../../src/engine/views/LinksTab';

afterEach(cleanup);

const [problem] = connectLinks([problemFile, assetFile, ticketFile].map((file) => defineResource(file as unknown as ResourceFile)));
const TICKETS_TAB = problem.show.tabs!.findIndex((tab) => tab.kind === 'links' && tab.link === 'tickets');
const TICKETS = [
  { id: 1, ticket_number: '#TKT-1001', subject: 'VPN drops', assignedTo: { id: 1, full_name: 'Ada Admin' }, assignedTeam: null },
  { id: 4, ticket_number: '#TKT-1004', subject: '<img src=x onerror="window.__pwned=1">', assignedTo: null, assignedTeam: null },
];

function renderWith(provider: Record<string, unknown>, ui: ReactElement) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={signedInAs('agent')} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <AlertArea area={problem.alert} />
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('LinksTab', () => {
  it("lists the linked rows: first column to the target's show route, '--' for nobody assigned, names as text", async () => {
    const linked = vi.fn(async () => ({ data: TICKETS, total: 2 }));
    renderWith({ linked }, <LinksTab definition={problem} tab={TICKETS_TAB} id={7} version={0} onChanged={vi.fn()} />);
    expect((await screen.findByRole('link', { name: '1' })).getAttribute('href')).toBe('/thread/1');
    expect(screen.getByRole('cell', { name: 'Ada Admin' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '--' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="window.__pwned=1">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(linked).toHaveBeenCalledWith('problem', { link: 'tickets', id: 7, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, search: '' });
  });

  it('detaches a row after confirmation, reports the server message and tells the page', async () => {
    const detach = vi.fn(async () => ({ meta: { message: 'Ticket detached successfully.' } }));
    const onChanged = vi.fn();
    renderWith({ linked: async () => ({ data: TICKETS, total: 2 }), detach }, <LinksTab definition={problem} tab={TICKETS_TAB} id={7} version={0} onChanged={onChanged} />);
    const row = (await screen.findByRole('link', { name: '1' })).closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'detach' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'detach' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(detach).toHaveBeenCalledWith('problem', { link: 'tickets', id: 7, target: 1 });
    expect((await screen.findByRole('alert')).textContent).toContain('Ticket detached successfully.');
  });

  it("says 'no data found' when nothing is linked", async () => {
    renderWith({ linked: async () => ({ data: [], total: 0 }) }, <LinksTab definition={problem} tab={TICKETS_TAB} id={7} version={0} onChanged={vi.fn()} />);
    expect(await screen.findByText('no data found')).toBeTruthy();
  });
});

describe('AttachDialog', () => {
  it('keeps submit disabled until a ticket is chosen, shows a refusal inside the open dialog, then attaches', async () => {
    const attach = vi.fn()
      .mockRejectedValueOnce(new HttpError('The selected ticket 99 does not exist.', 412, { message: 'The selected ticket 99 does not exist.', errors: {} }))
      .mockResolvedValueOnce({ meta: { message: 'Ticket attached successfully.' } });
    const linkOptions = vi.fn(async () => [{ id: 2, name: '#TKT-1002 Printer jams' }]);
    const onAttached = vi.fn();
    renderWith({ attach, linkOptions }, <AttachDialog definition={problem} link="tickets" id={7} onClose={vi.fn()} onAttached={onAttached} />);
    const dialog = await screen.findByRole('dialog', { name: 'Attach tickets' });
    const submit = within(dialog).getByRole('button', { name: 'attach' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'print' } });
    await waitFor(() => expect(linkOptions).toHaveBeenLastCalledWith('problem', { link: 'tickets', id: 7, search: 'print' }));
    fireEvent.click(await screen.findByRole('option', { name: '#TKT-1002 Printer jams' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The selected ticket 99 does not exist.');
    expect(onAttached).not.toHaveBeenCalled();
    fireEvent.click(submit);
    await waitFor(() => expect(onAttached).toHaveBeenCalled());
    expect(attach).toHaveBeenLastCalledWith('problem', { link: 'tickets', id: 7, ids: [2] });
  });
});
