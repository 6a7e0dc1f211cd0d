// Changes through the real server: list, read shape, create and update with the spec's messages,
// delete, the close command and flags, the activity log and the changes look-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, login, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string, session = agent) => call(built.app, session, { method: 'GET', url });
const save = (fields: Record<string, string>, session = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/change`, ...multipartBody(fields) });
const change = {
  subject: 'Replace the UPS batteries in room 2', description: '<p>Batteries are at end of life.</p>',
  requester_id: '4', status_id: '1', change_type_id: '2',
};
const create = async (fields: Record<string, string> = {}) => (await save({ ...change, ...fields })).body.data.id as number;
const list = async (query: string) => (await get(`${API}/change-list?${query}`)).body.data;
const actions = async (id: number, session = agent) => (await get(`${API}/change-action/${id}`, session)).body.data.actions;
const close = (id: number | string, session = agent) => call(built.app, session, { method: 'POST', url: `${API}/change-close/${id}` });

describe('list', () => {
  it('pages the seeded changes under data.changes with the paginator, newest first by default', async () => {
    const page = await list('limit=10');
    expect(page).toMatchObject({ total: 26, per_page: 10, current_page: 1, last_page: 3 });
    expect(page.changes).toHaveLength(10);
    expect(page.changes[0].id).toBeGreaterThan(page.changes[1].id);
  });

  it('sorts by identifier, subject and created_at only', async () => {
    const bySubject = (await list('sort-field=subject&sort-order=asc&limit=3')).changes.map((c: { subject: string }) => c.subject);
    expect(bySubject).toEqual(['Add a second mail transport for resets', 'Add department groups to onboarding', 'Add log volume to DB01']);
    expect((await list('sort-field=identifier&sort-order=desc&limit=1')).changes[0].identifier).toBe('CHN-0026');
    expect(await get(`${API}/change-list?sort-field=description`)).toMatchObject({ status: 400, body: { success: false } });
  });

  it('searches subject and identifier (trimmed) and filters by status and by the problems holding them', async () => {
    expect((await list('search-query=%20CHN-0002%20')).changes.map((c: { id: number }) => c.id)).toEqual([2]);
    const open = await list('status_ids[0]=1&limit=100');
    expect(open.changes.every((c: { status: { name: string } }) => c.status.name === 'Open')).toBe(true);
    // The seed gives problem 4 (position 3) the second change.
    expect((await list('problem_ids[0]=4')).changes.map((c: { id: number }) => c.id)).toEqual([2]);
  });
});

describe('read', () => {
  it('answers data.change with related fields as objects, as the original reads them', async () => {
    const { body } = await get(`${API}/change/1`);
    expect(body.data.change).toMatchObject({
      id: 1, identifier: 'CHN-0001', subject: 'Upgrade core switches to IOS XE 17.9',
      requester: { id: 4, full_name: 'Grace Hopper', email: 'grace.hopper@example.com' },
      status: { id: 1, name: 'Open' }, change_type: { id: 1, name: 'Minor' }, priority: { id: 1, name: 'Low' },
      impact_type: { id: 1, name: 'Low' }, location: { id: 1, name: 'Berlin Office' }, department: { id: 1, name: 'Finance' },
      team: { id: 1, name: 'Service Desk L1' }, attachment: null, is_edit: true, is_delete: false,
    });
    expect(body.data.change.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('answers 404 for an unknown change and 400 for a malformed id', async () => {
    expect(await get(`${API}/change/424242`)).toMatchObject({ status: 404, body: { success: false } });
    expect((await get(`${API}/change/abc`)).status).toBe(400);
  });
});

describe('save', () => {
  it('creates with the required fields and updates through the same POST with an id', async () => {
    const created = await save({ ...change, team_id: '3', identifier: 'CHN-9001' });
    expect(created).toMatchObject({ status: 200, body: { success: true, message: 'Change created successfully.' } });
    expect(created.body.data).toMatchObject({ subject: change.subject, team: { id: 3, name: 'Network Team' } });
    const id = created.body.data.id;
    const updated = await save({ id: String(id), subject: 'Replace the UPS batteries in rooms 2 and 3', team_id: '' });
    expect(updated).toMatchObject({ status: 200, body: { success: true, message: 'Change updated successfully.' } });
    expect((await get(`${API}/change/${id}`)).body.data.change).toMatchObject({ subject: 'Replace the UPS batteries in rooms 2 and 3', team: null, identifier: 'CHN-9001' });
  });

  it('says which required fields are missing, one message each, writing nothing', async () => {
    const before = await count(built.app, 'sd_changes');
    expect(await save({ subject: '  ', description: '<p><br></p>' })).toMatchObject({ status: 412, body: { success: false, message: {
      subject: 'This field is required.', requester_id: 'This field is required.', status_id: 'This field is required.',
      change_type_id: 'This field is required.', description: 'This field is required.',
    } } });
    expect(await count(built.app, 'sd_changes')).toBe(before);
  });

  it.each([
    [{ subject: 'x'.repeat(51) }, { subject: 'The subject should be less than 50 characters.' }],
    [{ identifier: 'x'.repeat(46) }, { identifier: 'The identifier should be less than 45 characters.' }],
    [{ status_id: '99' }, { status_id: 'The selected status is invalid.' }],
    [{ change_type_id: '99', priority_id: '99' }, { change_type_id: 'The selected change type is invalid.', priority_id: 'The selected priority is invalid.' }],
  ])('refuses %j with 412', async (fields, message) => {
    expect(await save({ ...change, ...fields })).toMatchObject({ status: 412, body: { success: false, message } });
  });

  it('needs an agent to write and an administrator to delete', async () => {
    const user = await login(built.app, 'user@example.com');
    expect((await save(change, user)).status).toBe(403);
    const id = await create();
    expect((await call(built.app, agent, { method: 'DELETE', url: `${API}/change/${id}` })).status).toBe(403);
    expect(await call(built.app, admin, { method: 'DELETE', url: `${API}/change/${id}` }))
      .toMatchObject({ status: 200, body: { success: true, message: 'Change deleted successfully.' } });
    expect((await get(`${API}/change/${id}`)).status).toBe(404);
  });
});

describe('close and flags', () => {
  it('grants edit, close and details to an agent, delete to an administrator only', async () => {
    const id = await create();
    expect(await actions(id)).toMatchObject({ change_edit: true, change_details_edit_permission: true, change_delete: false, change_close: true });
    expect((await actions(id, admin)).change_delete).toBe(true);
  });

  it('closes once to the Closed status; the closed change refuses edits and a second close', async () => {
    const id = await create();
    expect(await close(id)).toMatchObject({ status: 200, body: { success: true, message: 'Change closed successfully.' } });
    expect((await get(`${API}/change/${id}`)).body.data.change).toMatchObject({ status: { name: 'Closed' }, is_edit: false });
    expect(await actions(id)).toMatchObject({ change_edit: false, change_details_edit_permission: false, change_delete: false, change_close: false });
    const closed = { status: 400, body: { success: false, message: 'The change is closed and can not be changed.' } };
    expect(await close(id)).toMatchObject(closed);
    expect(await save({ id: String(id), subject: 'Reopened' })).toMatchObject(closed);
    expect(await rows(built.app, 'SELECT subject FROM sd_changes WHERE id = ?', id)).toEqual([{ subject: change.subject }]);
  });

  it('answers 404 for an unknown change', async () => {
    expect((await close(424242)).status).toBe(404);
    expect((await get(`${API}/change-action/424242`)).status).toBe(404);
  });
});

describe('activity log and look-up', () => {
  it('logs the create and each change under data.change_activity_logs', async () => {
    const id = await create();
    await save({ id: String(id), priority_id: '4' });
    const logs = (await get(`${API}/change-log/${id}`)).body.data.change_activity_logs;
    expect(logs).toMatchObject({ total: 2, per_page: 10, current_page: 1 });
    expect(logs.data.map((e: { name: string }) => e.name)).toEqual([
      '<strong>Alan Agent</strong> set <strong>Priority</strong> to <em>Urgent</em>',
      '<strong>Alan Agent</strong> created this change',
    ]);
  });

  it('names changes "identifier subject" in the changes look-up, searching both', async () => {
    const found = (await get(`${API}/dependency/changes?search-query=CHN-0003`)).body.data.changes;
    expect(found).toEqual([{ id: 3, name: 'CHN-0003 Patch hypervisors for the March CVEs' }]);
    const unnumbered = (await get(`${API}/dependency/changes?search-query=Increase%20inodes`)).body.data.changes;
    expect(unnumbered).toEqual([{ id: 23, name: 'CHN-0023 Increase inodes on the Git server' }]);
  });
});
