// Separation of duties on change approval (server/cab/separationOfDuties.ts): whoever requested or
// created a change never decides on it, in the app or by link, even when a board lists them; adding
// and removing approvers of a running board follows the remove_cab flag, which the resource file
// grants to administrators; nobody adds themselves; every change of approvers is logged with who and why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, count, login, multipartBody, rows, schemasWithEdit, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const API = '/service-desk/api';
const ALAN = 2;
const GRACE = 4;
const LINUS = 5;
const KEN = 9;
const NOT_A_MANAGER = 'You are not allowed to manage this approval board: adding or removing approvers and removing the board are for administrators.';

let serial = 0;
/** A change with the seeded Standard board applied; its subject names it in the outbox. */
async function appliedChange(by: Session, requester = KEN, app = built.app): Promise<{ id: number; subject: string; levels: number[] }> {
  serial += 1;
  const subject = `Separation ${serial}`;
  const created = await call(app, by, { method: 'POST', url: `${API}/change`, ...multipartBody({ subject, description: '<p>x</p>', requester_id: String(requester), status_id: '1', change_type_id: '2' }) });
  const id = created.body.data.id;
  expect((await call(app, by, { method: 'POST', url: `${API}/apply-cab-approval`, payload: { change_id: id, workflow_id: 1 } })).status).toBe(200);
  const [board] = (await call(app, by, { method: 'GET', url: `${API}/change-approval-status/${id}` })).body.data;
  return { id, subject, levels: board.approval_levels.map((level: { id: number }) => level.id) };
}

const decide = (id: number, session: Session, action_type = 'approve') =>
  call(built.app, session, { method: 'POST', url: `${API}/approval-action-without-hash/${id}`, payload: { action_type, comment: 'Looks good to me' } });
const approver = (action: 'add' | 'remove', body: Record<string, unknown>, session: Session, app = built.app) =>
  call(app, session, { method: 'POST', url: `${API}/cab/${action}-approver`, payload: { action, comment: 'Because', ...body } });
const flags = async (id: number, session: Session, app = built.app) => (await call(app, session, { method: 'GET', url: `${API}/change-action/${id}` })).body.data.actions;
const linksMailed = async (email: string, subject: string) => (await rows(built.app, 'SELECT body FROM outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id', email, `%${subject}`))
  .map((mail) => /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]);

/** Everything a decision or an approver edit would change, to compare before and after. */
async function stateOf(id: number) {
  const change = (await call(built.app, admin, { method: 'GET', url: `${API}/change/${id}` })).body.data.change;
  return {
    boards: (await call(built.app, admin, { method: 'GET', url: `${API}/change-approval-status/${id}` })).body.data,
    status: change.status.id,
    log: (await rows(built.app, "SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'change' AND record_id = ?", id))[0].n,
    mails: await count(built.app, 'outbox'),
    links: await count(built.app, 'change_cab_links'),
  };
}

describe('the self-approval sequence', () => {
  it('is refused at the first step it reaches, and at every later one, with nothing changed', async () => {
    const { id, levels: [, management] } = await appliedChange(agent);
    const before = await stateOf(id);
    expect(before.status).toBe(3);
    expect(await decide(id, agent)).toMatchObject({ status: 403, body: { success: false,
      message: 'You created this change, so you can not approve or deny it: another approver must decide.' } });
    expect(await approver('add', { approver_id: ALAN, change_id: id, level_id: management }, agent)).toMatchObject({ status: 403, body: { message: NOT_A_MANAGER } });
    expect(await approver('remove', { approver_id: 1, change_id: id, level_id: management }, agent)).toMatchObject({ status: 403, body: { message: NOT_A_MANAGER } });
    expect((await decide(id, agent)).status).toBe(403);
    expect(await stateOf(id)).toEqual(before);
    expect(before.boards[0]).toMatchObject({ status: 'PENDING', approval_levels: [{ is_active: true, status: 'PENDING' }, { is_active: false, status: 'PENDING' }] });
    expect(await flags(id, agent)).toMatchObject({ allowed_cab_action: false, remove_cab: false });
  });
});

describe('the requester', () => {
  it('gets no link, no reminder and is refused in the app, though the board lists them', async () => {
    const { id, subject, levels } = await appliedChange(admin, ALAN);
    expect(await linksMailed('agent@example.com', subject)).toEqual([]);
    expect(await linksMailed('grace.hopper@example.com', subject)).toHaveLength(1);
    expect(await flags(id, agent)).toMatchObject({ allowed_cab_action: false });
    const before = await stateOf(id);
    expect(await decide(id, agent, 'deny')).toMatchObject({ status: 403,
      body: { message: 'You requested this change, so you can not approve or deny it: another approver must decide.' } });
    expect(await call(built.app, admin, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'approver', change_id: id, id: ALAN, level_id: levels[0] } }))
      .toMatchObject({ status: 400, body: { message: 'Alan Agent requested this change and can not decide on it.' } });
    expect(await stateOf(id)).toEqual(before);
  });

  it('is refused through a link sent before the change named them its requester (403), which the page can still show', async () => {
    const { id, subject, levels } = await appliedChange(admin);
    const [alan] = await linksMailed('agent@example.com', subject);
    const [grace] = await linksMailed('grace.hopper@example.com', subject);
    const edited = await call(built.app, admin, { method: 'POST', url: `${API}/change`, ...multipartBody({ id: String(id), subject, description: '<p>x</p>', requester_id: String(ALAN), status_id: '3', change_type_id: '2' }) });
    expect(edited.status).toBe(200);
    const before = await stateOf(id);
    const refusal = 'You requested this change, so you can not approve or deny it: another approver must decide.';
    expect((await call(built.app, undefined, { method: 'GET', url: `${API}/change-conversation/${alan}` })).body.data).toMatchObject({ action_allowed: false, reason: refusal, change: { id } });
    expect(await call(built.app, undefined, { method: 'POST', url: `${API}/approval-action/${alan}`, payload: { action_type: 'approve', comment: 'Mine' } }))
      .toMatchObject({ status: 403, body: { success: false, message: refusal } });
    // Grace's link was sent before the edit too: she gets a fresh one by a reminder.
    expect((await call(built.app, undefined, { method: 'GET', url: `${API}/change-conversation/${grace}` })).status).toBe(410);
    expect(await stateOf(id)).toEqual(before);
    expect((await call(built.app, admin, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'approver', change_id: id, id: GRACE, level_id: levels[0] } })).status).toBe(200);
    const [, fresh] = await linksMailed('grace.hopper@example.com', subject);
    expect((await call(built.app, undefined, { method: 'GET', url: `${API}/change-conversation/${fresh}` })).body.data).toMatchObject({ action_allowed: true });
  });
});

