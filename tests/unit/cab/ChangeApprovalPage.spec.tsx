// @vitest-environment jsdom
// The public change approval page through what an approver sees: the change (description sanitised),
// what they decide on (facts, custom fields, plans, the board's levels), a choice made in the mail
// preselected and nothing sent for it, the required comment, the form hidden after success and kept
// after an error, a link that is gone (expired, or sent before the change was edited) saying which,
// and the not-found page.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChangeApprovalPage from '../../../src/overrides/approval/ChangeApprovalPage';
import NotFoundPage from '../../../src/overrides/approval/NotFoundPage';

const TOKEN = 'A'.repeat(43);
type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer>;
let sent: Array<{ method: string; url: string; body?: unknown }>;

beforeEach(() => {
  sent = [];
  answers = { [`GET /service-desk/api/change-conversation/${TOKEN}`]: { body: { success: true, data: {
    change: { id: 3, subject: '<b>Patch</b> the hypervisors', description: '<p>Evacuate first.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' },
    action_allowed: true,
  } } } };
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? { status: 404, body: { success: false, message: 'Invalid approval link.' } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), { status });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function renderPage(token = TOKEN, query = '') {
  render(
    <MemoryRouter initialEntries={[`/change-approval/${token}${query}`]}>
      <Routes>
        <Route path="/change-approval/:hash" element={<ChangeApprovalPage />} />
        <Route path="/not-found" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** An answer with everything the server tells an approver (server/routes/cabApproval/approverView.ts). */
const FULL = { success: true, data: {
  change: {
    id: 3, subject: 'Swap the core router', description: '<p>At night.</p>', change_type: 'Standard', priority: 'High', impact: 'Medium',
    requester: 'Ken Tanaka', planned_start_date: '2026-03-10 20:00:00', planned_end_date: null,
    custom_fields: [{ label: 'Risk', value: 'High', field_type: 'select' }, { label: 'Maintenance window', value: '2026-03-11 22:00:00', field_type: 'date' }],
    plans: [{ key: 'rollout-plan', label: 'Rollout plan', description: '<p>Site by site.</p><img src=x onerror="window.__pwned=3">' }],
  },
  board: { name: 'Standard change board', status: 'PENDING' }, level: { name: 'Management approval' }, approver: { name: 'Barbara Liskov' },
  levels: [
    { name: 'Technical review', status: 'APPROVED', is_active: false, current: false, approvers: [
      { name: 'Alan Agent', kind: 'user', status: 'APPROVED', decision_text: 'Ada Admin for Alan Agent, who created the change', decided_at: '2026-03-01 10:00:00' },
      { name: 'Grace Hopper', kind: 'user', status: 'PENDING', decision_text: null, decided_at: null }] },
    { name: 'Management approval', status: 'PENDING', is_active: true, current: true, approvers: [
      { name: 'Barbara Liskov', kind: 'user', status: 'PENDING', decision_text: null, decided_at: null }] },
  ],
  action_allowed: true,
} };

describe('what the approver decides on', () => {
  it('shows the change\'s facts by name and dates as the app shows them, its custom fields, its plans sanitised, and where every level stands', async () => {
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { body: FULL };
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Swap the core router' });
    expect(screen.getByTestId('approval-asked').textContent).toBe('The level Management approval of the approval board Standard change board asks Barbara Liskov for a decision on this change.');
    const facts = [...screen.getByTestId('approval-facts').children].map((cell) => cell.textContent);
    expect(facts).toEqual(['Change type', 'Standard', 'Priority', 'High', 'Impact', 'Medium', 'Requester', 'Ken Tanaka', 'Planned start', 'March 10th 2026, 8:00 pm',
      'Planned end', '---', 'Risk', 'High', 'Maintenance window', 'March 11th 2026, 10:00 pm']);
    expect(screen.getByRole('heading', { name: 'Rollout plan' })).toBeTruthy();
    expect(screen.getByText('Site by site.')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    const levels = screen.getByRole('region', { name: 'Levels of the approval board Standard change board' });
    expect(levels.textContent).toContain('Alan Agent: Approved by Ada Admin for Alan Agent, who created the change');
    expect(levels.textContent).toContain('Grace Hopper: Pending');
    expect(levels.querySelector('[aria-current="step"]')?.textContent).toContain('Management approval: Pending (the level of this link)');
  });

  it('preselects the choice made in the mail (?decision=approve) and focuses the comment, sending nothing until a button is pressed', async () => {
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { body: FULL };
    answers[`POST /service-desk/api/approval-action/${TOKEN}`] = { body: { success: true, message: 'Your approval has been recorded.' } };
    renderPage(TOKEN, '?decision=approve');
    const comment = await screen.findByRole('textbox', { name: /comment/i });
    expect(document.activeElement).toBe(comment);
    expect(screen.getByText('You chose Approve in the e-mail. Nothing is recorded until you press Approve below.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' }).className).toContain('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Deny' }).className).toContain('MuiButton-outlined');
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(comment, { target: { value: 'Fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your approval has been recorded.');
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ action_type: 'approve', comment: 'Fine' }]);
  });

  it('reads the change again after a decision, so the level shows decided', async () => {
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { body: FULL };
    answers[`POST /service-desk/api/approval-action/${TOKEN}`] = { body: { success: true, message: 'Your denial has been recorded.' } };
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /comment/i }), { target: { value: 'Too risky' } });
    const decided = structuredClone(FULL);
    decided.data.levels[1].status = 'DENIED';
    Object.assign(decided.data.levels[1].approvers[0], { status: 'DENIED', decision_text: 'Barbara Liskov' });
    Object.assign(decided.data, { action_allowed: false, reason: 'This approval link has already been used.' });
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { body: decided };
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your denial has been recorded.');
    await waitFor(() => expect(screen.getByRole('region', { name: /Levels/ }).textContent).toContain('Barbara Liskov: Denied'));
    expect(sent.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('Your denial has been recorded.');
  });
});

