// Approvals an auditor can trust, through the real server and database: who may not decide is fixed
// when a board is applied and only grows (an edit of the requester never lets its former holder
// decide); while a board is pending no edit, close or bulk set takes the change to a status its
// decision sets; nobody adds or removes themselves; a decision made for someone records and shows
// both who decided and for whom; the status change that follows a board is the system's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCabDefinition } from '../../server/cab/definitions';
import { storeMissingExclusions } from '../../server/cab/separationOfDuties';
import { setOnRows } from '../../server/repositories/bulkWrite';
import { findRecord } from '../../server/repositories/records';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const API = '/service-desk/api';
const ADA = 1;
const ALAN = 2;
const GRACE = 4;
const BARBARA = 8;
const KEN = 9;
const REQUESTED = 'You requested this change, so you can not approve or deny it: another approver must decide.';
const WHEN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let serial = 0;
const fieldsOf = (subject: string, requester: number) => ({ subject, description: '<p>Audited.</p>', requester_id: String(requester), status_id: '1', change_type_id: '2' });
/** Saves a change through its form's route: creates one, or updates `id`. */
const save = (session: Session, fields: Record<string, string>) => call(built.app, session, { method: 'POST', url: `${API}/change`, ...multipartBody(fields) });

/** A change created by `by` for `requester`, with a board (the Standard one unless given) applied by the administrator. */
async function appliedChange(by: Session, requester = KEN, board = 1) {
  serial += 1;
  const subject = `Audit ${serial}`;
  const id: number = (await save(by, fieldsOf(subject, requester))).body.data.id;
  expect((await call(built.app, admin, { method: 'POST', url: `${API}/apply-cab-approval`, payload: { change_id: id, workflow_id: board } })).status).toBe(200);
  const edit = (session: Session, fields: Record<string, string>) => save(session, { ...fieldsOf(subject, requester), status_id: '3', id: String(id), ...fields });
  return { id, subject, edit };
}

const boards = async (id: number, session = admin) => (await call(built.app, session, { method: 'GET', url: `${API}/change-approval-status/${id}` })).body.data;
const decide = (id: number, session: Session, comment = 'Looks right') =>
  call(built.app, session, { method: 'POST', url: `${API}/approval-action-without-hash/${id}`, payload: { action_type: 'approve', comment } });
const remind = (id: number, level: number, approver: number) =>
  call(built.app, admin, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'approver', change_id: id, id: approver, level_id: level } });
const tokens = async (email: string, subject: string) => (await rows(built.app, 'SELECT body FROM outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id', email, `%${subject}`))
  .map((mail) => /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]);
const answer = (token: string) => call(built.app, undefined, { method: 'POST', url: `${API}/approval-action/${token}`, payload: { action_type: 'approve', comment: 'By link' } });
const activity = async (id: number) => (await call(built.app, admin, { method: 'GET', url: `${API}/change-log/${id}?limit=50` })).body.data.change_activity_logs.data.map((entry: { name: string }) => entry.name).join('\n');
const statusOf = async (id: number) => (await call(built.app, admin, { method: 'GET', url: `${API}/change/${id}` })).body.data.change.status.id;
const changeDef = () => built.app.resources.find((def) => def.name === 'change')!;

