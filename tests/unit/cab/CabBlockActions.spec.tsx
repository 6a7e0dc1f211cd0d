// @vitest-environment jsdom
// Approve and deny beside a change in the home page's CAB block: the change's boards are read when a
// button is pressed and the CABs tab's dialog asks for the comment; the decision names the level read
// then and the block reads itself again. A change decided meanwhile asks nothing and refreshes the block.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import changeFile from '../../../schemas/change.json';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import CabBlockActions from '../../../src/overrides/cab/CabBlockActions';
import { cabTabMessages } from '../../../src/overrides/cab/cabTabMessages';

const change = defineResource(changeFile as unknown as ResourceFile);
const board = (active: boolean) => ({ id: 9, name: 'Standard change board', status: active ? 'PENDING' : 'APPROVED', approval_levels: [
  { id: 11, name: 'Technical review', status: active ? 'PENDING' : 'APPROVED', is_active: active, approve_users: [{ id: 2, name: 'Alan Agent', status: 'PENDING' }], approve_user_types: [] },
] });

let boards: unknown[];
let sent: Array<{ method: string; url: string; body?: unknown }>;
beforeEach(() => {
  sent = [];
  boards = [board(true)];
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const body = url.includes('change-approval-status') ? { success: true, data: boards } : { success: true, message: 'Approved.' };
    return new Response(JSON.stringify(body), { status: 200 });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function renderActions() {
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(cabTabMessages)} store={memoryStore()}>
        <CabBlockActions definition={change} record={{ id: 5, subject: 'Patch the mail relays' }} onDone={onDone} />
      </AdminContext>
    </MemoryRouter>,
  );
  return onDone;
}

it('approves the level read when pressed, with the comment the tab\'s dialog asks, then reads the block again', async () => {
  const onDone = renderActions();
  fireEvent.click(screen.getByRole('button', { name: 'Approve Patch the mail relays' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve Technical review' });
  fireEvent.change(screen.getByLabelText(/comment/i), { target: { value: 'Tested on staging.' } });
  fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { action_type: 'approve', comment: 'Tested on staging.', level_id: 11 } });
  expect(sent.at(-1)?.url).toMatch(/\/approval-action-without-hash\/5$/);
  await waitFor(() => expect(dialog.isConnected).toBe(false));
});

it('asks nothing for a change decided meanwhile, and reads the block again', async () => {
  boards = [board(false)];
  const onDone = renderActions();
  fireEvent.click(screen.getByRole('button', { name: 'Deny Patch the mail relays' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent.map((call) => call.method)).toEqual(['GET']);
});
