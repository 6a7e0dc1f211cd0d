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
import changeFile from '../../../schemas/change.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { AttachDialog } from '../../../src/engine/views/AttachDialog';
import { LinksTab } from '../../../src/engine/views/LinksTab';

afterEach(cleanup);

const [problem] = connectLinks([problemFile, assetFile, ticketFile, changeFile].map((file) => defineResource(file as unknown as ResourceFile)));
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

describe('the attach-assets picker (x-links picker with checklist)', () => {
  it('is the spec\'s 950 px modal: four filters and a search applied by Apply, a checkbox list, and Attach asking for a choice', async () => {
    const lookup = vi.fn(async (url: string) => (url.endsWith('asset_types') ? [{ id: 3, name: 'Laptop' }] : []));
    const linkOptions = vi.fn(async () => [{ id: 11, name: 'AST-0011 ThinkPad X1' }, { id: 12, name: `AST-0012 ${'Very long asset name '.repeat(3)}` }]);
    const attach = vi.fn(async () => ({ meta: { message: 'Asset attached successfully.' } }));
    const onAttached = vi.fn();
    renderWith({ attach, linkOptions, lookup }, <AttachDialog definition={problem} link="assets" id={7} onClose={vi.fn()} onAttached={onAttached} />);
    const dialog = await screen.findByRole('dialog', { name: 'Attach assets' });
    expect(getComputedStyle(dialog).width).toBe('950px');
    const filters = within(dialog).getByRole('group', { name: 'Filters' });
    expect(within(filters).getAllByRole('combobox').map((box) => box.getAttribute('aria-label') ?? box.closest('.MuiFormControl-root')?.querySelector('label')?.textContent))
      .toEqual(['Asset type', 'Used by', 'Managed by', 'Organization']);
    await waitFor(() => expect(linkOptions).toHaveBeenCalledTimes(1));
    expect(linkOptions).toHaveBeenLastCalledWith('problem', { link: 'assets', id: 7, filters: {} });

    // Nothing ticked: Attach says so instead of being disabled, and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'attach' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please select assets.');
    expect(attach).not.toHaveBeenCalled();

    // A filter and the search wait for Apply.
    fireEvent.mouseDown(within(filters).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByRole('option', { name: 'Laptop' }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), { target: { value: ' think ' } });
    expect(linkOptions).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'apply' }));
    await waitFor(() => expect(linkOptions).toHaveBeenLastCalledWith('problem', { link: 'assets', id: 7, search: 'think', filters: { asset_type_id: [3] } }));

    // Candidates are checkboxes, long names cut to 40 with the whole on hover.
    const long = await within(dialog).findByRole('checkbox', { name: /AST-0012/ });
    expect(long.textContent).toBe(`${'AST-0012 Very long asset name Very long '.slice(0, 40)}…`);
    expect(long.getAttribute('title')).toMatch(/^AST-0012 Very long asset name Very long asset name Very long asset name $/);
    const first = within(dialog).getByRole('checkbox', { name: 'AST-0011 ThinkPad X1' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'attach' }));
    await waitFor(() => expect(onAttached).toHaveBeenCalled());
    expect(attach).toHaveBeenCalledWith('problem', { link: 'assets', id: 7, ids: [11] });
  });

  it('attaches one existing record in a 500 px dialog, several in a 600 px one', async () => {
    renderWith({ linkOptions: async () => [] }, <AttachDialog definition={problem} link="tickets" id={7} onClose={vi.fn()} onAttached={vi.fn()} />);
    expect(getComputedStyle(await screen.findByRole('dialog', { name: 'Attach tickets' })).width).toBe('600px');
    cleanup();
    renderWith({ linkOptions: async () => [] }, <AttachDialog definition={problem} link="change" id={7} onClose={vi.fn()} onAttached={vi.fn()} />);
    expect(getComputedStyle(await screen.findByRole('dialog', { name: 'Attach change' })).width).toBe('500px');
  });
});