describe('editing the approvers of a running board', () => {
  it('needs the remove_cab flag: an agent is refused and nothing changes; an administrator\'s edit is logged with who and why', async () => {
    const { id, levels: [technical] } = await appliedChange(admin);
    const before = await stateOf(id);
    expect(await approver('add', { approver_id: LINUS, change_id: id, level_id: technical }, agent)).toMatchObject({ status: 403, body: { message: NOT_A_MANAGER } });
    expect(await approver('remove', { approver_id: GRACE, change_id: id, level_id: technical }, agent)).toMatchObject({ status: 403, body: { message: NOT_A_MANAGER } });
    expect(await stateOf(id)).toEqual(before);
    expect(await flags(id, admin)).toMatchObject({ remove_cab: true });
    expect((await approver('add', { approver_id: LINUS, change_id: id, level_id: technical, comment: 'Owns the firewall' }, admin)).status).toBe(200);
    expect((await approver('remove', { approver_id: GRACE, change_id: id, level_id: technical, comment: 'On leave this week' }, admin)).status).toBe(200);
    const log = (await call(built.app, admin, { method: 'GET', url: `${API}/change-log/${id}?limit=50` })).body.data.change_activity_logs.data.map((entry: { name: string }) => entry.name).join('\n');
    expect(log).toContain('Ada Admin</strong> added <em>Linus Okafor</em> as an approver of <em>Technical review</em>, reason: <em>Owns the firewall</em>');
    expect(log).toContain('Ada Admin</strong> removed <em>Grace Hopper</em> as an approver of <em>Technical review</em>, reason: <em>On leave this week</em>');
  });

  it('never adds the caller, not even through a user type they belong to, nor whoever requested or created the change', async () => {
    const { id, levels: [technical] } = await appliedChange(admin);
    const before = await stateOf(id);
    expect(await approver('add', { approver_id: 1, change_id: id, level_id: technical }, admin)).toMatchObject({ status: 403, body: { message: 'You can not add yourself as an approver.' } });
    expect(await approver('add', { approver_id: 3, approver_type: 'user_type', change_id: id, level_id: technical }, admin))
      .toMatchObject({ status: 403, body: { message: 'You can not add Administrator as an approver: you are one of them.' } });
    expect(await approver('add', { approver_id: KEN, change_id: id, level_id: technical }, admin)).toMatchObject({ status: 400, body: { message: 'Ken Tanaka requested this change and can not decide on it.' } });
    expect(await stateOf(id)).toEqual(before);
    const byAgent = await appliedChange(agent);
    expect(await approver('remove', { approver_id: ALAN, change_id: byAgent.id, level_id: byAgent.levels[0] }, admin)).toMatchObject({ status: 200 });
    expect(await approver('add', { approver_id: ALAN, change_id: byAgent.id, level_id: byAgent.levels[0] }, admin)).toMatchObject({ status: 400, body: { message: 'Alan Agent created this change and can not decide on it.' } });
  });

  it('follows the resource file: granted to agents there, an agent edits approvers but still never adds themselves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sd-duties-'));
    const schemasDir = schemasWithEdit(dir, 'change', (file) => { file['x-actions'].flags.remove_cab.role = 'agent'; });
    const granted = await build({ schemasDir });
    try {
      const [grantedAdmin, grantedAgent] = [await login(granted.app, 'admin@example.com'), await login(granted.app, 'agent@example.com')];
      const { id, levels: [technical] } = await appliedChange(grantedAdmin, KEN, granted.app);
      expect(await flags(id, grantedAgent, granted.app)).toMatchObject({ remove_cab: true });
      expect(await approver('add', { approver_id: ALAN, change_id: id, level_id: technical }, grantedAgent, granted.app)).toMatchObject({ status: 403, body: { message: 'You can not add yourself as an approver.' } });
      expect(await approver('add', { approver_id: 2, approver_type: 'user_type', change_id: id, level_id: technical }, grantedAgent, granted.app))
        .toMatchObject({ status: 403, body: { message: 'You can not add Agent as an approver: you are one of them.' } });
      expect((await approver('add', { approver_id: LINUS, change_id: id, level_id: technical }, grantedAgent, granted.app)).status).toBe(200);
    } finally {
      await granted.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