describe('change approval page', () => {
  it('shows the subject as text and the description sanitised', async () => {
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('<b>Patch</b> the hypervisors');
    expect(screen.getByText('Evacuate first.')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('requires a comment, then hides the form and clears the comment after a success', async () => {
    answers[`POST /service-desk/api/approval-action/${TOKEN}`] = { body: { success: true, message: 'Your approval has been recorded.' } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /comment/i }), { target: { value: 'Fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your approval has been recorded.');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ action_type: 'approve', comment: 'Fine' });
  });

  it('keeps the form and the comment after an error', async () => {
    answers[`POST /service-desk/api/approval-action/${TOKEN}`] = { status: 409, body: { success: false, message: 'This approval link has already been used.' } };
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /comment/i }), { target: { value: 'No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This approval link has already been used.');
    expect((screen.getByRole('textbox', { name: /comment/i }) as HTMLTextAreaElement).value).toBe('No');
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();
  });

  it('says why a link that can no longer decide has no form', async () => {
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { body: { success: true, data: {
      change: { id: 3, subject: 'S', description: '' }, action_allowed: false, reason: 'This approval link has already been used.',
    } } };
    renderPage();
    expect(await screen.findByText('This approval link has already been used.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says why the requester of the change can not decide, without a form', async () => {
    const refusal = 'You requested this change, so you can not approve or deny it: another approver must decide.';
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { body: { success: true, data: {
      change: { id: 3, subject: 'S', description: '' }, action_allowed: false, reason: refusal,
    } } };
    renderPage();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    'This approval link has expired: links work for 7 days after they are sent. Ask for a reminder to get a new link.',
    'The change has been edited since this link was sent, so the link no longer decides on it. Ask for a reminder to get a link to the change as it is now.',
  ])('stays on the page for a link that is gone (410) and says what happened: %s', async (message) => {
    answers[`GET /service-desk/api/change-conversation/${TOKEN}`] = { status: 410, body: { success: false, message } };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This approval link no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('goes to the not-found page with the server message for an unknown link', async () => {
    renderPage('nothing-anybody-issued');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe('Invalid approval link.');
  });
});
