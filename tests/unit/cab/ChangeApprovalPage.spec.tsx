// @vitest-environment jsdom
// The public change approval page through what an approver sees: the change (description sanitised),
// the required comment, the form hidden after success and kept after an error, a link that is gone
// (expired, or sent before the change was edited) saying which, and the not-found page.
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
    return { ok: status < 400, status, text: async () => JSON.stringify(answer.body) } as Response;
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function renderPage(token = TOKEN) {
  render(
    <MemoryRouter initialEntries={[`/change-approval/${token}`]}>
      <Routes>
        <Route path="/change-approval/:hash" element={<ChangeApprovalPage />} />
        <Route path="/not-found" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
