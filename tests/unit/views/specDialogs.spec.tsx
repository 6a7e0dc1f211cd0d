// @vitest-environment jsdom
// The show pages' dialogs and timings as the spec draws them: the complete-release confirmation's
// 'proceed', a problem closed through the status modal, the 700 px terminate modal with its
// description and reason in a 350 px form box, the activity read again a second after a change, and
// the event that switches the change view to its Tasks tab.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { SHOW_TAB_EVENT } from '../../../src/engine/hooks/useTabEvent';
import type { ResourceDefinition } from '../../../src/kernel';
import SchemaShow from '../../../src/engine/views/SchemaShow';
import { definitionsOf } from '../../../src/resources/definitions';
import { signedInAs } from './signedInAs';

// The app's definitions, of the model the setup read from schemas/.
const definitions = definitionsOf();

afterEach(cleanup);

const named = (name: string) => definitions.find((definition) => definition.name === name)!;

function show(definition: ResourceDefinition, record: Record<string, unknown>, flags: Record<string, boolean>, extra: Record<string, unknown> = {}) {
  const provider = {
    getOne: vi.fn(async () => ({ data: record })),
    actions: vi.fn(async () => flags),
    activity: vi.fn(async () => ({ data: [], total: 0 })),
    command: vi.fn(async () => ({ data: {}, meta: { message: 'Done.' } })),
    linked: vi.fn(async () => ({ data: [], total: 0 })),
    ...extra,
  };
  render(
    <MemoryRouter initialEntries={[definition.routes.show!(record.id as number)]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={signedInAs('agent')} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Routes><Route path={definition.routes.showPattern!} element={<SchemaShow definition={definition} />} /></Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const openMenu = async (menu: string, item: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: menu }, { timeout: 5000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('confirmations', () => {
  it("asks before completing a release, its button reading 'proceed'", async () => {
    const provider = show(named('release'), { id: 3, subject: 'ERP rollout' }, { release_completed: true });
    await openMenu('More', /mark completed/i);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/mark this release as completed/i)).toBeTruthy();
    expect(getComputedStyle(dialog).width).toBe('500px');
    fireEvent.click(within(dialog).getByRole('button', { name: 'proceed' }));
    await waitFor(() => expect(provider.command).toHaveBeenCalledWith('release', 'complete', 3));
  });

  it('closes a problem through the status modal: a status change, are-you-sure, one way', async () => {
    const provider = show(named('problem'), { id: 4, subject: 'VPN drops', active: 1 }, { problem_close: true });
    await openMenu('More', /^close$/i);
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of this problem' });
    expect(within(dialog).getByText('Are you sure you want to close this problem? Closing cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(provider.command).toHaveBeenCalledWith('problem', 'close', 4));
  });
});

describe('the terminate modal', () => {
  it('is 700 px wide, says what terminating does (a waiting renewal dropped), and keeps its reason in a 350 px form box', async () => {
    show(named('contract'), { id: 5, name: 'Laptop lease' }, { contract_terminate: true }, { validators: undefined });
    fireEvent.click(await screen.findByRole('button', { name: 'terminate' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'terminate' });
    expect(getComputedStyle(dialog).width).toBe('700px');
    expect(within(dialog).getByText(/renewal or extension still waiting for its approver is dropped/)).toBeTruthy();
    const box = await waitFor(() => {
      const found = dialog.querySelector('form > :first-child');
      if (!found) throw new Error('no form yet');
      return found;
    }, { timeout: 5000 });
    expect(getComputedStyle(box).maxHeight).toBe('350px');
    expect(within(box as HTMLElement).getByText('Reason')).toBeTruthy();
  });
});

describe('timings and events', () => {
  it.each(['problem', 'change'])('%s: the activity log is read again a second after a change, not at once', async (name) => {
    const definition = named(name);
    expect(definition.show.activityReload).toBe('short');
    const provider = show(definition, { id: 8, subject: 'Printer on fire' }, { problem_close: true, change_close: true });
    await waitFor(() => expect(provider.activity).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await openMenu('More', /^close$/i);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^(close|yes)$/ }));
    await waitFor(() => expect(provider.command).toHaveBeenCalled());
    await waitFor(() => expect(provider.getOne.mock.calls.length).toBeGreaterThan(1));
    expect(provider.activity).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(provider.activity).toHaveBeenCalledTimes(2), { timeout: 2500 });
  });

  it('switches the change view to its Tasks tab on the tasks event', async () => {
    show(named('change'), { id: 6, subject: 'Patch hypervisors' }, { associated_tasks: true, planning: true });
    expect(await screen.findByRole('tab', { name: 'Activity log', selected: true }, { timeout: 5000 })).toBeTruthy();
    window.dispatchEvent(new CustomEvent(SHOW_TAB_EVENT, { detail: 'tasks' }));
    expect(await screen.findByRole('tab', { name: 'Tasks', selected: true })).toBeTruthy();
    expect(await screen.findByRole('tabpanel', { name: 'Tasks' })).toBeTruthy();
  });
});