describe('who may not decide', () => {
  it('stays fixed when the requester edits themselves away: still 403, still no link, no reminder', async () => {
    const { id, subject, edit } = await appliedChange(admin, ALAN);
    const [technical] = (await boards(id))[0].approval_levels;
    expect(await decide(id, agent)).toMatchObject({ status: 403, body: { message: REQUESTED } });
    expect((await edit(agent, { requester_id: String(KEN) })).status).toBe(200);
    expect(await decide(id, agent)).toMatchObject({ status: 403, body: { message: REQUESTED } });
    const [board] = await boards(id);
    expect(board.status).toBe('PENDING');
    expect(board.approval_levels[0]).toMatchObject({ status: 'PENDING', approve_users: [{ id: ALAN, status: 'PENDING' }, { id: GRACE, status: 'PENDING' }] });
    expect(await statusOf(id)).toBe(3);
    expect(await remind(id, technical.id, ALAN)).toMatchObject({ status: 400, body: { message: 'Alan Agent requested this change and can not decide on it.' } });
    expect(await tokens('agent@example.com', subject)).toEqual([]);
    expect(await call(built.app, agent, { method: 'GET', url: `${API}/change-action/${id}` })).toMatchObject({ body: { data: { actions: { allowed_cab_action: false } } } });
  });

  it('grows with whoever becomes requester while the board runs, and never shrinks back', async () => {
    const { id, subject, edit } = await appliedChange(admin);
    const [technical] = (await boards(id))[0].approval_levels;
    const [first] = await tokens('grace.hopper@example.com', subject);
    // A refused edit adds nobody: it is one transaction with the status it tried to set.
    expect((await edit(admin, { requester_id: String(GRACE), status_id: '4' })).status).toBe(400);
    expect((await call(built.app, undefined, { method: 'GET', url: `${API}/change-conversation/${first}` })).body.data).toMatchObject({ action_allowed: true });
    expect((await edit(admin, { requester_id: String(GRACE) })).status).toBe(200);
    expect(await answer(first)).toMatchObject({ status: 403, body: { message: REQUESTED } });
    expect(await remind(id, technical.id, GRACE)).toMatchObject({ status: 400, body: { message: 'Grace Hopper requested this change and can not decide on it.' } });
    expect((await edit(admin, { requester_id: String(KEN) })).status).toBe(200);
    expect(await remind(id, technical.id, GRACE)).toMatchObject({ status: 400, body: { message: 'Grace Hopper requested this change and can not decide on it.' } });
    const mailed = (await tokens('grace.hopper@example.com', subject)).length;
    expect((await call(built.app, admin, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'level', change_id: id, id: technical.id } })).status).toBe(200);
    expect(await tokens('grace.hopper@example.com', subject)).toHaveLength(mailed);
    expect((await tokens('agent@example.com', subject)).length).toBeGreaterThan(1);
  });

  it('is taken from the change as it stands for a board applied before it was stored', async () => {
    const { id } = await appliedChange(agent, GRACE);
    const [board] = await boards(id);
    const stored = async () => await rows(built.app, 'SELECT user_id, conflict FROM change_cab_exclusions WHERE change_cab_id = ? ORDER BY user_id', board.id);
    expect(await stored()).toEqual([{ user_id: ALAN, conflict: 'creator' }, { user_id: GRACE, conflict: 'requester' }]);
    await built.app.db.run('DELETE FROM change_cab_exclusions WHERE change_cab_id = ?', [board.id]);
    await storeMissingExclusions(built.app.db, changeDef(), (changeId) => findRecord(built.app.db, changeDef(), changeId));
    expect(await stored()).toEqual([{ user_id: ALAN, conflict: 'creator' }, { user_id: GRACE, conflict: 'requester' }]);
  });
});

