// A problem created from a ticket (?ticket_id=, x-api.save.context on problem.json) is linked to the
// ticket through x-links tickets in the same transaction; an unknown ticket creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { ({ built, agent } = await signedIn()); });
afterAll(() => built.close());

const problem = {
  subject: 'Printer queue stalls', description: '<p>Jobs wait forever.</p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3',
};
const create = (query: string) => call(built.app, agent, { method: 'POST', url: `/service-desk/api/problem/${query}`, ...multipartBody(problem) });
const linksOf = (id: number) => rows(built.app, "SELECT link, target_id FROM record_links WHERE owner = 'problem' AND owner_id = ?", id);

describe('POST /service-desk/api/problem/?ticket_id=', () => {
  it('creates the problem with the ticket attached, listed in its tickets tab and logged', async () => {
    const created = await create('?ticket_id=7');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;
    expect(linksOf(id)).toEqual([{ link: 'tickets', target_id: 7 }]);
    const tickets = await call(built.app, agent, { method: 'GET', url: `/service-desk/api/problem-tickets/${id}` });
    expect(tickets.body.data.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([7]);
    const log = await call(built.app, agent, { method: 'GET', url: `/service-desk/api/problem-log/${id}` });
    expect(log.body.data.problem_activity_logs.data.map((entry: { name: string }) => entry.name).join('\n')).toContain('attached ticket <em>#TKT-1007');
  });

  it('creates nothing for an unknown ticket', async () => {
    const before = { problems: count(built.app, 'sd_problem'), links: count(built.app, 'record_links'), log: count(built.app, 'activity_log') };
    const refused = await create('?ticket_id=99999');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/ticket/) });
    expect({ problems: count(built.app, 'sd_problem'), links: count(built.app, 'record_links'), log: count(built.app, 'activity_log') }).toEqual(before);
  });

  it('creates nothing when linking the ticket fails after the problem was written: one transaction', async () => {
    const before = count(built.app, 'sd_problem');
    built.app.db.exec(`CREATE TRIGGER refuse_ticket_link BEFORE INSERT ON record_links WHEN NEW.link = 'tickets' BEGIN SELECT RAISE(ABORT, 'no'); END;`);
    try {
      expect((await create('?ticket_id=8')).status).toBe(500);
    } finally {
      built.app.db.exec('DROP TRIGGER refuse_ticket_link;');
    }
    expect(count(built.app, 'sd_problem')).toBe(before);
  });
});
