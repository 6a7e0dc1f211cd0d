// @vitest-environment jsdom
// Row selection and the bulk-actions menu of a links tab whose link declares bulk (a problem's tickets).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import problemFile from '../../../schemas/problem.json';
import ticketFile from '../../../schemas/ticket.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { LinksTab } from '../../../src/engine/views/LinksTab';

afterEach(cleanup);

const [problem] = connectLinks([problemFile, assetFile, ticketFile].map((file) => defineResource(file as unknown as ResourceFile)));
const tabOf = (link: string) => problem.show.tabs!.findIndex((tab) => tab.kind === 'links' && tab.link === link);
const TICKETS = [
  { id: 1, ticket_number: '#TKT-1001', subject: 'VPN drops', assignedTo: null, assignedTeam: null },
  { id: 4, ticket_number: '#TKT-1004', subject: 'Printer jams', assignedTo: null, assignedTeam: null },
];

/** The show page's part: a change bumps the version, so the tab reads its rows again. */
function Page({ link, onChanged }: { link: string; onChanged(): void }) {
  const [version, setVersion] = useState(0);
  return <LinksTab definition={problem} tab={tabOf(link)} id={7} version={version} onChanged={() => { onChanged(); setVersion((v) => v + 1); }} />;
}

function renderTab(provider: Record<string, unknown>, link = 'tickets', onChanged = vi.fn()) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ linked: async () => ({ data: TICKETS, total: 2 }), ...provider } as unknown as DataProvider}
        i18nProvider={createI18nProvider()} store={memoryStore()}>
        <AlertArea area={problem.alert} />
        <Page link={link} onChanged={onChanged} />
      </AdminContext>
    </MemoryRouter>,
  );
  return onChanged;
}

const openAction = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: /bulk actions/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name: label });
};

describe('bulk actions on linked rows', () => {
  it('offers no selection on a link without bulk', async () => {
    renderTab({ linked: async () => ({ data: [{ id: 3, name: 'AST-0003' }], total: 1 }) }, 'assets');
    await screen.findByText('AST-0003');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the menu only while rows are ticked; the page checkbox ticks every row and back', async () => {
    renderTab({});
    const all = await screen.findByRole('checkbox', { name: 'Select every row of this page' });
    expect(screen.queryByRole('button', { name: /bulk actions/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    expect(screen.getByRole('button', { name: 'bulk actions (1)' })).toBeTruthy();
    fireEvent.click(all);
    expect(screen.getByRole('button', { name: 'bulk actions (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'bulk actions (2)' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['change status', 'change priority', 'assign', 'reply']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(all);
    expect(screen.queryByRole('button', { name: /bulk actions/ })).toBeNull();
  });

  it('changes the status: submit waits for a status, a refusal stays in the dialog, success reports and reloads', async () => {
    const bulk = vi.fn()
      .mockRejectedValueOnce(new HttpError('invalid', 412, { message: 'The selected ticket 4 does not exist.', errors: { tickets: 'The selected ticket 4 does not exist.' } }))
      .mockResolvedValueOnce({ meta: { message: 'Tickets updated successfully.' } });
    const lookup = vi.fn(async () => [{ id: 3, name: 'Closed' }]);
    const onChanged = renderTab({ bulk, lookup });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every row of this page' }));
    const dialog = await openAction('change status');
    const submit = within(dialog).getByRole('button', { name: 'submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // The select asks its look-up for a page of names once it opens, not before.
    expect(lookup).not.toHaveBeenCalled();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Status' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(lookup).toHaveBeenCalledWith('/api/dependency/statuses', { search: undefined, limit: 20 });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The selected ticket 4 does not exist.');
    fireEvent.click(submit);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bulk).toHaveBeenLastCalledWith('problem', { link: 'tickets', id: 7, ids: [1, 4], choice: { type: 'status', value: 3 } });
    expect((await screen.findByRole('alert')).textContent).toContain('Tickets updated successfully.');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The tab read its rows again and starts with none ticked.
    expect((await screen.findByRole('checkbox', { name: 'Select row 1' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: /bulk actions/ })).toBeNull();
  });

  it('assigns to me without choosing anybody, and to a team only once one is chosen', async () => {
    const bulk = vi.fn(async () => ({ meta: { message: 'Ticket updated successfully.' } }));
    renderTab({ bulk, lookup: async () => [{ id: 2, name: 'Service Desk L2' }] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    const dialog = await openAction('assign');
    const submit = () => within(dialog).getByRole('button', { name: 'submit' }) as HTMLButtonElement;
    fireEvent.click(within(dialog).getByRole('radio', { name: 'teams' }));
    expect(submit().disabled).toBe(true);
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Team' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Service Desk L2' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'assign to me' }));
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    fireEvent.click(submit());
    await waitFor(() => expect(bulk).toHaveBeenCalledWith('problem', { link: 'tickets', id: 7, ids: [1], choice: { type: 'assign', mode: 'assign_to_me', value: undefined } }));
  });

  it('replies with the text as typed and the chosen files; the text is required', async () => {
    const bulk = vi.fn(async () => ({ meta: { message: 'Reply added to the ticket successfully.' } }));
    renderTab({ bulk });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select row 4' }));
    const dialog = await openAction('reply');
    // The reply and its attachments scroll in the modal's 350 px form box; the buttons stay below it.
    expect(getComputedStyle(dialog.querySelector('.MuiDialogContent-root')!).maxHeight).toBe('350px');
    const submit = within(dialog).getByRole('button', { name: 'submit' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reply/ }), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reply/ }), { target: { value: ' Fixed <b>now</b> ' } });
    const file = new File(['TRACE'], 'trace.log');
    fireEvent.change(within(dialog).getByLabelText('Attachments'), { target: { files: [file] } });
    expect(within(dialog).getByText('trace.log (5 B)')).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(bulk).toHaveBeenCalledWith('problem', { link: 'tickets', id: 7, ids: [4], choice: { type: 'reply', text: ' Fixed <b>now</b> ', files: [file] } }));
  });
});
