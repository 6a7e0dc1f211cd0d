// Problems over the API, as schemas/problem.json declares them: list filters (ids and date ranges),
// the read shape (numbers, references with meta), save and delete with the spec's messages and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, login, multipartBody, rows, type Built, type Session, signedIn } from './helpers';
import { columnNames } from '../../server/database/tableColumns';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

type Problem = { id: number; [key: string]: any };
const list = async (query: string, session = admin) => call(built.app, session, { method: 'GET', url: `/service-desk/api/problem-list?${query}` });
const listed = async (query: string) => (await list(query)).body.data as { problems: Problem[]; total: number };
const save = (fields: Record<string, string>, session = admin, query = '') =>
  call(built.app, session, { method: 'POST', url: `/service-desk/api/problem/${query}`, ...multipartBody(fields) });
const problem = {
  subject: 'Laptops overheat during video calls', identifier: 'PRB-9001', description: '<p>Fans run at full speed.</p>',
  requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3', location_id: '2', assigned_id: '2',
};

describe('problem list', () => {
  it('pages the 40 demo problems newest first under data.problems', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 40, current_page: 1, per_page: 10, last_page: 4 });
    expect(body.data.problems.map((p: Problem) => p.id)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
  });

  it('combines id filters; every row matches every filter', async () => {
    const { problems, total } = await listed('dept_ids[0]=1&dept_ids[1]=2&priority_ids[]=1&priority_ids[]=4&status_ids=1&limit=100');
    expect(total).toBeGreaterThan(0);
    for (const row of problems) {
      expect([1, 2]).toContain(row.department_id.id);
      expect([1, 4]).toContain(row.priority_id.id);
      expect(row.status_type_id.id).toBe(1);
    }
    expect((await listed('problem_ids[0]=3&problem_ids[1]=5&sort-field=id&sort-order=asc')).problems.map((p) => p.id)).toEqual([3, 5]);
    const requested = await listed('requester_ids[0]=4&assigned_ids[0]=5&limit=100');
    expect(requested.problems.every((p) => p.requester_id.id === 4 && p.assigned_id.id === 5)).toBe(true);
    expect((await listed('search-query=%20vpn%20')).problems.map((p) => p.subject)).toEqual(['Recurring VPN disconnects every hour']);
    expect((await listed('search-query=PRB-0002')).total).toBe(1);
  });

  it('filters created_at and updated_at by date::from~to (either bound open) and last::N~unit', async () => {
    const stamps: Array<[number, string]> = [[1, '2024-01-10 10:00:00'], [2, '2024-01-20 10:00:00'], [3, '2024-02-05 10:00:00']];
    for (const [id, at] of stamps) await built.app.db.run('UPDATE sd_problem SET created_at = ?, updated_at = ? WHERE id = ?', [at, at, id]);
    const ids = async (query: string) => (await listed(`${query}&sort-field=id&sort-order=asc&limit=100`)).problems.map((p) => p.id);
    // '+' is how a browser encodes the space between date and time.
    expect(await ids('created_at=date::2024-01-01+00:00:00~2024-01-31+23:59:59')).toEqual([1, 2]);
    expect(await ids('created_at=date::2024-01-10%2010:00:00~2024-01-20%2010:00:00')).toEqual([1, 2]);
    expect(await ids('created_at=date::~2024-01-15+00:00:00')).toEqual([1]);
    expect((await ids('created_at=date::2024-01-15+00:00:00~')).slice(0, 3)).toEqual([2, 3, 4]);
    expect(await ids('created_at=date::2024-01-15+00:00:00~2024-12-31+00:00:00&dept_ids[0]=2')).toEqual([2]);
    expect((await listed('created_at=last::1~day')).total).toBe(37);
    expect((await listed('updated_at=last::3~month')).total).toBe(37);
    expect((await listed('updated_at=last::60~minute&created_at=date::~2024-01-31+00:00:00')).total).toBe(0);
    expect((await listed('created_at=&updated_at=date::~')).total).toBe(40);
  });

  const bad: Array<[string, RegExp]> = [
    ['created_at=2024-01-01', /^The created_at must be date::YYYY-MM-DD HH:mm:ss~YYYY-MM-DD HH:mm:ss or last::N~minute\|hour\|day\|month\.$/],
    ['created_at=date::2024-01-01~2024-02-01', /created_at must be date::/],
    ['created_at=date::2024-13-01+00:00:00~', /created_at must be date::/],
    ['created_at=date::2024-02-30+00:00:00~', /created_at must be date::/],
    ['created_at=date::2024-01-01+24:00:00~', /created_at must be date::/],
    ['created_at=date::2024-01-01+00:00:00', /created_at must be date::/],
    ['created_at=date::a~b~c', /created_at must be date::/],
    ["updated_at=date::2024-01-01+00:00:00'~", /updated_at must be date::/],
    ['updated_at=last::0~day', /updated_at must be date::/],
    ['updated_at=last::5~week', /updated_at must be date::/],
    ['updated_at=last::x~day', /updated_at must be date::/],
    ['updated_at=last::5', /updated_at must be date::/],
    ['created_at=date::2024-02-01+00:00:00~2024-01-01+00:00:00', /^The created_at range must not end before it starts\.$/],
    ['created_at=last::1~day&created_at=last::2~day', /^The created_at must be a single value\.$/],
    ['dept_ids[0]=x', /dept_ids/],
    ['sort-field=description', /sort field/],
  ];
  it.each(bad)('refuses %s with 400 naming the parameter', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
  });
});

