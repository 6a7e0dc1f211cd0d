// @vitest-environment jsdom
// The CABs tab through what a user sees: boards with status icons, the faded inactive level, the
// dialogs' rules (board chosen, reason, comment) and the exact confirmation texts, the calls sent,
// the alert and the reload two seconds later.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import changeFile from '../../../schemas/change.json';
import { DELAY } from '../../../src/engine/constants';
import { createI18nProvider } from '../../../src/engine/i18n';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { AlertArea } from '../../../src/engine/views/AlertArea';
import { cabTabMessages } from '../../../src/overrides/cab/cabTabMessages';
import CabTab from '../../../src/overrides/cab/CabTab';

const change = defineResource(changeFile as unknown as ResourceFile);
const TAB = change.show.tabs!.findIndex((tab) => tab.component === 'cab-approvals');
const BOARD = { id: 9, name: 'Standard change board', status: 'PENDING', send_auto_reminders: true, approval_levels: [
  { id: 11, name: 'Technical review', status: 'PENDING', is_active: true,
    approve_users: [{ id: 2, name: 'Alan Agent', status: 'APPROVED', decision_text: 'Ada Admin for Alan Agent, who created the change' }, { id: 4, name: 'Grace Hopper', status: 'PENDING' }],
    approve_user_types: [], caller_decides_for: [] },
  { id: 12, name: 'Management approval', status: 'PENDING', is_active: false, approve_users: [{ id: 1, name: 'Ada Admin', status: 'PENDING' }], approve_user_types: [] },
] };

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer>;
let sent: Array<{ method: string; url: string; body?: unknown; at: number }>;

beforeEach(() => {
  sent = [];
  answers = { 'GET /service-desk/api/change-approval-status/5': { body: { success: true, data: [BOARD] } } };
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined, at: Date.now() });
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? { status: 404, body: { success: false, message: 'Route not found.' } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), { status });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function renderTab(flags: Record<string, boolean> = {}, onChanged = vi.fn()) {
  const provider = { lookup: vi.fn(async (url: string) => (url.endsWith('/cabs') ? [{ id: 1, name: 'Standard change board' }] : [{ id: 5, name: 'Linus Okafor' }])) };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as unknown as DataProvider} i18nProvider={createI18nProvider(cabTabMessages)} store={memoryStore()}>
        <AlertArea area={change.alert} />
        <CabTab definition={change} tab={TAB} id={5} version={0} onChanged={onChanged} record={{ id: 5 }} flags={flags} />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onChanged };
}

const posted = (url: string) => sent.find((call) => call.url === url);