describe('a pending board', () => {
  it('keeps the change off the statuses its decision sets and closed, by the form, the close command and a bulk set', async () => {
    const { id, edit } = await appliedChange(agent);
    const logged = await count(built.app, 'activity_log');
    expect(await edit(agent, { status_id: '4' })).toMatchObject({ status: 400, body: { success: false, message: {
      status_id: 'The status Pending release is set by the decision of the approval board Standard change board, which is pending: wait for it, or remove the board first.' } } });
    expect((await edit(agent, { status_id: '2' })).body.message.status_id).toMatch(/^The status Planning is set by the decision of the approval board/);
    const closing = { status: 400, body: { message: { status_id: 'The change can not be closed while the approval board Standard change board is pending: wait for its decision, or remove the board first.' } } };
    // The form never closes a change (Closed is reached by its close command alone), board or not.
    expect(await edit(agent, { status_id: '6' })).toMatchObject({ status: 412, body: { message: { status_id: "This status is reached through the change's actions." } } });
    expect(await call(built.app, agent, { method: 'POST', url: `${API}/change-close/${id}` })).toMatchObject(closing);
    // No bulk action of the resource files sets a change's status: the generic bulk write is asked directly.
    await expect(setOnRows(built.app.db, changeDef(), [id], { status_id: 4 }, ALAN)).rejects.toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(await statusOf(id)).toBe(3);
    expect(await count(built.app, 'activity_log')).toBe(logged);
    expect((await edit(agent, { subject: 'Audit: subject edited while pending' })).status).toBe(200);
  });

  it('lets go of the change once removed, with the reason in the log', async () => {
    const { id } = await appliedChange(agent);
    const removal = (payload?: Record<string, string>) => call(built.app, admin, { method: 'DELETE', url: `${API}/remove-cab-approval/${id}`, ...(payload ? { payload } : {}) });
    expect(await removal()).toMatchObject({ status: 412, body: { message: { comment: 'This field is required.' } } });
    expect((await removal({ comment: 'x'.repeat(251) })).body.message).toEqual({ comment: 'The reason should be less than 250 characters.' });
    expect((await boards(id))).toHaveLength(1);
    expect((await removal({ comment: 'Emergency fix, decided by phone' })).status).toBe(200);
    expect(await activity(id)).toContain('Ada Admin</strong> removed the approval board <em>Standard change board</em>, reason: <em>Emergency fix, decided by phone</em>');
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/change-close/${id}` })).status).toBe(200);
  });
});

describe('nobody adds or removes themselves', () => {
  it('refuses an administrator removing themselves or a user type they belong to (403), as adding', async () => {
    const boardId = await saveCabDefinition(built.app.db, {
      name: 'Directors and administrators', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 0,
      levels: [{ name: 'Directors', order: 1, match: 'any', approvers: { users: [ADA, BARBARA], user_types: [3] } }],
    });
    const { id } = await appliedChange(agent, KEN, boardId);
    const [level] = (await boards(id)).at(-1).approval_levels;
    const edit = (action: 'add' | 'remove', body: Record<string, unknown>) =>
      call(built.app, admin, { method: 'POST', url: `${API}/cab/${action}-approver`, payload: { action, change_id: id, level_id: level.id, comment: 'Audit', ...body } });
    const before = await count(built.app, 'change_cab_approvers');
    expect(await edit('remove', { approver_id: ADA })).toMatchObject({ status: 403, body: { message: 'You can not remove yourself as an approver.' } });
    expect(await edit('remove', { approver_id: 3, approver_type: 'user_type' })).toMatchObject({ status: 403, body: { message: 'You can not remove Administrator as an approver: you are one of them.' } });
    expect(await edit('add', { approver_id: 3, approver_type: 'user_type' })).toMatchObject({ status: 403, body: { message: 'You can not add Administrator as an approver: you are one of them.' } });
    expect(await count(built.app, 'change_cab_approvers')).toBe(before);
    expect((await edit('remove', { approver_id: BARBARA })).status).toBe(200);
  });
});

describe('who decided', () => {
  it('records and shows the administrator who decided for the creator, and the system moving the change', async () => {
    const { id, subject } = await appliedChange(agent);
    const [technical] = (await boards(id))[0].approval_levels;
    expect(technical.caller_decides_for).toEqual([{ name: 'Alan Agent', reason: 'who created the change' }]);
    expect((await boards(id, agent))[0].approval_levels[0].caller_decides_for).toEqual([]);
    expect((await decide(id, admin, 'Checked for Alan')).status).toBe(200);
    const [decidedLevel, management] = (await boards(id))[0].approval_levels;
    // A decided level takes no tools: nothing to remind or remove, even of its pending approver.
    const none = { remind: false, remove: false };
    expect(decidedLevel.approve_users).toEqual([
      { id: ALAN, name: 'Alan Agent', status: 'APPROVED', decided_by: { id: ADA, name: 'Ada Admin' }, decided_at: expect.stringMatching(WHEN), comment: 'Checked for Alan',
        on_behalf_of: { name: 'Alan Agent', reason: 'who created the change' }, decision_text: 'Ada Admin for Alan Agent, who created the change',
        excluded: { reason: 'created the change' }, caller_can: none },
      { id: GRACE, name: 'Grace Hopper', status: 'PENDING', decided_by: null, decided_at: null, comment: null, on_behalf_of: null, decision_text: null, excluded: null, caller_can: none },
    ]);
    expect(management.caller_decides_for).toEqual([]);
    const [barbara] = await tokens('barbara.liskov@example.com', subject);
    expect((await answer(barbara)).status).toBe(200);
    const [board] = await boards(id);
    expect(board.approval_levels[1].approve_users[1]).toMatchObject({ id: BARBARA, decided_by: { id: BARBARA, name: 'Barbara Liskov' }, on_behalf_of: null, decision_text: 'Barbara Liskov' });
    expect(await statusOf(id)).toBe(4);
    const log = await activity(id);
    expect(log).toContain('<strong>Ada Admin</strong> approved <em>Technical review</em> of <em>Standard change board</em> for <em>Alan Agent</em>, who created the change: <em>Checked for Alan</em>');
    expect(log).toContain('<strong>Barbara Liskov</strong> approved <em>Management approval</em> of <em>Standard change board</em>: <em>By link</em>');
    expect(log).toContain('The system changed <strong>Status</strong> from <em>Awaiting approval</em> to <em>Pending release</em>');
    expect(log).not.toContain('Barbara Liskov</strong> changed <strong>Status');
  });

  it('names a user type without members as the one decided for', async () => {
    const boardId = await saveCabDefinition(built.app.db, {
      name: 'Team leads', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 0,
      levels: [{ name: 'Team leads', order: 1, match: 'all', approvers: { users: [], user_types: [5] } }],
    });
    const { id } = await appliedChange(agent, KEN, boardId);
    expect((await boards(id)).at(-1).approval_levels[0].caller_decides_for).toEqual([{ name: 'Team lead', reason: 'a user type with no members here' }]);
    expect((await decide(id, admin, 'For the team leads')).status).toBe(200);
    expect((await boards(id)).at(-1).approval_levels[0].approve_user_types[0]).toMatchObject({
      status: 'APPROVED', decided_by: { id: ADA, name: 'Ada Admin' }, on_behalf_of: { name: 'Team lead', reason: 'a user type with no members here' },
      decision_text: 'Ada Admin for Team lead, a user type with no members here',
    });
    expect(await activity(id)).toContain('approved <em>Team leads</em> of <em>Team leads</em> for <em>Team lead</em>, a user type with no members here: <em>For the team leads</em>');
  });
});

describe('what the CABs tab is told', () => {
  type Entry = { id: number; name: string; excluded: { reason: string } | null; caller_can: { remind: boolean; remove: boolean } };
  type Level = { id: number; name: string; approve_users: Entry[]; approve_user_types: Entry[]; caller_can: { remind: boolean; add: boolean } };
  const entriesOf = (level: Level) => [...level.approve_users.map((entry) => ({ ...entry, kind: 'user' })), ...level.approve_user_types.map((entry) => ({ ...entry, kind: 'user_type' }))];
  const tools = (level: Level) => Object.fromEntries(entriesOf(level).map((entry) => [entry.name, entry.caller_can]));
  const remindEntry = (id: number, level: number, entry: { id: number; kind: string }) => call(built.app, admin, { method: 'POST', url: `${API}/send-reminder`,
    payload: { type: 'approver', change_id: id, id: entry.id, level_id: level, ...(entry.kind === 'user_type' ? { approver_type: 'user_type' } : {}) } });
  const remindLevel = (id: number, level: number) => call(built.app, admin, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'level', change_id: id, id: level } });
  const removal = (id: number, level: number, entry: { id: number; kind: string }) => call(built.app, admin, { method: 'POST', url: `${API}/cab/remove-approver`,
    payload: { action: 'remove', change_id: id, level_id: level, approver_id: entry.id, comment: 'Audit', ...(entry.kind === 'user_type' ? { approver_type: 'user_type' } : {}) } });

  it('names who may not decide and why, and offers a reminder and a removal exactly where the calls accept them', async () => {
    const { id } = await appliedChange(agent);
    const [technical, management] = (await boards(id))[0].approval_levels as Level[];
    expect(technical.approve_users.map(({ name, excluded }) => [name, excluded])).toEqual([['Alan Agent', { reason: 'created the change' }], ['Grace Hopper', null]]);
    expect(tools(technical)).toEqual({ 'Alan Agent': { remind: false, remove: true }, 'Grace Hopper': { remind: true, remove: true } });
    expect(technical.caller_can).toEqual({ remind: true, add: true });
    // The level not yet active answers what it will take once active (the tab shows it faded and off): never Ada's own removal.
    expect(tools(management)).toEqual({ 'Ada Admin': { remind: true, remove: false }, 'Barbara Liskov': { remind: true, remove: true } });
    // The agent manages nothing, and may not remind his own entry either.
    const [seenByAgent] = (await boards(id, agent))[0].approval_levels as Level[];
    expect(tools(seenByAgent)).toEqual({ 'Alan Agent': { remind: false, remove: false }, 'Grace Hopper': { remind: true, remove: false } });
    expect(seenByAgent.caller_can).toEqual({ remind: true, add: false });
    // Every reminder the answer offers goes out, every other one is refused.
    for (const entry of entriesOf(technical)) expect((await remindEntry(id, technical.id, entry)).status).toBe(entry.caller_can.remind ? 200 : 400);
    expect((await removal(id, technical.id, { id: GRACE, kind: 'user' })).status).toBe(200);
    // Alan is left alone on the level: not removable (the last approver), and nobody there can be reminded.
    const [alone] = (await boards(id))[0].approval_levels as Level[];
    expect(tools(alone)).toEqual({ 'Alan Agent': { remind: false, remove: false } });
    expect(alone.caller_can).toEqual({ remind: false, add: true });
    expect(await removal(id, alone.id, { id: ALAN, kind: 'user' })).toMatchObject({ status: 400, body: { message: 'A level needs at least one approver.' } });
    expect(await remindLevel(id, alone.id)).toMatchObject({ status: 400, body: { message: 'Nobody can be reminded by e-mail: Technical review has no pending approver with an address.' } });
  });

  it('offers no removal of oneself or of a user type one belongs to, names the Requester type as excluded, and nothing once the board is decided', async () => {
    const boardId = await saveCabDefinition(built.app.db, {
      name: 'Requesters and directors', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 0,
      levels: [
        { name: 'Directors', order: 1, match: 'any', approvers: { users: [ADA, BARBARA], user_types: [3, 1] } },
        { name: 'Team leads', order: 2, match: 'all', approvers: { users: [], user_types: [5] } },
      ],
    });
    const { id } = await appliedChange(agent, KEN, boardId);
    const [directors, leads] = (await boards(id)).at(-1).approval_levels as Level[];
    expect(tools(directors)).toEqual({
      'Ada Admin': { remind: true, remove: false }, 'Barbara Liskov': { remind: true, remove: true },
      Administrator: { remind: true, remove: false }, Requester: { remind: false, remove: true },
    });
    expect(directors.approve_user_types.map(({ name, excluded }) => [name, excluded])).toEqual([['Requester', { reason: 'requested the change' }], ['Administrator', null]]);
    const before = await count(built.app, 'change_cab_approvers');
    for (const entry of entriesOf(directors).filter((candidate) => !candidate.caller_can.remove)) expect((await removal(id, directors.id, entry)).status).toBe(403);
    for (const entry of entriesOf(directors)) expect((await remindEntry(id, directors.id, entry)).status).toBe(entry.caller_can.remind ? 200 : 400);
    expect(await count(built.app, 'change_cab_approvers')).toBe(before);
    // A user type nobody here belongs to: nobody to remind, and the level's only approver.
    expect(tools(leads)).toEqual({ 'Team lead': { remind: false, remove: false } });
    expect(leads.caller_can).toEqual({ remind: false, add: true });
    expect((await decide(id, admin, 'Directors agree')).status).toBe(200);
    expect((await remindLevel(id, leads.id)).status).toBe(400);
    expect((await decide(id, admin, 'For the team leads')).status).toBe(200);
    const board = (await boards(id)).at(-1);
    expect(board.status).toBe('APPROVED');
    for (const level of board.approval_levels as Level[]) {
      expect(level.caller_can).toEqual({ remind: false, add: false });
      for (const entry of entriesOf(level)) expect(entry.caller_can).toEqual({ remind: false, remove: false });
    }
  });
});
