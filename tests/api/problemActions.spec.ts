// x-actions (flags and the close command) and the activity log family, on the problem resource.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, login, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

const get = (url: string, session = admin) => call(built.app, session, { method: 'GET', url });
const actions = async (id: number, session = admin) => (await get(`/service-desk/api/problem-action/${id}`, session)).body.data.actions;
const close = (id: number | string, session = admin) => call(built.app, session, { method: 'POST', url: `/service-desk/api/problem-close/${id}` });
const save = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
  call(built.app, admin, { method: 'POST', url: '/service-desk/api/problem/', ...multipartBody(fields, files) });
const log = (id: number, query = '') => get(`/service-desk/api/problem-log/${id}${query ? `?${query}` : ''}`);
const entries = async (id: number, query = '') => (await log(id, query)).body.data.problem_activity_logs;
const problem = {
  subject: 'Switch ports flap in the server room', description: '<p>Ports 1 to 8 flap.</p>', requester_id: '12',
  department_id: '3', impact_id: '3', status_type_id: '1', priority_id: '1',
};
const create = async (fields: Record<string, string> = {}) => (await save({ ...problem, ...fields })).body.data.id as number;

const ALL_FLAGS = ['problem_edit', 'problem_delete', 'problem_close', 'check_planning', 'associated_asset',
  'associated_change', 'associated_ticket', 'problem_change_attach', 'problem_change_detach'];
const UNLOCKED_ONLY = ['problem_edit', 'problem_close', 'problem_change_attach', 'problem_change_detach'];

describe('actions', () => {
  // A new problem holds no change, so detaching one is not offered (problemChange.spec.ts follows the link).
  it('grants every flag but change detach to an administrator on an open problem, all but delete too to an agent', async () => {
    const id = await create();
    expect(await actions(id)).toEqual(Object.fromEntries(ALL_FLAGS.map((flag) => [flag, flag !== 'problem_change_detach'])));
    expect(await actions(id, agent)).toEqual(Object.fromEntries(ALL_FLAGS.map((flag) => [flag, !['problem_delete', 'problem_change_detach'].includes(flag)])));
  });

  it('withdraws the unlocked flags once the problem is closed', async () => {
    const id = await create();
    expect(await close(id, agent)).toMatchObject({ status: 200, body: { success: true, message: 'Problem closed successfully.' } });
    expect(await actions(id)).toEqual(Object.fromEntries(ALL_FLAGS.map((flag) => [flag, !UNLOCKED_ONLY.includes(flag)])));
    expect((await actions(id, agent)).problem_delete).toBe(false);
  });

  it.each([['424242', 404], ['abc', 400], ['0', 400]])('answers /problem-action/%s with %i', async (id, status) => {
    const response = await get(`/service-desk/api/problem-action/${id}`);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
  });
});

describe('close', () => {
  it('closes once; a second close and any edit are refused with 400 and write nothing', async () => {
    const id = await create();
    expect((await close(id)).status).toBe(200);
    expect(await rows(built.app, 'SELECT active FROM sd_problem WHERE id = ?', id)).toEqual([{ active: 0 }]);
    const read = await get(`/service-desk/api/problem/${id}`);
    expect(read.body.data).toMatchObject({ active: 0, is_edit: false, is_delete: true });

    const before = { row: await rows(built.app, 'SELECT * FROM sd_problem WHERE id = ?', id), log: await count(built.app, 'activity_log'), files: readdirSync(join(built.dataDir, 'attachments')) };
    const closed = { status: 400, body: { success: false, message: 'The problem is closed and can not be changed.' } };
    expect(await close(id)).toMatchObject(closed);
    expect(await save({ id: String(id), subject: 'Reopened by an edit' }, [{ name: 'attachment', filename: 'x.txt', content: 'x' }])).toMatchObject(closed);
    expect(await rows(built.app, 'SELECT * FROM sd_problem WHERE id = ?', id)).toEqual(before.row);
    expect(await count(built.app, 'activity_log')).toBe(before.log);
    expect(readdirSync(join(built.dataDir, 'attachments'))).toEqual(before.files);
  });

  it('still lets an administrator delete a closed problem', async () => {
    const id = await create();
    await close(id);
    expect((await call(built.app, admin, { method: 'DELETE', url: `/service-desk/api/problem-delete/${id}` })).status).toBe(200);
  });

  it('answers 404 for an unknown problem and 403 to a user', async () => {
    expect(await close(424242)).toMatchObject({ status: 404, body: { success: false } });
    expect((await close('abc')).status).toBe(400);
    const user = await login(built.app, 'user@example.com');
    expect((await close(1, user)).status).toBe(403);
    expect(await rows(built.app, 'SELECT active FROM sd_problem WHERE id = 1')).toEqual([{ active: 1 }]);
  });
});

