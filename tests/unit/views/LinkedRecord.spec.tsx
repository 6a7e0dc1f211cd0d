// @vitest-environment jsdom
// A max-1 link on a show page (a problem's change): the Associate menu items gated by their flags,
// the single-choice attach dialog, attach-new to the target's create page, detach of the one record,
// the reload a second later, and the linked-record tab.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import changeFile from '../../../schemas/change.json';
import problemFile from '../../../schemas/problem.json';
import releaseFile from '../../../schemas/release.json';
import ticketFile from '../../../schemas/ticket.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';
import { LinkedRecordTab } from '../../../src/engine/views/LinkedRecordTab';
import SchemaShow from '../../../src/engine/views/SchemaShow';

afterEach(cleanup);

const definitionsOf = (files: unknown[]) => connectLinks(files.map((file) => defineResource(file as ResourceFile)));
const [problem] = definitionsOf([problemFile, changeFile, assetFile, ticketFile]);
const CHANGE = {
  id: 9, subject: 'Patch hypervisors', identifier: 'CHN-0009', created_at: '2026-03-05 14:30:00',
  requester: { id: 4, name: '', full_name: '', email: 'grace@example.com' }, status: { id: 2, name: 'Planning' },
  change_type: { id: 3, name: 'Major' }, impact_type: null, location: { id: 1, name: 'Berlin Office' },
  department: { id: 3, name: 'IT Operations' }, team: { id: 2, name: 'Network Team' }, priority: { id: 4, name: 'Urgent' },
};
const flagsFor = (linked: boolean) => ({ associated_change: true, problem_change_attach: !linked, problem_change_detach: linked });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}{location.search}</p>;
}

function renderProblem(linked: boolean) {
  const provider = {
    getOne: vi.fn(async () => ({ data: { id: 4, subject: 'Recurring VPN disconnects', change: linked ? CHANGE : [] } })),
    actions: vi.fn(async () => flagsFor(linked)),
    activity: vi.fn(async () => ({ data: [], total: 0 })),
    linkOptions: vi.fn(async () => [{ id: 9, name: 'CHN-0009 Patch hypervisors' }]),
    attach: vi.fn(async () => ({ meta: { message: 'Change attached successfully.' } })),
    detach: vi.fn(async () => ({ meta: { message: 'Change detached successfully.' } })),
  };
  render(
    <MemoryRouter initialEntries={['/service-desk/problem/4/show']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes>
          <Route path={problem.routes.showPattern!} element={<SchemaShow definition={problem} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const openAssociate = async () => {
  // The first render of a show page loads its modules: give it more than the default second.
  fireEvent.click(await screen.findByRole('button', { name: 'Associate' }, { timeout: 5000 }));
  return screen.findByRole('menu');
};

describe('a problem without a change', () => {
  it('offers attach existing and attach new, not detach, and its tab says no data found', async () => {
    renderProblem(false);
    const menu = await openAssociate();
    expect(within(menu).getByRole('menuitem', { name: 'attach existing change' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'attach new change' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'detach change' })).toBeNull();
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.click(screen.getByRole('tab', { name: 'Associated changes' }));
    expect(await screen.findByText('no data found')).toBeTruthy();
  });

  it('attaches one existing change (submit disabled until chosen), then reloads about a second later', async () => {
    const provider = renderProblem(false);
    fireEvent.click(within(await openAssociate()).getByRole('menuitem', { name: 'attach existing change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach change' });
    const submit = within(dialog).getByRole('button', { name: 'attach' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'CHN-0009 Patch hypervisors' }));
    expect(submit.disabled).toBe(false);
    const loads = provider.getOne.mock.calls.length;
    fireEvent.click(submit);
    await waitFor(() => expect(provider.attach).toHaveBeenCalledWith('problem', { link: 'change', id: 4, ids: [9] }));
    expect(provider.getOne.mock.calls.length).toBe(loads);
    await waitFor(() => expect(provider.getOne.mock.calls.length).toBeGreaterThan(loads), { timeout: 2500 });
  });

  it('opens the change form in an 800 px dialog on the problem page rather than leaving for the create page', async () => {
    renderProblem(false);
    fireEvent.click(within(await openAssociate()).getByRole('menuitem', { name: 'attach new change' }));
    const dialog = await screen.findByRole('dialog', { name: 'attach new change' });
    expect(getComputedStyle(dialog).width).toBe('800px');
    expect(screen.queryByText(/^at \//)).toBeNull();
  });
});

describe('a problem with its change', () => {
  it('shows the change in its tab through the field registry, with a link to it', async () => {
    renderProblem(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Associated changes' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Associated changes' });
    for (const text of ['Patch hypervisors', 'Planning', 'grace@example.com', 'Major', 'Berlin Office', 'IT Operations', 'Network Team', 'Urgent']) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect(within(panel).getByText('Impact').nextElementSibling?.textContent).toBe('---');
    expect(within(panel).getByRole('link', { name: 'view' }).getAttribute('href')).toBe('/service-desk/changes/9/show');
  });

  it("cuts a change's release name to 10 characters in its Releases tab, the whole on hover", async () => {
    const change = definitionsOf([changeFile, releaseFile, problemFile, assetFile, ticketFile])[0];
    const tab = change.show.tabs!.findIndex((spec) => spec.kind === 'linked-record' && spec.link === 'release');
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
          <LinkedRecordTab definition={change} tab={tab} record={{ id: 9, attach_releases: { id: 3, subject: 'ERP 4.2 rollout to every site' } }} />
        </AdminContext>
      </MemoryRouter>,
    );
    const name = await screen.findByText('ERP 4.2 ro…');
    expect(name.getAttribute('title')).toBe('ERP 4.2 rollout to every site');
  });

  it('detaches the change after confirmation and offers no attach', async () => {
    const provider = renderProblem(true);
    const menu = await openAssociate();
    expect(within(menu).queryByRole('menuitem', { name: 'attach existing change' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'detach change' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Detach change' })).getByRole('button', { name: 'detach' }));
    await waitFor(() => expect(provider.detach).toHaveBeenCalledWith('problem', { link: 'change', id: 4, target: 9 }));
  });
});
