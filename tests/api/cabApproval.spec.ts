// Approval boards on changes through the real server: applying the seeded Standard board (level 1
// "Technical review" any of Alan Agent and Grace Hopper, level 2 "Management approval" any of Ada
// Admin and Barbara Liskov; approve -> Pending release, deny -> Planning), approver edits (an
// administrator's), reminders, decisions in the app and by link, and every refusal of the bad-input
// list. Nobody decides on a change they requested or created (cabSeparationOfDuties.spec.ts), so the
// changes here are created by the administrator unless a test needs the administrator to decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCabDefinition } from '../../server/cab/definitions';
import { sendDueReminders } from '../../server/cab/reminders';
import { REASON_TOO_LONG } from '../../src/kernel';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
// Building and seeding a server takes a while on a loaded machine.
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const API = '/service-desk/api';
const STANDARD = 1;
const ALAN = 2;
const GRACE = 4;
const BARBARA = 8;
const get = (url: string, session: Session | undefined = agent, headers: Record<string, string> = {}) =>
  call(built.app, session, { method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest', ...headers } });
const post = (url: string, payload: Record<string, unknown>, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'POST', url, payload });
const apply = (changeId: number, workflowId: unknown = STANDARD, session = agent) => post(`${API}/apply-cab-approval`, { change_id: changeId, workflow_id: workflowId }, session);
const boards = async (changeId: number) => (await get(`${API}/change-approval-status/${changeId}`)).body.data;
const statusOf = async (changeId: number) => (await get(`${API}/change/${changeId}`)).body.data.change.status.id;
const flags = async (changeId: number, session = agent) => (await get(`${API}/change-action/${changeId}`, session)).body.data.actions;
const decide = (changeId: number, action_type: string, comment: string, session = agent) =>
  post(`${API}/approval-action-without-hash/${changeId}`, { action_type, comment }, session);
const conversation = (token: string) => call(built.app, undefined, { method: 'GET', url: `${API}/change-conversation/${token}` });
// No session and no CSRF token: the link is the credential.
const answer = (token: string, action_type: string, comment: string) =>
  call(built.app, undefined, { method: 'POST', url: `${API}/approval-action/${token}`, payload: { action_type, comment } });
const approver = (action: 'add' | 'remove', body: Record<string, unknown>, session = admin) =>
  post(`${API}/cab/${action}-approver`, { action, ...body }, session);

/** The raw token of the newest mail to a person, as the link in its body. */
async function latestToken(email: string): Promise<string> {
  const [mail] = await rows(built.app, 'SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1', email);
  return /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
}
const mails = async (email: string) => await rows(built.app, 'SELECT * FROM outbox WHERE recipient = ? ORDER BY id', email);
const levelIds = async (changeId: number) => (await boards(changeId)).at(-1).approval_levels.map((level: { id: number }) => level.id);
const activity = async (changeId: number) => (await get(`${API}/change-log/${changeId}?limit=50`)).body.data.change_activity_logs.data.map((e: { name: string }) => e.name);

/** A new change requested by Ken Tanaka (9), created by the administrator unless `by` says otherwise. */
async function createChange(fields: Record<string, string> = {}, by = admin): Promise<number> {
  const { body } = await call(built.app, by, { method: 'POST', url: `${API}/change`, ...multipartBody({
    subject: 'Rotate the VPN certificates', description: '<p>Before they expire.</p>', requester_id: '9', status_id: '1', change_type_id: '2', ...fields,
  }) });
  return body.data.id;
}

describe('apply-cab-approval', () => {
  it('needs a chosen board, an existing board and an existing change (412), and writes nothing then', async () => {
    const before = await count(built.app, 'change_cab_boards');
    expect(await post(`${API}/apply-cab-approval`, { change_id: 1 })).toMatchObject({ status: 412, body: { success: false, message: { workflow_id: 'This field is required.' } } });
    expect((await apply(1, 999)).body.message).toEqual({ workflow_id: 'The selected approval board does not exist.' });
    expect((await apply(99999)).body.message).toEqual({ change_id: 'The selected change does not exist.' });
    expect((await apply(1, 'x')).status).toBe(412);
    expect(await count(built.app, 'change_cab_boards')).toBe(before);
  });

  it('copies the board, activates its first level, sets Awaiting approval and mails level one its links', async () => {
    const id = await createChange();
    expect(await apply(id)).toMatchObject({ status: 200, body: { success: true, message: 'Approval board applied successfully.' } });
    expect(await statusOf(id)).toBe(3);
    const [board] = await boards(id);
    expect(board).toMatchObject({
      name: 'Standard change board', status: 'PENDING', send_auto_reminders: true, action_on_approve: 4, action_on_deny: 2,
      approval_levels: [
        { name: 'Technical review', status: 'PENDING', is_active: true, match: 'any', approve_user_types: [],
          approve_users: [{ id: ALAN, name: 'Alan Agent', status: 'PENDING' }, { id: GRACE, name: 'Grace Hopper', status: 'PENDING' }] },
        { name: 'Management approval', status: 'PENDING', is_active: false, match: 'any',
          approve_users: [{ id: 1, name: 'Ada Admin', status: 'PENDING' }, { id: BARBARA, name: 'Barbara Liskov', status: 'PENDING' }] },
      ],
    });
    const token = await latestToken('grace.hopper@example.com');
    expect((await mails('agent@example.com')).at(-1)).toMatchObject({ kind: 'cab_approval_request', subject: 'Approval needed: Rotate the VPN certificates' });
    expect(await mails('admin@example.com')).toHaveLength(0);
    // Only the hash is stored.
    const stored = (await rows(built.app, 'SELECT token_sha256 FROM change_cab_links')).map((row) => row.token_sha256);
    expect(stored.some((hash: string) => hash.includes(token))).toBe(false);
    expect(stored.every((hash: string) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect((await activity(id)).join('\n')).toMatch(/Alan Agent<\/strong> applied the approval board <em>Standard change board<\/em>/);
  });

  it('refuses a board applied twice, a second board while one is pending and a closed change (400)', async () => {
    const id = await createChange();
    await apply(id);
    const before = await count(built.app, 'change_cab_levels');
    expect(await apply(id)).toMatchObject({ status: 400, body: { message: 'An approval board is already pending on this change.' } });
    expect((await apply(id, 2)).status).toBe(400);
    expect(await count(built.app, 'change_cab_levels')).toBe(before);
    const closed = await createChange();
    await call(built.app, agent, { method: 'POST', url: `${API}/change-close/${closed}` });
    expect(await apply(closed)).toMatchObject({ status: 400, body: { message: 'The change is closed and can not be changed.' } });
  });

  it('refuses the same board again after it was decided', async () => {
    const id = await createChange();
    await apply(id);
    await decide(id, 'deny', 'Not now');
    expect(await apply(id)).toMatchObject({ status: 400, body: { message: 'The approval board Standard change board has already been applied to this change.' } });
  });

  it('goes with its change: deleting the change deletes its boards, levels, entries and links', async () => {
    const id = await createChange();
    await apply(id);
    const levels = await levelIds(id);
    const ids = levels.join(', ');
    const owned = () => Promise.all([
      `SELECT COUNT(*) AS n FROM change_cab_boards WHERE change_id = ${id}`,
      `SELECT COUNT(*) AS n FROM change_cab_levels WHERE id IN (${ids})`,
      `SELECT COUNT(*) AS n FROM change_cab_approvers WHERE level_id IN (${ids})`,
      `SELECT COUNT(*) AS n FROM change_cab_links WHERE level_id IN (${ids})`,
    ].map(async (sql) => (await rows(built.app, sql))[0].n));
    expect((await owned()).every((n) => n > 0)).toBe(true);
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/change/${id}` })).status).toBe(200);
    expect(await owned()).toEqual([0, 0, 0, 0]);
  });

  it('is for agents: a host user is refused', async () => {
    expect((await apply(1, STANDARD, user)).status).toBe(403);
  });
});

describe('flags', () => {
  it('follow the boards: enforce without a pending board, act for approvers of the active level, remove (administrators) while one exists', async () => {
    const id = await createChange({}, agent);
    expect(await flags(id)).toMatchObject({ allowed_enforce_cab: true, associated_cabs: true, allowed_cab_action: false, remove_cab: false });
    await apply(id);
    // Alan created the change: he sits on level one but does not decide it.
    expect(await flags(id)).toMatchObject({ allowed_enforce_cab: false, allowed_cab_action: false, remove_cab: false });
    // An administrator stands in for an entry nobody who may decide is a member of (Alan's, here).
    expect(await flags(id, admin)).toMatchObject({ allowed_cab_action: true, remove_cab: true });
    await answer(await latestToken('grace.hopper@example.com'), 'approve', 'Fine by me');
    expect(await flags(id)).toMatchObject({ allowed_cab_action: false, remove_cab: false });
    expect(await flags(id, admin)).toMatchObject({ allowed_cab_action: true, remove_cab: true });
    const other = await createChange();
    await apply(other);
    expect(await flags(other)).toMatchObject({ allowed_cab_action: true, remove_cab: false });
  });
});

describe('deciding', () => {
  it('approves level one in the app, activates level two and its link denies the board: the change goes to Planning', async () => {
    const id = await createChange();
    await apply(id);
    const mailsToAda = (await mails('admin@example.com')).length;
    const grace = await latestToken('grace.hopper@example.com');
    expect(await decide(id, 'approve', 'Tested in staging')).toMatchObject({ status: 200, body: { message: 'Your approval has been recorded.' } });
    const [board] = await boards(id);
    expect(board.approval_levels.map((l: { status: string; is_active: boolean }) => [l.status, l.is_active])).toEqual([['APPROVED', false], ['PENDING', true]]);
    expect(board.approval_levels[0].approve_users[0].status).toBe('APPROVED');
    // Grace's link belongs to a level that is no longer active.
    expect(await answer(grace, 'approve', 'late')).toMatchObject({ status: 409, body: { message: 'The level Technical review is no longer active.' } });
    // Alan is no approver of level two.
    expect(await decide(id, 'approve', 'again')).toMatchObject({ status: 403, body: { message: 'You are not an approver of the active level of this approval board.' } });
    // Ada created the change: level two's link goes to Barbara only.
    expect(await mails('admin@example.com')).toHaveLength(mailsToAda);
    const barbara = await latestToken('barbara.liskov@example.com');
    expect((await conversation(barbara)).body.data).toMatchObject({ change: { id, subject: 'Rotate the VPN certificates', description: '<p>Before they expire.</p>' }, action_allowed: true, level: { name: 'Management approval' } });
    expect(await answer(barbara, 'deny', 'Wait for the freeze to end')).toMatchObject({ status: 200, body: { success: true, message: 'Your denial has been recorded.' } });
    expect((await boards(id))[0]).toMatchObject({ status: 'DENIED', approval_levels: [{ status: 'APPROVED' }, { status: 'DENIED', is_active: false }] });
    expect(await statusOf(id)).toBe(2);
    const log = (await activity(id)).join('\n');
    expect(log).toMatch(/Barbara Liskov<\/strong> denied <em>Management approval<\/em> of <em>Standard change board<\/em>: <em>Wait for the freeze to end<\/em>/);
    expect(log).toMatch(/The system marked the approval board <em>Standard change board<\/em> as <em>denied<\/em>/);
    expect(log).toMatch(/changed <strong>Status<\/strong> from <em>Awaiting approval<\/em> to <em>Planning<\/em>/);
  });

  it('decides a link once: a replay is a 409, and a GET afterwards says the action is no longer allowed', async () => {
    const id = await createChange();
    await apply(id);
    const token = await latestToken('grace.hopper@example.com');
    expect((await answer(token, 'approve', 'ok')).status).toBe(200);
    expect(await answer(token, 'approve', 'ok')).toMatchObject({ status: 409, body: { success: false, message: 'This approval link has already been used.' } });
    expect((await conversation(token)).body.data).toMatchObject({ action_allowed: false, reason: 'This approval link has already been used.' });
  });

  it('approves the board when the last level is approved: the change goes to Pending release', async () => {
    const id = await createChange({}, agent);
    await apply(id);
    await answer(await latestToken('grace.hopper@example.com'), 'approve', 'ok');
    expect((await decide(id, 'approve', 'Go ahead', admin)).status).toBe(200);
    expect((await boards(id))[0].status).toBe('APPROVED');
    expect(await statusOf(id)).toBe(4);
    expect(await decide(id, 'approve', 'again', admin)).toMatchObject({ status: 400, body: { message: 'No approval board is pending on this change.' } });
  });

  it('needs every approver of a match-all level', async () => {
    const boardId = await saveCabDefinition(built.app.db, {
      name: 'Both administrators', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 0,
      levels: [{ name: 'Directors', order: 1, match: 'all', approvers: { users: [1, BARBARA], user_types: [] } }],
    });
    const id = await createChange({}, agent);
    await apply(id, boardId);
    await decide(id, 'approve', 'Fine', admin);
    expect((await boards(id)).at(-1).approval_levels[0]).toMatchObject({ status: 'PENDING', is_active: true });
    expect((await answer(await latestToken('barbara.liskov@example.com'), 'approve', 'Signed off')).status).toBe(200);
    expect((await boards(id)).at(-1).status).toBe('APPROVED');
  });

  it('requires a comment and approve or deny (412), checks the link first (404) and GET never decides', async () => {
    const id = await createChange();
    await apply(id);
    const token = await latestToken('grace.hopper@example.com');
    expect(await answer(token, 'approve', ' ')).toMatchObject({ status: 412, body: { message: { comment: 'This field is required.' } } });
    expect((await answer(token, 'maybe', 'x')).body.message).toEqual({ action_type: 'The selected action type is invalid.' });
    expect((await decide(id, 'deny', '')).body.message).toEqual({ comment: 'This field is required.' });
    for (let i = 0; i < 3; i += 1) await conversation(token);
    expect((await boards(id))[0].approval_levels[0].approve_users[1].status).toBe('PENDING');
    const guessed = 'A'.repeat(43);
    expect(await conversation(guessed)).toMatchObject({ status: 404, body: { success: false, message: 'Invalid approval link.' } });
    expect(await answer(guessed, 'approve', 'x')).toMatchObject({ status: 404, body: { message: 'Invalid approval link.' } });
    expect((await conversation('short')).status).toBe(404);
  });

  it('refuses a decision on a closed change, in the app and by link (400)', async () => {
    const id = await createChange();
    await apply(id);
    const token = await latestToken('grace.hopper@example.com');
    // Closing waits for the board's decision (cabAudit.spec.ts): the state is one a database written before that rule may hold.
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/change-close/${id}` })).status).toBe(400);
    await built.app.db.run('UPDATE sd_changes SET status_id = 6 WHERE id = ?', [id]);
    expect(await decide(id, 'approve', 'x')).toMatchObject({ status: 400, body: { message: 'The change is closed and can not be changed.' } });
    expect(await answer(token, 'approve', 'x')).toMatchObject({ status: 400, body: { message: 'The change is closed and can not be changed.' } });
  });

  it('returns the subject verbatim (it is text), the description as stored (sanitised), and reveals no other record', async () => {
    const id = await createChange({ subject: '<script>alert(1)</script>', description: '<p>ok</p><img src=x onerror="alert(2)">' });
    await apply(id);
    const { body } = await conversation(await latestToken('grace.hopper@example.com'));
    expect(body.data.change).toMatchObject({ id, identifier: expect.stringMatching(/^CHN-\d{4}$/), subject: '<script>alert(1)</script>', description: '<p>ok</p><img src="x">' });
    // What the approver decides on besides (tests/api/approverPages.spec.ts), and nothing else.
    expect(Object.keys(body.data).sort()).toEqual(['action_allowed', 'approver', 'board', 'change', 'level', 'levels']);
  });
});

