// A problem created from a ticket (?ticket_id=, x-api.save.context on problem.json) is linked to the
// ticket through x-links tickets in the same transaction; a refused one (an unknown ticket, a ticket
// holding a problem already, a caller without show_attach_new_problem) creates nothing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PERMISSIONS } from '../../server/permissions';
import { allowWrites, call, count, multipartBody, refuseWrites, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

const problem = {
  subject: 'Printer queue stalls', description: '<p>Jobs wait forever.</p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3',
};
const file = { name: 'attachment', filename: 'queue.log', content: 'stalled' };
const create = (query: string, files: Array<typeof file> = []) =>
  call(built.app, agent, { method: 'POST', url: `/service-desk/api/problem/${query}`, ...multipartBody(problem, files) });
const linksOf = async (id: number) => await rows(built.app, "SELECT link, target_id FROM record_links WHERE owner = 'problem' AND owner_id = ?", id);
/** Everything a create writes: rows, pairs, log entries, attachment rows and stored files. */
const written = async () => {
  const dir = join(built.dataDir, 'attachments');
  return {
    problems: await count(built.app, 'sd_problem'), links: await count(built.app, 'record_links'), log: await count(built.app, 'activity_log'),
    attachments: await count(built.app, 'attachments'), files: existsSync(dir) ? readdirSync(dir).sort() : [],
  };
};

describe('POST /service-desk/api/problem/?ticket_id=', () => {
  it('creates the problem with the ticket attached, listed in its tickets tab and logged', async () => {
    const created = await create('?ticket_id=7');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;
    expect(await linksOf(id)).toEqual([{ link: 'tickets', target_id: 7 }]);
    const tickets = await call(built.app, agent, { method: 'GET', url: `/service-desk/api/problem-tickets/${id}` });
    expect(tickets.body.data.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([7]);
    const log = await call(built.app, agent, { method: 'GET', url: `/service-desk/api/problem-log/${id}` });
    expect(log.body.data.problem_activity_logs.data.map((entry: { name: string }) => entry.name).join('\n')).toContain('attached ticket <em>#TKT-1007');
  });

  const agentId = async () => (await rows(built.app, "SELECT id FROM users WHERE email = 'agent@example.com'"))[0].id as number;
  const grantAllBut = async (without?: string) => call(built.app, admin, {
    method: 'POST', url: '/api/user/attach-permissions',
    payload: { _method: 'PATCH', user_id: await agentId(), permission_ids: AGENT_PERMISSIONS.filter(({ key }) => key !== without).map(({ id }) => id) },
  });
  const heldTicket = async () => (await rows(built.app, "SELECT target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets' ORDER BY target_id LIMIT 1"))[0].target_id as number;

  it.each([
    { refusal: 'an unknown ticket', ticket: () => 99999, status: 400, message: 'The selected ticket does not exist.' },
    { refusal: 'a ticket holding a problem already', ticket: heldTicket, status: 400, message: expect.stringMatching(/^The ticket #TKT-\d+ .+ is linked to a problem already; detach it first\.$/) },
    { refusal: 'an agent without show_attach_new_problem', ticket: () => 9, status: 403, message: 'You do not have the permission to do this.', without: 'show_attach_new_problem' },
  ])('creates nothing for $refusal ($status), and keeps no uploaded file', async ({ ticket, status, message, without }) => {
    if (without) expect((await grantAllBut(without)).status).toBe(200);
    try {
      const before = await written();
      expect(await create(`?ticket_id=${await ticket()}`, [file])).toMatchObject({ status, body: { success: false, message } });
      expect(await written()).toEqual(before);
    } finally {
      if (without) await grantAllBut();
    }
  });

  it('creates nothing when linking the ticket fails after the problem was written: one transaction', async () => {
    const before = await count(built.app, 'sd_problem');
    await refuseWrites(built.app.db, 'refuse_ticket_link', 'INSERT', 'record_links', "NEW.link = 'tickets'", 'no');
    try {
      expect((await create('?ticket_id=8')).status).toBe(500);
    } finally {
      await allowWrites(built.app.db, 'refuse_ticket_link', 'record_links');
    }
    expect(await count(built.app, 'sd_problem')).toBe(before);
  });
});
