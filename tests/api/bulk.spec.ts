// Bulk actions on a problem's tickets (x-links.tickets.bulk) through the real server: every action,
// every refusal, reply files stored and downloadable, and one transaction for all rows.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowWrites, call, count, login, multipartBody, refuseWrites, rows, tableExists, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

const URL = '/service-desk/api/problem-bulk-actions';
const bulk = (payload: unknown, session: Session | undefined = agent) => call(built.app, session, { method: 'POST', url: URL, payload: payload as object });
const ticket = async (id: number) => (await rows(built.app, 'SELECT status_id, priority_id, assigned_id, team_id FROM tickets WHERE id = ?', id))[0];
const ticketLog = async (id: number) => (await rows(built.app, "SELECT user_id, changes FROM activity_log WHERE resource = 'ticket' AND record_id = ? ORDER BY id", id))
  .map((row) => ({ user_id: row.user_id, changes: JSON.parse(row.changes) }));
const storedFiles = () => readdirSync(join(built.dataDir, 'attachments')).length;
/** Everything a bulk action could write, to prove a refusal wrote nothing. */
const snapshot = async () => ({
  tickets: await rows(built.app, 'SELECT * FROM tickets ORDER BY id'), log: await count(built.app, 'activity_log'),
  attachments: await count(built.app, 'attachments'), files: storedFiles(),
  replies: await tableExists(built.app.db, 'ticket_replies') ? await count(built.app, 'ticket_replies') : 0,
});

describe('set actions', () => {
  it('changes the status of every chosen ticket, logs each change on the ticket and reads back through the ticket', async () => {
    await built.app.db.run('UPDATE tickets SET status_id = 1 WHERE id IN (1, 2)');
    const response = await bulk({ tickets: [1, 2], action: { type: 'status', value: 3 } });
    expect(response).toMatchObject({ status: 200, body: { success: true, message: 'Tickets updated successfully.' } });
    expect([(await ticket(1)).status_id, (await ticket(2)).status_id]).toEqual([3, 3]);
    expect((await ticketLog(1)).at(-1)!).toEqual({ user_id: 2, changes: { status_id: [1, 3] } });
    const read = await call(built.app, agent, { method: 'GET', url: '/service-desk/api/ticket/2' });
    expect(read.body.data.status).toMatchObject({ id: 3, name: 'Closed' });
  });

  it('changes the priority, as multipart too, and leaves a ticket that has it already unlogged', async () => {
    await built.app.db.run('UPDATE tickets SET priority_id = 4 WHERE id = 4');
    const before = (await ticketLog(4)).length;
    const response = await call(built.app, agent, { method: 'POST', url: URL,
      ...multipartBody({ 'tickets[0]': '3', 'tickets[1]': '4', 'action[type]': 'priority', 'action[value]': '4' }) });
    expect(response.body).toEqual({ success: true, message: 'Tickets updated successfully.' });
    expect([(await ticket(3)).priority_id, (await ticket(4)).priority_id]).toEqual([4, 4]);
    expect(await ticketLog(4)).toHaveLength(before);
  });

  it('assigns to an agent, to a team (which unassigns the agent) and to the caller', async () => {
    expect((await bulk({ tickets: [5], action: { type: 'assign', value: { assigneeType: 'agents', assigneeInfo: 4 } } })).status).toBe(200);
    expect(await ticket(5)).toMatchObject({ assigned_id: 4 });
    expect((await bulk({ tickets: [5, 6], action: { type: 'assign', value: { assigneeType: 'teams', assigneeInfo: 2 } } })).status).toBe(200);
    expect([await ticket(5), await ticket(6)]).toMatchObject([{ team_id: 2, assigned_id: null }, { team_id: 2, assigned_id: null }]);
    expect((await ticketLog(5)).at(-1)!.changes).toEqual({ team_id: [expect.anything(), 2], assigned_id: [4, null] });
    expect((await bulk({ tickets: [5], action: { type: 'assign', value: { assigneeType: 'assign_to_me' } } }, admin)).status).toBe(200);
    expect(await ticket(5)).toMatchObject({ assigned_id: 1, team_id: 2 });
  });
});

