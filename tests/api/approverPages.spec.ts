// Approvers see what they decide on, through the real server: the public change page's answer (the
// change's facts by name, its custom fields and filled plans, its board, level and approver, the state
// of every level), the public contract page's (description, parties, the status after a decision),
// the approval and reminder mails (HTML with a plain-text part, a summary with every text escaped,
// Approve and Deny buttons that only preselect), and that a GET, with a choice or not, decides nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendDueReminders } from '../../server/cab/reminders';
import { build, call, login, multipartBody, rows, signedIn, type Built, type Session } from './helpers';
import { startSmtpServer } from './smtpServer';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string, session: Session | undefined = admin) => call(built.app, session, { method: 'GET', url });
const parts = (url: string, fields: Record<string, string>, session: Session = admin) => call(built.app, session, { method: 'POST', url, ...multipartBody(fields) });
const publicGet = (url: string) => call(built.app, undefined, { method: 'GET', url });
const conversation = (token: string, query = '') => publicGet(`${API}/change-conversation/${token}${query}`);
const answer = (token: string, action_type: string, comment: string) =>
  call(built.app, undefined, { method: 'POST', url: `${API}/approval-action/${token}`, payload: { action_type, comment } });

/** The newest mail to a person of the given kinds. */
const newestMail = async (email: string, kinds = ['cab_approval_request', 'cab_reminder', 'cab_auto_reminder']) =>
  (await rows(built.app, `SELECT * FROM outbox WHERE recipient = ? AND kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY id DESC LIMIT 1`, email, ...kinds))[0];
const tokenIn = (body: string) => /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(body)![1];
const GRACE = 'grace.hopper@example.com';
const BARBARA = 'barbara.liskov@example.com';