describe('boards', () => {
  it('shows each board, level and approver with its status, and fades the inactive level', async () => {
    renderTab({ remove_cab: true });
    const board = await screen.findByRole('region', { name: 'Standard change board' });
    const active = within(board).getByRole('group', { name: 'Technical review' });
    const inactive = within(board).getByRole('group', { name: 'Management approval' });
    expect(active.getAttribute('data-active')).toBe('true');
    expect(inactive.getAttribute('data-active')).toBe('false');
    // Faded by a dashed border and secondary text, its names still readable (no opacity on the text).
    expect(window.getComputedStyle(inactive).borderStyle).toBe('dashed');
    expect(window.getComputedStyle(inactive).opacity).not.toBe('0.5');
    expect(window.getComputedStyle(active).borderStyle).not.toBe('dashed');
    expect(within(active).getAllByRole('img', { name: 'Approved' })).toHaveLength(1);
    // Who decided, and for whom, as the server recorded it.
    expect(within(active).getByText('Approved by Ada Admin for Alan Agent, who created the change')).toBeTruthy();
    // Tools of the inactive level are there, disabled; each says what it does in words and names whom in its accessible name.
    expect((within(inactive).getByRole('button', { name: 'Add approver to Management approval' }) as HTMLButtonElement).disabled).toBe(true);
    const remind = within(active).getByRole('button', { name: 'Send reminder to Grace Hopper' }) as HTMLButtonElement;
    expect(remind.disabled).toBe(false);
    expect(remind.textContent).toBe('Send reminder');
    expect(within(active).getByRole('button', { name: 'Remove Grace Hopper' }).textContent).toBe('Remove');
    // A decided approver has no tools.
    expect(within(active).queryByRole('button', { name: 'Remove Alan Agent' })).toBeNull();
  });

  it('offers adding and removing approvers only with remove_cab; reminders to every agent', async () => {
    renderTab({ allowed_cab_action: true });
    const active = within(await screen.findByRole('region', { name: 'Standard change board' })).getByRole('group', { name: 'Technical review' });
    expect(within(active).queryByRole('button', { name: /^Add approver/ })).toBeNull();
    expect(within(active).queryByRole('button', { name: 'Remove Grace Hopper' })).toBeNull();
    expect(within(active).getByRole('button', { name: 'Send reminder to Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove board' })).toBeNull();
    // The decision buttons name the level they act on.
    expect(screen.getByRole('button', { name: 'Approve Technical review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny Technical review' })).toBeTruthy();
  });

  it('offers only the tools the server will accept, and says why an approver can not decide', async () => {
    const level = { ...BOARD.approval_levels[0], caller_can: { remind: true, add: true }, approve_users: [
      { id: 2, name: 'Alan Agent', status: 'PENDING', excluded: { reason: 'created the change' }, caller_can: { remind: false, remove: true } },
      { id: 1, name: 'Ada Admin', status: 'PENDING', excluded: null, caller_can: { remind: true, remove: false } },
    ] };
    answers['GET /service-desk/api/change-approval-status/5'] = { body: { success: true, data: [{ ...BOARD, approval_levels: [level, BOARD.approval_levels[1]] }] } };
    renderTab({ remove_cab: true, allowed_cab_action: true });
    const active = within(await screen.findByRole('region', { name: 'Standard change board' })).getByRole('group', { name: 'Technical review' });
    expect(within(active).getByText('Can not decide: created the change')).toBeTruthy();
    expect(within(active).queryByRole('button', { name: 'Send reminder to Alan Agent' })).toBeNull();
    expect(within(active).getByRole('button', { name: 'Remove Alan Agent' })).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Send reminder to Ada Admin' })).toBeTruthy();
    expect(within(active).queryByRole('button', { name: 'Remove Ada Admin' })).toBeNull();
    // The board's own removal says what it removes, beside the level's Approve and Deny.
    expect(screen.getByRole('button', { name: 'Remove board' }).textContent).toBe('Remove board');
  });

  it('says no data found without boards, and offers Apply CAB only with its flag', async () => {
    answers['GET /service-desk/api/change-approval-status/5'] = { body: { success: true, data: [] } };
    renderTab({ allowed_enforce_cab: false });
    expect(await screen.findByText('no data found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply CAB' })).toBeNull();
  });
});