describe('reply', () => {
  it('adds the text verbatim to every ticket with its own copy of each file, downloadable by the reply', async () => {
    const text = '  Restarted the <b>VPN</b> concentrator.\nPlease retry.  ';
    const response = await call(built.app, agent, { method: 'POST', url: URL, ...multipartBody(
      { 'tickets[0]': '7', 'tickets[1]': '8', 'action[type]': 'reply', 'action[value][text]': text },
      [{ name: 'action[value][attachments][0]', filename: 'trace.log', content: 'TRACE' },
        { name: 'action[value][attachments][1]', filename: 'screen.png', content: 'PNG', type: 'image/png' }]) });
    expect(response.body).toEqual({ success: true, message: 'Reply added to the tickets successfully.' });
    const replies = await call(built.app, agent, { method: 'GET', url: '/service-desk/api/ticket-replies/8' });
    expect(replies.body.data.replies).toHaveLength(1);
    const [reply] = replies.body.data.replies;
    expect(reply).toMatchObject({ text, author: { id: 2, full_name: 'Alan Agent' } });
    expect(reply.attachments.map((file: { name: string; size: number }) => [file.name, file.size])).toEqual([['trace.log', 5], ['screen.png', 3]]);
    const download = await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${reply.attachments[0].id}/${reply.attachments[0].owner}/attachment` });
    expect(download.status).toBe(200);
    expect(download.response.body).toBe('TRACE');
    // A reply's file is reachable through its own owner only.
    expect((await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${reply.attachments[0].id}/tickets:8/attachment` })).status).toBe(404);
    const stored = (await rows(built.app, "SELECT stored_name FROM attachments WHERE owner = 'ticket_reply'")).map((row) => row.stored_name);
    expect(new Set(stored).size).toBe(4);
    expect((await ticketLog(7)).at(-1)!.changes).toEqual({ reply: [null, text] });
  });

  it('takes a JSON reply without files', async () => {
    expect((await bulk({ tickets: [9], action: { type: 'reply', value: { text: 'On it.' } } })).body.success).toBe(true);
    expect((await call(built.app, agent, { method: 'GET', url: '/service-desk/api/ticket-replies/9' })).body.data.replies[0].text).toBe('On it.');
  });
});