/** A change requested by Ken Tanaka, created by the administrator (so never their own to decide), the Standard board applied by the agent. */
async function changeOnBoard(fields: Record<string, string> = {}, plans: Record<string, string> = {}): Promise<number> {
  const created = await parts(`${API}/change`, {
    subject: 'Swap the core router', description: '<p>At night.</p>', requester_id: '9', status_id: '1', change_type_id: '2',
    priority_id: '3', impact_id: '2', risk: 'High', planned_start_date: '2026-03-10 20:00:00', planned_end_date: '2026-03-10 23:30:00', ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id;
  for (const [key, description] of Object.entries(plans)) {
    expect((await parts(`${API}/general-popup/${id}/sd_changes/${key}`, { description }, agent)).status).toBe(200);
  }
  expect((await call(built.app, agent, { method: 'POST', url: `${API}/apply-cab-approval`, payload: { change_id: id, workflow_id: 1 } })).status).toBe(200);
  return id;
}

describe('the change approval page\'s answer', () => {
  it('shows what the approver decides on by name, the plans that are filled, and every level of its board; no id, no address, no other record', async () => {
    const id = await changeOnBoard({}, { 'rollout-plan': '<p>Site by site.</p>', 'backout-plan': '<p>Restore the old config.</p>' });
    const change = (await get(`${API}/change/${id}`)).body.data.change;
    const { status, body } = await conversation(tokenIn((await newestMail(GRACE)).body));
    expect(status).toBe(200);
    expect(body.data.change).toEqual({
      id, identifier: expect.stringMatching(/^CHN-\d{4}$/), subject: 'Swap the core router', description: '<p>At night.</p>',
      change_type: change.change_type.name, priority: change.priority.name, impact: change.impact_type.name, requester: 'Ken Tanaka',
      planned_start_date: '2026-03-10 20:00:00', planned_end_date: '2026-03-10 23:30:00',
      custom_fields: [{ label: 'Risk', value: 'High', field_type: 'select' }],
      // In the resource file's order of kinds; the reason and impact plans, never written, are left out.
      plans: [{ key: 'rollout-plan', label: 'Rollout plan', description: '<p>Site by site.</p>' }, { key: 'backout-plan', label: 'Backout plan', description: '<p>Restore the old config.</p>' }],
    });
    expect(body.data).toMatchObject({ board: { name: 'Standard change board', status: 'PENDING' }, level: { name: 'Technical review' }, approver: { name: 'Grace Hopper' }, action_allowed: true });
    expect(body.data.levels).toEqual([
      { name: 'Technical review', status: 'PENDING', is_active: true, current: true, approvers: [
        { name: 'Alan Agent', kind: 'user', status: 'PENDING', decision_text: null, decided_at: null },
        { name: 'Grace Hopper', kind: 'user', status: 'PENDING', decision_text: null, decided_at: null }] },
      { name: 'Management approval', status: 'PENDING', is_active: false, current: false, approvers: [
        { name: 'Ada Admin', kind: 'user', status: 'PENDING', decision_text: null, decided_at: null },
        { name: 'Barbara Liskov', kind: 'user', status: 'PENDING', decision_text: null, decided_at: null }] },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/@example\.com/);
    expect(text).not.toMatch(/"[a-z_]*_id"/);
  });

  it('shows who decided on each level, to the next level\'s approver and on the used link', async () => {
    await changeOnBoard();
    const grace = tokenIn((await newestMail(GRACE)).body);
    expect((await answer(grace, 'approve', 'Tested on the spare')).status).toBe(200);
    const next = (await conversation(tokenIn((await newestMail(BARBARA)).body))).body.data;
    expect(next).toMatchObject({ level: { name: 'Management approval' }, approver: { name: 'Barbara Liskov' }, action_allowed: true });
    expect(next.levels[0]).toMatchObject({ status: 'APPROVED', current: false, approvers: [
      { name: 'Alan Agent', status: 'PENDING', decision_text: null },
      { name: 'Grace Hopper', status: 'APPROVED', decision_text: 'Grace Hopper', decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) }] });
    expect(next.levels[1]).toMatchObject({ status: 'PENDING', is_active: true, current: true });
    // No approver's comment travels to another approver's page.
    expect(JSON.stringify(next)).not.toContain('Tested on the spare');
    const used = (await conversation(grace)).body.data;
    expect(used).toMatchObject({ action_allowed: false, reason: 'This approval link has already been used.' });
    expect(used.levels[0].approvers[1]).toMatchObject({ status: 'APPROVED', decision_text: 'Grace Hopper' });
  });

  it('shows a decision made for someone as both who decided and for whom', async () => {
    // Created by the agent, so only an administrator decides the agent's own entry, for him.
    const created = await parts(`${API}/change`, { subject: 'Decided for its creator', description: '<p>x</p>', requester_id: '9', status_id: '1', change_type_id: '2', priority_id: '3', impact_id: '2' }, agent);
    const id = created.body.data.id;
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/apply-cab-approval`, payload: { change_id: id, workflow_id: 1 } })).status).toBe(200);
    expect((await call(built.app, admin, { method: 'POST', url: `${API}/approval-action-without-hash/${id}`, payload: { action_type: 'approve', comment: 'For Alan' } })).status).toBe(200);
    const next = (await conversation(tokenIn((await newestMail(BARBARA)).body))).body.data;
    expect(next.levels[0].approvers[0]).toMatchObject({ name: 'Alan Agent', status: 'APPROVED', decision_text: 'Ada Admin for Alan Agent, who created the change' });
  });

  it('shows nothing of the change once the link is gone (410)', async () => {
    const id = await changeOnBoard();
    const token = tokenIn((await newestMail(GRACE)).body);
    expect((await parts(`${API}/change`, { id: String(id), subject: 'Swap the core router', description: '<p>At noon.</p>', requester_id: '9', status_id: '3', change_type_id: '2' })).status).toBe(200);
    const gone = await conversation(token);
    expect(gone.status).toBe(410);
    expect(Object.keys(gone.body).sort()).toEqual(['message', 'success']);
  });
});

describe('a link followed with a choice', () => {
  it('decides nothing by GET, on the page or on its call; only the page\'s POST decides', async () => {
    const id = await changeOnBoard();
    const token = tokenIn((await newestMail(GRACE)).body);
    const before = (await rows(built.app, 'SELECT COUNT(*) AS n FROM activity_log')).at(0).n;
    for (const url of [`/change-approval/${token}?decision=approve`, `/change-approval/${token}?decision=deny`, `${API}/change-conversation/${token}?decision=approve`]) {
      expect((await publicGet(url)).status).not.toBe(500);
    }
    expect((await rows(built.app, 'SELECT COUNT(*) AS n FROM activity_log')).at(0).n).toBe(before);
    const board = (await get(`${API}/change-approval-status/${id}`)).body.data[0];
    expect(board.approval_levels[0].approve_users.map((entry: { status: string }) => entry.status)).toEqual(['PENDING', 'PENDING']);
    expect((await conversation(token, '?decision=approve')).body.data.action_allowed).toBe(true);
    expect((await answer(token, 'deny', 'Not this week')).status).toBe(200);
  });

  it('decides nothing by GET on a contract\'s link either', async () => {
    const id = await contract({ vendor_id: '1' });
    const token = await contractToken(id);
    for (const url of [`/service-desk/contract-approval/${token}/${id}?decision=approve`, `${API}/contract-details/${token}/${id}?decision=reject`]) {
      expect((await publicGet(url)).status).not.toBe(500);
    }
    expect((await get(`${API}/contract/${id}`)).body.data.contract.contract_status.name).toBe('Waiting for approval');
    expect((await publicGet(`${API}/contract-details/${token}/${id}`)).body.data.action_allowed).toBe(true);
  });
});

let serial = 0;
/** A draft contract for 2026-2027 with Alan Agent as approver: sent for approval as it is saved. */
async function contract(fields: Record<string, string>): Promise<number> {
  serial += 1;
  const { status, body } = await parts(`${API}/contract`, {
    name: `Printer <service> & "care" ${serial}`, contract_type_id: '1', cost: '1500.5', status_id: '1', approver_id: '2',
    description: '<p>Yearly <strong>printer</strong> service.</p><img src=x onerror="alert(1)">', contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-12-31 23:30:00', ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}
const contractMail = async (id: number) => (await rows(built.app, "SELECT * FROM outbox WHERE kind = 'contract_approval_request' AND body LIKE ? ORDER BY id DESC LIMIT 1", `%/${id}?decision=%`))[0];
const contractToken = async (id: number) => /\/contract-approval\/([A-Za-z0-9_-]{43})\//.exec((await contractMail(id)).body)![1];

describe('the contract approval page\'s answer', () => {
  it('shows the description (sanitised as stored) and the parties by name: a vendor, or a user and their organisation, and the approver', async () => {
    const byVendor = await contract({ vendor_id: '1' });
    const vendor = (await get(`${API}/contract/${byVendor}`)).body.data.contract.vendor.name;
    const shown = (await publicGet(`${API}/contract-details/${await contractToken(byVendor)}/${byVendor}`)).body.data.contract;
    expect(shown.description).toBe('<p>Yearly <strong>printer</strong> service.</p><img src="x">');
    expect(shown.parties).toEqual({ vendor, user: null, organization: null, approver: 'Alan Agent' });
    const organization = (await get(`${API}/user-organization/3`)).body.data.organizations[0];
    const byUser = await contract({ 'user_ids[0]': '3', 'organization_ids[0]': String(organization.id) });
    const parties = (await publicGet(`${API}/contract-details/${await contractToken(byUser)}/${byUser}`)).body.data.contract.parties;
    expect(parties).toEqual({ vendor: null, user: 'Uma User', organization: organization.name, approver: 'Alan Agent' });
  });

  it('shows the new status after the decision, not Waiting for approval', async () => {
    const id = await contract({ vendor_id: '1' });
    const token = await contractToken(id);
    const url = `${API}/contract-details/${token}/${id}`;
    expect((await publicGet(url)).body.data.contract.status.name).toBe('Waiting for approval');
    const decided = await call(built.app, undefined, { method: 'POST', url: `${API}/contract-approval/${token}/${id}`, payload: { actionType: 'approve' } });
    expect(decided.body).toEqual({ success: true, message: 'Your approval has been recorded.' });
    const after = (await publicGet(url)).body.data;
    expect(after).toMatchObject({ action_allowed: false, contract: { status: { name: (await get(`${API}/contract/${id}`)).body.data.contract.contract_status.name } } });
    expect(after.contract.status.name).not.toBe('Waiting for approval');
  });
});

describe('approval mails', () => {
  it('asks a level\'s approvers in HTML with a plain-text part: the change\'s summary escaped, and Approve and Deny buttons that open the page', async () => {
    const id = await changeOnBoard({ subject: 'Fix <b>&</b> "quotes"' });
    const change = (await get(`${API}/change/${id}`)).body.data.change;
    const mail = await newestMail(GRACE);
    const token = tokenIn(mail.body);
    expect(mail).toMatchObject({ kind: 'cab_approval_request', format: 'html', subject: 'Approval needed: Fix <b>&</b> "quotes"' });
    expect(mail.body).toContain('Fix &lt;b&gt;&amp;&lt;/b&gt; &quot;quotes&quot;');
    expect(mail.body).not.toContain('<b>&</b>');
    for (const shown of [change.change_type.name, change.priority.name, 'March 10th 2026, 8:00 pm', 'March 10th 2026, 11:30 pm', 'Standard change board', 'Technical review']) {
      expect(mail.body).toContain(shown);
      expect(mail.text_body).toContain(shown);
    }
    expect(mail.body).toContain(`href="/change-approval/${token}?decision=approve"`);
    expect(mail.body).toContain(`href="/change-approval/${token}?decision=deny"`);
    expect(mail.text_body).toContain(`Subject: Fix <b>&</b> "quotes"`);
    expect(mail.text_body).toContain(`Approve: /change-approval/${token}?decision=approve`);
    expect(mail.text_body).toContain(`Deny: /change-approval/${token}?decision=deny`);
    // Text as typed, no markup of the mail's own.
    expect(mail.text_body).not.toMatch(/<(a|p|div|table)\b/);

    const level = (await get(`${API}/change-approval-status/${id}`)).body.data[0].approval_levels[0];
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'approver', change_id: id, id: 4, level_id: level.id } })).status).toBe(200);
    const reminder = await newestMail(GRACE);
    expect(reminder).toMatchObject({ kind: 'cab_reminder', format: 'html' });
    expect(reminder.body).toContain('Reminder: The level &quot;Technical review&quot;');
    expect(reminder.text_body).toMatch(/^Reminder: The level "Technical review"/);
    const def = built.app.resources.find((candidate) => candidate.name === 'change')!;
    await sendDueReminders(built.app.db, def, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const automatic = await newestMail(GRACE);
    expect(automatic).toMatchObject({ kind: 'cab_auto_reminder', format: 'html' });
    expect(automatic.text_body).toMatch(/^Automatic reminder: /);
    expect(automatic.body).toContain(`?decision=approve"`);
  });

  it('asks a contract\'s approver in HTML with a plain-text part: name, term, cost and parties, escaped, with Approve and Reject buttons', async () => {
    const id = await contract({ vendor_id: '1' });
    const vendor = (await get(`${API}/contract/${id}`)).body.data.contract.vendor.name;
    const mail = await contractMail(id);
    const token = await contractToken(id);
    expect(mail).toMatchObject({ format: 'html', subject: `Contract approval: Printer <service> & "care" ${serial}` });
    expect(mail.body).toContain(`Printer &lt;service&gt; &amp; &quot;care&quot; ${serial}`);
    for (const shown of ['January 1st 2026, 12:00 am', 'December 31st 2027, 11:30 pm', '1,500.50', vendor, 'Alan Agent']) {
      expect(mail.body).toContain(shown);
      expect(mail.text_body).toContain(shown);
    }
    expect(mail.body).toContain(`href="/service-desk/contract-approval/${token}/${id}?decision=approve"`);
    expect(mail.body).toContain(`href="/service-desk/contract-approval/${token}/${id}?decision=reject"`);
    expect(mail.text_body).toContain(`Reject: /service-desk/contract-approval/${token}/${id}?decision=reject`);
  });
});

describe('an approval mail delivered', () => {
  it('arrives as HTML with its plain-text part, both with absolute links from the public address', async () => {
    const smtp = await startSmtpServer();
    const sending = await build({ smtpUrl: smtp.url, publicUrl: 'https://desk.example.test/', mailPollMs: 20 });
    try {
      const session = await login(sending.app, 'agent@example.com');
      const created = await call(sending.app, session, { method: 'POST', url: `${API}/change`, ...multipartBody({
        subject: 'Renew the wildcard certificate', description: '<p>Before May.</p>', requester_id: '9', status_id: '1', change_type_id: '2' }) });
      expect((await call(sending.app, session, { method: 'POST', url: `${API}/apply-cab-approval`, payload: { change_id: created.body.data.id, workflow_id: 1 } })).status).toBe(200);
      const ours = () => smtp.received.find((mail) => mail.to.includes(GRACE) && mail.subject === 'Approval needed: Renew the wildcard certificate');
      await vi.waitFor(() => expect(ours()).toBeDefined(), { timeout: 10_000, interval: 20 });
      const mail = ours()!;
      const token = tokenIn((await rows(sending.app, "SELECT body FROM outbox WHERE recipient = ? AND kind = 'cab_approval_request'", GRACE))[0].body);
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
      expect(mail.text).toContain(`Approve: https://desk.example.test/change-approval/${token}?decision=approve`);
      expect(mail.text).toContain(`href="https://desk.example.test/change-approval/${token}?decision=deny"`);
      expect(mail.text).not.toMatch(/href="\/change-approval/);
    } finally {
      await sending.close();
      await smtp.close();
    }
  }, 60_000);
});