describe('approvers', () => {
  it('checks the reason (required, at most 250) and the approver when adding (412), nothing written', async () => {
    const id = await createChange();
    await apply(id);
    const [level1] = await levelIds(id);
    const before = await count(built.app, 'change_cab_approvers');
    expect((await approver('add', { approver_id: 5, change_id: id, level_id: level1, comment: 'x'.repeat(251) })).body.message).toEqual({ comment: REASON_TOO_LONG });
    expect(REASON_TOO_LONG).toBe('The reason should be less than 250 characters.');
    expect((await approver('add', { change_id: id, level_id: level1, comment: '' })).body.message).toEqual({ approver_id: 'This field is required.', comment: 'This field is required.' });
    expect((await approver('add', { approver_id: 999, change_id: id, level_id: level1, comment: 'x' })).body.message).toEqual({ approver_id: 'The selected approver does not exist.' });
    expect((await approver('add', { approver_id: 5, change_id: id, level_id: 999999, comment: 'x' })).body.message).toEqual({ level_id: 'The selected level does not belong to this change.' });
    expect(await count(built.app, 'change_cab_approvers')).toBe(before);
    expect((await approver('add', { approver_id: 5, change_id: id, level_id: level1, comment: 'x'.repeat(250) })).status).toBe(200);
  });

  it('adds to and removes from the active level only, with the reason in the log', async () => {
    const id = await createChange();
    await apply(id);
    const [level1, level2] = await levelIds(id);
    expect(await approver('add', { approver_id: 5, change_id: id, level_id: level2, comment: 'Needs review' })).toMatchObject({ status: 400, body: { message: 'Only the active level can take new approvers.' } });
    const before = (await mails('linus.okafor@example.com')).length;
    expect(await approver('add', { approver_id: 5, change_id: id, level_id: level1, comment: 'Knows the <b>VPN</b>' })).toMatchObject({ status: 200, body: { message: 'Approver added successfully.' } });
    expect(await mails('linus.okafor@example.com')).toHaveLength(before + 1);
    expect((await approver('add', { approver_id: 5, change_id: id, level_id: level1, comment: 'x' })).body.message).toBe('Linus Okafor is already an approver of this level.');
    expect((await boards(id))[0].approval_levels[0].approve_users.map((u: { name: string }) => u.name)).toEqual(['Alan Agent', 'Grace Hopper', 'Linus Okafor']);
    expect(await approver('remove', { approver_id: 5, change_id: id, level_id: level1, comment: 'On leave' })).toMatchObject({ status: 200, body: { message: 'Approver removed successfully.' } });
    expect((await answer(await latestToken('linus.okafor@example.com'), 'approve', 'x')).body.message).toBe('Your decision is no longer needed on this level.');
    expect((await approver('remove', { approver_id: 1, change_id: id, level_id: level2, comment: 'x' })).body.message).toBe('Only the active level can have approvers removed.');
    expect((await approver('remove', { approver_id: 7, change_id: id, level_id: level1, comment: 'x' })).body.message).toEqual({ approver_id: 'The selected approver is not an approver of this level.' });
    expect((await approver('remove', { approver_id: 5, change_id: id, level_id: level1 })).body.message).toEqual({ comment: 'This field is required.' });
    const log = (await activity(id)).join('\n');
    expect(log).toContain('Ada Admin</strong> added <em>Linus Okafor</em> as an approver of <em>Technical review</em>, reason: <em>Knows the &lt;b&gt;VPN&lt;/b&gt;</em>');
    expect(log).toContain('Ada Admin</strong> removed <em>Linus Okafor</em> as an approver of <em>Technical review</em>, reason: <em>On leave</em>');
  });

  it('keeps at least one approver, and removing the last pending one of a match-all level decides it', async () => {
    const boardId = await saveCabDefinition(built.app.db, {
      name: 'Two reviewers', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 0,
      levels: [{ name: 'Reviewers', order: 1, match: 'all', approvers: { users: [GRACE, 5], user_types: [] } }],
    });
    const id = await createChange();
    await apply(id, boardId);
    const [level] = (await boards(id)).at(-1).approval_levels.map((l: { id: number }) => l.id);
    await answer(await latestToken('grace.hopper@example.com'), 'approve', 'ok');
    expect((await approver('remove', { approver_id: GRACE, change_id: id, level_id: level, comment: 'x' })).body.message).toBe('Grace Hopper has already decided and can not be removed.');
    await approver('remove', { approver_id: 5, change_id: id, level_id: level, comment: 'Not needed after all' });
    expect((await boards(id)).at(-1).status).toBe('APPROVED');

    const standard = await createChange();
    await apply(standard);
    const [level1] = await levelIds(standard);
    expect((await approver('remove', { approver_id: GRACE, change_id: standard, level_id: level1, comment: 'On leave' })).status).toBe(200);
    expect(await approver('remove', { approver_id: ALAN, change_id: standard, level_id: level1, comment: 'x' })).toMatchObject({ status: 400, body: { message: 'A level needs at least one approver.' } });
  });

  it('takes user types: the agent type mails every agent but the change\'s requester and creator', async () => {
    const id = await createChange({ requester_id: String(GRACE) });
    await apply(id);
    const [level1] = await levelIds(id);
    const before = { grace: (await mails('grace.hopper@example.com')).length, linus: (await mails('linus.okafor@example.com')).length };
    expect((await approver('add', { approver_id: 2, approver_type: 'user_type', change_id: id, level_id: level1, comment: 'Any agent will do' })).status).toBe(200);
    expect((await mails('linus.okafor@example.com')).at(-1).body).toMatch(/\/change-approval\//);
    expect(await mails('linus.okafor@example.com')).toHaveLength(before.linus + 1);
    expect(await mails('grace.hopper@example.com')).toHaveLength(before.grace);
    expect((await boards(id))[0].approval_levels[0].approve_user_types).toMatchObject([{ id: 2, name: 'Agent', status: 'PENDING', decided_by: null, decision_text: null }]);
    // The requester type stands only for who may not decide.
    expect(await approver('add', { approver_id: 1, approver_type: 'user_type', change_id: id, level_id: level1, comment: 'Ask the requester' }))
      .toMatchObject({ status: 400, body: { message: 'Requester stands only for who requested or created this change, who can not decide on it.' } });
  });
});

describe('a user type without members', () => {
  it('gets no link and only an administrator decides it, in the app', async () => {
    const boardId = await saveCabDefinition(built.app.db, {
      name: 'Department board', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 0,
      levels: [{ name: 'Department managers', order: 1, match: 'all', approvers: { users: [], user_types: [4] } }],
    });
    const id = await createChange({}, agent);
    const before = await count(built.app, 'outbox');
    await apply(id, boardId);
    expect(await count(built.app, 'outbox')).toBe(before);
    expect((await decide(id, 'approve', 'x')).status).toBe(403);
    expect(await flags(id, admin)).toMatchObject({ allowed_cab_action: true });
    expect((await decide(id, 'approve', 'Approved for the managers', admin)).status).toBe(200);
    expect(await statusOf(id)).toBe(4);
    const [level] = await levelIds(id);
    expect(await post(`${API}/send-reminder`, { type: 'level', change_id: id, id: level })).toMatchObject({ status: 400 });
  });
});

describe('reminders', () => {
  it('mail the active level or one approver a fresh link, replacing the old one', async () => {
    const id = await createChange();
    await apply(id);
    const [level1, level2] = await levelIds(id);
    const first = await latestToken('grace.hopper@example.com');
    expect(await post(`${API}/send-reminder`, { type: 'level', change_id: id, id: level1, level_id: level1 })).toMatchObject({ status: 200, body: { message: 'Reminder sent successfully.' } });
    expect((await mails('grace.hopper@example.com')).at(-1)).toMatchObject({ kind: 'cab_reminder', subject: 'Reminder: approval needed: Rotate the VPN certificates' });
    expect(await answer(first, 'approve', 'x')).toMatchObject({ status: 409, body: { message: 'This approval link has been replaced by a newer one; please use the latest e-mail.' } });
    const before = (await mails('agent@example.com')).length;
    expect((await post(`${API}/send-reminder`, { type: 'approver', change_id: id, id: GRACE, level_id: level1 })).status).toBe(200);
    expect(await mails('agent@example.com')).toHaveLength(before);
    expect(await post(`${API}/send-reminder`, { type: 'level', change_id: id, id: level2 })).toMatchObject({ status: 400, body: { message: 'Reminders can only be sent to the active level.' } });
    expect((await post(`${API}/send-reminder`, { type: 'approver', change_id: id, id: 7, level_id: level1 })).body.message).toEqual({ id: 'The selected approver is not an approver of this level.' });
    expect((await post(`${API}/send-reminder`, { type: 'everyone', change_id: id })).body.message).toEqual({ type: 'The type must be level or approver.', id: 'This field is required.' });
    expect((await answer(await latestToken('grace.hopper@example.com'), 'approve', 'ok')).status).toBe(200);
    expect((await activity(id)).join('\n')).toContain('sent a reminder to <em>Grace Hopper</em>');
  });

  it('stop and resume automatically while the board is pending; a due reminder is mailed', async () => {
    const id = await createChange({ subject: 'Renew the wildcard certificate' });
    await apply(id);
    const [board] = await boards(id);
    const reminded = async () => (await rows(built.app, "SELECT kind FROM outbox WHERE subject LIKE '%wildcard%' ORDER BY id")).map((mail) => mail.kind);
    expect((await get(`${API}/stop-auto-reminder/${board.id}`, agent, { 'x-requested-with': '' })).status).toBe(403);
    expect(await get(`${API}/stop-auto-reminder/${board.id}`)).toMatchObject({ status: 200, body: { message: 'Auto reminders stopped successfully.' } });
    expect((await boards(id))[0].send_auto_reminders).toBe(false);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const change = built.app.resources.find((def) => def.name === 'change')!;
    await sendDueReminders(built.app.db, change, later);
    expect(await reminded()).toEqual(['cab_approval_request', 'cab_approval_request']);
    expect((await get(`${API}/resume-auto-reminder/${board.id}`)).body.message).toBe('Auto reminders resumed successfully.');
    await sendDueReminders(built.app.db, change, new Date());
    expect(await reminded()).toHaveLength(2);
    await sendDueReminders(built.app.db, change, later);
    expect(await reminded()).toEqual(['cab_approval_request', 'cab_approval_request', 'cab_auto_reminder', 'cab_auto_reminder']);
    expect((await activity(id)).join('\n')).toContain('The system sent an automatic reminder to <em>Technical review</em>');
    expect((await get(`${API}/stop-auto-reminder/999999`)).status).toBe(404);
    await decide(id, 'deny', 'no');
    expect(await get(`${API}/resume-auto-reminder/${board.id}`)).toMatchObject({ status: 400, body: { message: 'Auto reminders can only be changed while the approval board is pending.' } });
  });
});

describe('remove-cab-approval', () => {
  it('removes the boards with their links (administrators), with a reason the log keeps; a second removal is a 400', async () => {
    const id = await createChange();
    await apply(id);
    const token = await latestToken('grace.hopper@example.com');
    expect(await call(built.app, agent, { method: 'DELETE', url: `${API}/remove-cab-approval/${id}` })).toMatchObject({ status: 403,
      body: { message: 'You are not allowed to manage this approval board: adding or removing approvers and removing the board are for administrators.' } });
    const remove = (session: Session, payload?: Record<string, string>) => call(built.app, session, { method: 'DELETE', url: `${API}/remove-cab-approval/${id}`, ...(payload ? { payload } : {}) });
    expect(await remove(admin)).toMatchObject({ status: 412, body: { message: { comment: 'This field is required.' } } });
    expect(await remove(admin, { comment: 'Replaced by the emergency board' })).toMatchObject({ status: 200, body: { message: 'Approval board removed successfully.' } });
    expect((await activity(id)).join('\n')).toContain('Ada Admin</strong> removed the approval board <em>Standard change board</em>, reason: <em>Replaced by the emergency board</em>');
    expect(await boards(id)).toEqual([]);
    expect((await conversation(token)).status).toBe(404);
    expect(await remove(admin, { comment: 'Again' })).toMatchObject({ status: 400, body: { message: 'No approval board is applied to this change.' } });
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/remove-cab-approval/999999`, payload: { comment: 'x' } })).status).toBe(404);
    expect((await apply(id)).status).toBe(200);
  });
});