describe('refusals write nothing', () => {
  const required = 'This field is required.';
  it.each([
    ['no tickets', { tickets: [], action: { type: 'status', value: 1 } }, { tickets: 'Please select tickets.' }],
    ['no tickets field', { action: { type: 'status', value: 1 } }, { tickets: 'Please select tickets.' }],
    ['an unknown ticket', { tickets: [1, 99999], action: { type: 'status', value: 1 } }, { tickets: 'The selected ticket 99999 does not exist.' }],
    ['no action', { tickets: [1] }, { 'action.type': required }],
    ['an unknown action type', { tickets: [1], action: { type: 'close', value: 1 } }, { 'action.type': 'The action type must be one of: status, priority, assign, reply.' }],
    ['a status without value', { tickets: [1], action: { type: 'status' } }, { 'action.value': required }],
    ['a priority without value', { tickets: [1], action: { type: 'priority', value: '' } }, { 'action.value': required }],
    ['an unknown status', { tickets: [1], action: { type: 'status', value: 99 } }, { 'action.value': 'The selected status is invalid.' }],
    ['a status that is no id', { tickets: [1], action: { type: 'status', value: [1] } }, { 'action.value': 'The selected status is invalid.' }],
    ['an assign without type', { tickets: [1], action: { type: 'assign', value: {} } }, { 'action.value.assigneeType': required }],
    ['an unknown assign type', { tickets: [1], action: { type: 'assign', value: { assigneeType: 'robots', assigneeInfo: 2 } } },
      { 'action.value.assigneeType': 'The assignee type must be one of: agents, teams, assign_to_me.' }],
    ['an agent assign without agent', { tickets: [1], action: { type: 'assign', value: { assigneeType: 'agents' } } }, { 'action.value.assigneeInfo': required }],
    ['a user as agent', { tickets: [1], action: { type: 'assign', value: { assigneeType: 'agents', assigneeInfo: 3 } } },
      { 'action.value.assigneeInfo': 'The selected assigned agent is invalid.' }],
    ['an unknown team', { tickets: [1], action: { type: 'assign', value: { assigneeType: 'teams', assigneeInfo: 77 } } },
      { 'action.value.assigneeInfo': 'The selected team is invalid.' }],
    ['a reply without text', { tickets: [1], action: { type: 'reply', value: { text: '   ' } } }, { 'action.value.text': required }],
    ['everything at once', { tickets: [], action: { type: 'reply' } }, { tickets: 'Please select tickets.', 'action.value.text': required }],
  ])('refuses %s with a 412 naming the field', async (_label, payload, message) => {
    const before = await snapshot();
    expect(await bulk(payload)).toMatchObject({ status: 412, body: { success: false, message } });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps users (403) and strangers (401) out', async () => {
    const before = await snapshot();
    const user = await login(built.app, 'user@example.com');
    expect((await bulk({ tickets: [1], action: { type: 'status', value: 2 } }, user)).status).toBe(403);
    const anonymous = await call(built.app, undefined, { method: 'POST', url: URL, payload: { tickets: [1], action: { type: 'status', value: 2 } },
      headers: { cookie: agent.headers.cookie.replace(/sd_session=[^;]+/, 'sd_session=x'), 'x-xsrf-token': agent.headers['x-xsrf-token'] } });
    expect(anonymous.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('removes the files of a refused reply and the files sent with a set action', async () => {
    const before = await snapshot();
    const files = [{ name: 'action[value][attachments][0]', filename: 'a.txt', content: 'A' }];
    const refused = await call(built.app, agent, { method: 'POST', url: URL,
      ...multipartBody({ 'tickets[0]': '99999', 'action[type]': 'reply', 'action[value][text]': 'x' }, files) });
    expect(refused.status).toBe(412);
    expect(await snapshot()).toEqual(before);
    const set = await call(built.app, agent, { method: 'POST', url: URL, ...multipartBody({ 'tickets[0]': '10', 'action[type]': 'status', 'action[value]': '2' }, files) });
    expect(set.status).toBe(200);
    expect(storedFiles()).toBe(before.files);
  });
});

describe('one transaction', () => {
  it('leaves every ticket unchanged when one in the middle fails, for updates and replies alike', async () => {
    await built.app.db.run('UPDATE tickets SET status_id = 1 WHERE id IN (11, 12, 13)');
    await refuseWrites(built.app.db, 'fail_ticket_12', 'UPDATE', 'tickets', 'NEW.id = 12', 'ticket 12 is stuck');
    await refuseWrites(built.app.db, 'fail_reply_12', 'INSERT', 'ticket_replies', 'NEW.record_id = 12', 'ticket 12 is stuck');
    try {
      const before = await snapshot();
      const failed = await bulk({ tickets: [11, 12, 13], action: { type: 'status', value: 4 } });
      expect(failed).toMatchObject({ status: 500, body: { success: false, message: 'Something went wrong on the server.' } });
      expect(await snapshot()).toEqual(before);
      const reply = await call(built.app, agent, { method: 'POST', url: URL, ...multipartBody(
        { 'tickets[0]': '11', 'tickets[1]': '12', 'tickets[2]': '13', 'action[type]': 'reply', 'action[value][text]': 'Hello' },
        [{ name: 'action[value][attachments][0]', filename: 'a.txt', content: 'A' }]) });
      expect(reply.status).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await allowWrites(built.app.db, 'fail_ticket_12', 'tickets');
      await allowWrites(built.app.db, 'fail_reply_12', 'ticket_replies');
    }
  });
});