describe('actions', () => {
  it('applies a chosen board (submit disabled until then), reports and reloads two seconds later', async () => {
    answers['POST /service-desk/api/apply-cab-approval'] = { body: { success: true, message: 'Approval board applied successfully.' } };
    let changedAt = 0;
    const { onChanged } = renderTab({ allowed_enforce_cab: true }, vi.fn(() => { changedAt = Date.now(); }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply CAB' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /approval board/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard change board' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'apply' }));
    await waitFor(() => expect(posted('/service-desk/api/apply-cab-approval')?.body).toEqual({ change_id: 5, workflow_id: 1 }));
    expect(await screen.findByText('Approval board applied successfully.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), { timeout: DELAY.afterAction + 5000 });
    // The page reloads DELAY.afterAction after the answer, not at once (Node's timers may fire a millisecond
    // before Date.now() says the delay is over).
    expect(changedAt - posted('/service-desk/api/apply-cab-approval')!.at).toBeGreaterThanOrEqual(DELAY.afterAction - 2);
  });

  it('asks in a sentence naming the level and board, and requires a comment to approve', async () => {
    answers['POST /service-desk/api/approval-action-without-hash/5'] = { body: { success: true, message: 'Your approval has been recorded.' } };
    renderTab({ allowed_cab_action: true, remove_cab: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Technical review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Technical review' });
    expect(within(dialog).getByText('Are you sure you want to approve the level Technical review of the approval board Standard change board? Mention a reason below.')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    // The question and the comment scroll in the modal's 350 px form box.
    expect(getComputedStyle(dialog.querySelector('.MuiDialogContent-root')!).maxHeight).toBe('350px');
    fireEvent.click(within(dialog).getByRole('button', { name: 'confirm' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(posted('/service-desk/api/approval-action-without-hash/5')).toBeUndefined();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /comment/i }), { target: { value: 'Tested' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'confirm' }));
    // The decision names the active level the tab shows.
    await waitFor(() => expect(posted('/service-desk/api/approval-action-without-hash/5')?.body).toEqual({ action_type: 'approve', comment: 'Tested', level_id: 11 }));
  });

  it('says for whom an administrator decides and waits for the confirmation before deciding', async () => {
    const level = { ...BOARD.approval_levels[0], caller_decides_for: [{ name: 'Alan Agent', reason: 'who created the change' }] };
    answers['GET /service-desk/api/change-approval-status/5'] = { body: { success: true, data: [{ ...BOARD, approval_levels: [level, BOARD.approval_levels[1]] }] } };
    answers['POST /service-desk/api/approval-action-without-hash/5'] = { body: { success: true, message: 'Your denial has been recorded.' } };
    renderTab({ allowed_cab_action: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Deny Technical review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny Technical review' });
    expect(within(dialog).getByText('You are deciding for Alan Agent, who created the change.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /comment/i }), { target: { value: 'Not before the freeze' } });
    const confirm = within(dialog).getByRole('button', { name: 'confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am deciding for Alan Agent.' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(posted('/service-desk/api/approval-action-without-hash/5')?.body).toEqual({ action_type: 'deny', comment: 'Not before the freeze', level_id: 11 }));
  });

  it('asks a reason to remove the board', async () => {
    answers['DELETE /service-desk/api/remove-cab-approval/5'] = { body: { success: true, message: 'Approval board removed successfully.' } };
    renderTab({ remove_cab: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the approval board' });
    expect(within(dialog).getByText('Are you sure you want to remove the approval board Standard change board from this change? Mention a reason below.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'confirm' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /reason/i }), { target: { value: 'Replaced by the emergency board' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(sent.find((call) => call.method === 'DELETE')?.body).toEqual({ comment: 'Replaced by the emergency board' }));
  });

  it('removes an approver with a reason of at most 250 characters; a refusal shows in add_remove_approver', async () => {
    answers['POST /service-desk/api/cab/remove-approver'] = { status: 400, body: { success: false, message: 'A level needs at least one approver.' } };
    renderTab({ remove_cab: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    fireEvent.change(reason, { target: { value: 'x'.repeat(251) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'proceed' }));
    expect(within(dialog).getByText('The reason should be less than 250 characters.')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'On leave' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'proceed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('A level needs at least one approver.');
    expect(posted('/service-desk/api/cab/remove-approver')?.body).toEqual({ action: 'remove', approver_id: 4, change_id: 5, level_id: 11, comment: 'On leave' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends a reminder to the active level and stops auto reminders', async () => {
    answers['POST /service-desk/api/send-reminder'] = { body: { success: true, message: 'Reminder sent successfully.' } };
    answers['GET /service-desk/api/stop-auto-reminder/9'] = { body: { success: true, message: 'Auto reminders stopped successfully.' } };
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Send reminder to Technical review' }));
    await waitFor(() => expect(posted('/service-desk/api/send-reminder')?.body).toEqual({ type: 'level', change_id: 5, id: 11, level_id: 11 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Reminder sent successfully.');
  });
});