describe('problem read shape', () => {
  it('numbers the problem and reads references as objects, with the look-up meta where x-ref.meta asks', async () => {
    const { status, body } = await call(built.app, admin, { method: 'GET', url: '/service-desk/api/problem/1' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 1, problem_number: '#PRB-1', identifier: 'PRB-0001', subject: 'Recurring VPN disconnects every hour', active: 1,
      requester_id: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
      department_id: { id: 1, name: 'Finance' },
      status_type_id: { id: 1, name: 'Open', type: 'open' },
      is_edit: true, is_delete: true,
    });
    expect(body.data.department_id).toEqual({ id: 1, name: 'Finance' });
    expect(body.data.assigned_id).toEqual({ id: 1, name: 'Ada Admin', email: 'admin@example.com', full_name: 'Ada Admin' });
    expect(body.data.description).toMatch(/^<p>/);
    expect(await columnNames(built.app.db, 'sd_problem')).not.toContain('problem_number');
    const listedRow = (await listed('problem_ids[0]=12')).problems[0];
    expect(listedRow.problem_number).toBe('#PRB-12');
  });

  it('offers the problems as a look-up named by subject', async () => {
    const { body } = await call(built.app, admin, { method: 'GET', url: '/service-desk/api/dependency/problems?search-query=vpn' });
    expect(body.data.problems).toEqual([{ id: 1, name: 'Recurring VPN disconnects every hour' }]);
  });

  it('seeds a few closed problems, read as inactive and not editable', async () => {
    const closed = (await rows(built.app, 'SELECT id FROM sd_problem WHERE active = 0 ORDER BY id')).map((r) => r.id);
    expect(closed).toEqual([8, 16, 24, 32, 37]);
    const { body } = await call(built.app, admin, { method: 'GET', url: '/service-desk/api/problem/8' });
    expect(body.data).toMatchObject({ active: 0, is_edit: false, is_delete: true });
  });
});

describe('problem save and delete', () => {
  it('creates active (readOnly default), updates, deletes with the spec messages', async () => {
    // Ticket 7 is in no seeded problem: a ticket is in one problem at most.
    const created = await save(problem, agent, '?ticket_id=7');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      success: true, message: 'Problem created successfully.',
      data: { subject: problem.subject, active: 1, requester_id: { id: 11, name: 'Tim Berners', email: 'tim.berners@example.com' } },
    });
    const id = created.body.data.id;
    expect(created.body.data.problem_number).toBe(`#PRB-${id}`);
    const updated = await save({ id: String(id), priority_id: '4', active: '0' }, agent);
    expect(updated.body).toMatchObject({ message: 'Problem updated successfully.', data: { id, priority_id: { id: 4, name: 'Emergency' }, active: 1 } });
    const removed = await call(built.app, admin, { method: 'DELETE', url: `/service-desk/api/problem-delete/${id}` });
    expect(removed.body).toEqual({ success: true, message: 'Problem deleted successfully.' });
    expect((await call(built.app, admin, { method: 'GET', url: `/service-desk/api/problem/${id}` })).status).toBe(404);
  });

  it.each([
    ['subject over 50', { ...problem, subject: 'x'.repeat(51) }, { subject: 'The subject should be less than 50 characters.' }],
    ['identifier over 45', { ...problem, identifier: 'x'.repeat(46) }, { identifier: 'The identifier should be less than 45 characters.' }],
    ['empty rich text', { ...problem, description: '<p><br></p>' }, { description: 'This field is required.' }],
    ['missing required', { identifier: 'PRB-1', location_id: '1' }, Object.fromEntries(
      ['subject', 'requester_id', 'department_id', 'impact_id', 'status_type_id', 'priority_id', 'description'].map((name) => [name, 'This field is required.']))],
    ['unknown department', { ...problem, department_id: '99' }, { department_id: 'The selected department is invalid.' }],
    ['a user as assignee', { ...problem, assigned_id: '3' }, { assigned_id: 'The selected assigned is invalid.' }],
  ])('refuses %s with 412 and writes nothing', async (_label, fields, message) => {
    const before = await count(built.app, 'sd_problem');
    const { status, body } = await save(fields as Record<string, string>);
    expect(status).toBe(412);
    expect(body).toEqual({ success: false, message });
    expect(await count(built.app, 'sd_problem')).toBe(before);
  });

  it.each(['abc', '0', '-2', '1.5'])('refuses ?ticket_id=%s with 400', async (ticket) => {
    const before = await count(built.app, 'sd_problem');
    const { status, body } = await save(problem, admin, `?ticket_id=${ticket}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'The ticket_id must be a positive integer.' });
    expect(await count(built.app, 'sd_problem')).toBe(before);
  });

  it('lets an agent write but not delete: 403, and is_delete false on every row', async () => {
    const { body } = await list('limit=50', agent);
    expect(body.data.problems.every((p: Problem) => p.is_delete === false)).toBe(true);
    expect(body.data.problems.find((p: Problem) => p.id === 9)).toMatchObject({ is_edit: true, is_delete: false });
    expect(body.data.problems.find((p: Problem) => p.id === 8)).toMatchObject({ is_edit: false, is_delete: false });
    const removed = await call(built.app, agent, { method: 'DELETE', url: '/service-desk/api/problem-delete/9' });
    expect(removed).toMatchObject({ status: 403, body: { success: false } });
    expect(await rows(built.app, 'SELECT id FROM sd_problem WHERE id = 9')).toHaveLength(1);
  });

  it('keeps users out entirely', async () => {
    const user = await login(built.app, 'user@example.com');
    expect((await list('', user)).status).toBe(403);
    expect((await save(problem, user)).status).toBe(403);
  });
});