describe('activity log', () => {
  it('pages 10/25/50/100 entries, newest first by default, with total, per_page and current_page', async () => {
    const id = await create();
    for (let i = 1; i <= 11; i += 1) await save({ id: String(id), subject: `Switch ports flap, take ${i}` });
    const first = await entries(id);
    expect(first).toMatchObject({ total: 12, per_page: 10, current_page: 1 });
    expect(Object.keys(first).sort()).toEqual(['current_page', 'data', 'per_page', 'total']);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].name).toBe('<strong>Ada Admin</strong> changed <strong>Subject</strong> from <em>Switch ports flap, take 10</em> to <em>Switch ports flap, take 11</em>');
    expect(first.data[0].creator).toEqual({ id: 1, full_name: 'Ada Admin', profile_pic: null });
    expect(first.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), creator: expect.any(Object) });
    const second = await entries(id, 'page=2');
    expect(second).toMatchObject({ total: 12, per_page: 10, current_page: 2 });
    expect(second.data.map((e: { name: string }) => e.name).at(-1)).toBe('<strong>Ada Admin</strong> created this problem');
    const ascending = await entries(id, 'sort-order=asc&limit=25');
    expect(ascending.per_page).toBe(25);
    expect(ascending.data).toHaveLength(12);
    expect(ascending.data[0].name).toBe('<strong>Ada Admin</strong> created this problem');
    expect(ascending.data.map((e: { id: number }) => e.id)).toEqual([...first.data, ...second.data].map((e: { id: number }) => e.id).reverse());
  });

  it('names references, summarises rich text and attachments, and reads the seed as the system', async () => {
    const id = await create({ location_id: '1' });
    await save({ id: String(id), priority_id: '4', location_id: '', description: '<p>Now ports <b>9 to 16</b> as well.</p>', assigned_id: '2' },
      [{ name: 'attachment', filename: 'switch.log', content: 'log' }]);
    const [latest] = (await entries(id)).data;
    expect(latest.name).toBe('<strong>Ada Admin</strong> changed <strong>Priority</strong> from <em>Low</em> to <em>Emergency</em>, '
      + 'cleared <strong>Location</strong> (was <em>Berlin Office</em>), set <strong>Assigned</strong> to <em>Alan Agent</em>, '
      + 'updated <strong>Description</strong> and attached <em>switch.log</em> to <strong>Attachment</strong>');
    const seeded = (await entries(8)).data;
    expect(seeded.map((e: { name: string; creator: unknown }) => [e.name, e.creator])).toEqual([
      ['The system changed <strong>Status</strong> from <em>In Progress</em> to <em>Closed</em> and changed <strong>Active</strong> from <em>active</em> to <em>inactive</em>', null],
      ['The system attached assets <em>AST-0022 Ubiquiti U6 Pro - Legal</em>, <em>AST-0023 Dell Latitude 7440 - Facilities</em>', null],
      ['The system created this problem', null],
    ]);
  });

  it('escapes every value placed in the HTML', async () => {
    const id = await create({ subject: 'Harmless' });
    await built.app.db.run("UPDATE reference_items SET name = ? WHERE kind = 'priorities' AND id = 2", ['<img src=x onerror=alert(2)>']);
    await save({ id: String(id), subject: '<script>alert(1)</script>', priority_id: '2' });
    const [latest] = (await entries(id)).data;
    expect(latest.name).toBe('<strong>Ada Admin</strong> changed <strong>Subject</strong> from <em>Harmless</em> to <em>&lt;script&gt;alert(1)&lt;/script&gt;</em>'
      + ' and changed <strong>Priority</strong> from <em>Low</em> to <em>&lt;img src=x onerror=alert(2)&gt;</em>');
    expect(latest.name).not.toMatch(/<script|<img/);
  });

  it.each([
    ['limit=20', 'The limit must be one of 10, 25, 50, 100.'], ['limit=abc', 'The limit must be one of 10, 25, 50, 100.'],
    ['limit=010', 'The limit must be one of 10, 25, 50, 100.'], ['page=0', 'The page must be an integer between 1 and 1000000.'],
    ['sort-order=sideways', 'The sort order must be asc or desc.'], ['limit=10&limit=25', 'The limit must be a single value.'],
  ])('refuses %s with 400', async (query, message) => {
    expect(await log(1, query)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('answers 404 for an unknown problem', async () => {
    expect(await log(424242)).toMatchObject({ status: 404, body: { success: false, message: 'Record not found.' } });
  });
});
