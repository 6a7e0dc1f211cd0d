// CAB definitions through the real server: the list with its
// own query names, the board read with ordered levels, JSON saves with every 412, level removal that
// keeps the last level, board deletion, the cabs look-up, and administrators only for writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api/cab';
const AT_LEAST_ONE = 'atleast_one_user_or_one_user_type_is_required_to_create_cab';
const get = (url: string, session = admin) => call(built.app, session, { method: 'GET', url });
const post = (payload: Record<string, unknown>, session = admin) => call(built.app, session, { method: 'POST', url: API, payload });
const remove = (url: string, session = admin) => call(built.app, session, { method: 'DELETE', url });
const list = async (query = '') => (await get(`${API}?${query}`)).body.data;

const level = (name: string, extra: Record<string, unknown> = {}) => ({ name, match: 'any', approvers: { users: [2], user_types: [] }, ...extra });
const board = (extra: Record<string, unknown> = {}) => ({
  name: 'Network board', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 1, reminder_interval: 8,
  levels: [level('Network team', { order: 1 }), level('Security', { order: 2, match: 'all', approvers: { users: [], user_types: [3] } })],
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => (await post(board(extra))).body.data;
/** The 412 messages of a save that must be refused, checking nothing was written. */
const refused = async (payload: Record<string, unknown>) => {
  const before = await count(built.app, 'cab_boards');
  const response = await post(payload);
  expect(response.status, JSON.stringify(response.body)).toBe(412);
  expect(await count(built.app, 'cab_boards')).toBe(before);
  return response.body.message as Record<string, string>;
};

describe('list', () => {
  it('answers the seeded boards at data.data with the paginator, newest first, levels counted', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(['Emergency change board', 'Standard change board']);
    expect(page.data[1]).toMatchObject({ levels_count: 2, send_auto_reminders: 1, reminder_interval: 24, is_edit: true, is_delete: true });
    expect(page.data[0].levels_count).toBe(1);
  });

  it('reads sort_by, order, search, page and limit, and refuses what it does not know', async () => {
    expect((await list('sort_by=name&order=asc')).data[0].name).toBe('Emergency change board');
    expect((await list('sort_by=name&order=desc')).data[0].name).toBe('Standard change board');
    expect((await list('search=%20emergency%20')).data.map((row: { name: string }) => row.name)).toEqual(['Emergency change board']);
    expect(await list('limit=1&page=2')).toMatchObject({ total: 2, current_page: 2, last_page: 2, data: [{ name: 'Standard change board' }] });
    for (const query of ['sort_by=levels_count', 'order=up', 'limit=0', 'page=x', 'sort_by=name&sort_by=id']) {
      expect((await get(`${API}?${query}`)).status, query).toBe(400);
    }
  });

  it('lets agents read without edit or delete, and nobody signed out', async () => {
    const page = (await get(API, agent)).body.data;
    expect(page.data[0]).toMatchObject({ is_edit: false, is_delete: false });
    expect((await call(built.app, undefined, { method: 'GET', url: API })).status).toBe(401);
  });
});

describe('get', () => {
  it('puts the board directly under data, levels in order with approver ids and their names', async () => {
    const id = (await list('sort_by=name&order=desc')).data[0].id;
    const { body } = await get(`${API}/${id}`);
    expect(body.data).toMatchObject({ id, name: 'Standard change board', action_on_approve: 4, action_on_deny: 2, levels_count: 2, is_edit: true });
    expect(body.data.levels.map((l: { order: number; name: string }) => [l.order, l.name])).toEqual([[1, 'Technical review'], [2, 'Management approval']]);
    const [first] = body.data.levels;
    expect(first).toMatchObject({ match: 'any', approvers: { users: [2, 4], user_types: [] } });
    expect(first.approve_users).toEqual([{ id: 2, name: 'Alan Agent' }, { id: 4, name: 'Grace Hopper' }]);
  });

  it('answers 404 for an unknown board and 400 for an id that is none', async () => {
    expect((await get(`${API}/9999`)).status).toBe(404);
    expect((await get(`${API}/abc`)).status).toBe(400);
  });
});

describe('save', () => {
  it('creates a board from JSON with its levels, defaults filled, and logs it', async () => {
    const response = await post({ name: ' Desk board ', levels: [{ name: 'Desk', approvers: { user_types: [2] } }] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'CAB created successfully.' });
    const data = response.body.data;
    expect(data).toMatchObject({ name: 'Desk board', send_auto_reminders: 0, reminder_interval: null, action_on_approve: null, levels_count: 1 });
    expect(data.levels).toEqual([expect.objectContaining({ name: 'Desk', order: 1, match: 'all', approvers: { users: [], user_types: [2] } })]);
    expect(data.levels[0].approve_user_types).toEqual([{ id: 2, name: 'Agent' }]);
    expect(await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'cab' AND record_id = ?", data.id)).toEqual([{ action: 'created' }]);
  });

  it('orders levels by their order, ties kept as sent, numbered 1..n', async () => {
    const data = await create({ levels: [level('C', { order: 3 }), level('A', { order: 1 }), level('B', { order: 1 })] });
    expect(data.levels.map((l: { name: string; order: number }) => `${l.order}${l.name}`)).toEqual(['1A', '2B', '3C']);
  });

  it('updates: renames, reorders and changes approvers of the same levels, keeping their ids', async () => {
    const created = await create();
    const [first, second] = created.levels;
    const response = await post({
      ...board(), id: created.id, name: 'Network board (v2)', send_auto_reminders: 0,
      levels: [{ ...second, order: 1 }, { ...first, order: 2, name: 'Network operations', approvers: { users: [2, 4], user_types: [] } }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('CAB updated successfully.');
    const { data } = await get(`${API}/${created.id}`).then((r) => r.body);
    expect(data).toMatchObject({ name: 'Network board (v2)', send_auto_reminders: 0, reminder_interval: null });
    expect(data.levels.map((l: { id: number; order: number; name: string }) => [l.id, l.order, l.name]))
      .toEqual([[second.id, 1, 'Security'], [first.id, 2, 'Network operations']]);
    expect(data.levels[1].approvers).toEqual({ users: [2, 4], user_types: [] });
    const log = await rows(built.app, "SELECT action, changes FROM activity_log WHERE resource = 'cab' AND record_id = ? ORDER BY id", created.id);
    expect(log.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(JSON.parse(log[1].changes)).toMatchObject({ name: ['Network board', 'Network board (v2)'], reminder_interval: [8, null] });
  });

  it('keeps the levels an update leaves out after the ones it sends, and the fields it leaves out', async () => {
    const created = await create();
    const response = await post({ id: created.id, levels: [{ ...created.levels[1], order: 1 }, level('New', { order: 2 })] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Network board', reminder_interval: 8 });
    expect(response.body.data.levels.map((l: { name: string; order: number }) => `${l.order}${l.name}`)).toEqual(['1Security', '2New', '3Network team']);
  });

  it('reads a multipart body the same way', async () => {
    const response = await call(built.app, admin, { method: 'POST', url: API, ...multipartBody({
      name: 'Form board', send_auto_reminders: '1', reminder_interval: '4',
      'levels[0][name]': 'Only', 'levels[0][order]': '1', 'levels[0][match]': 'any', 'levels[0][approvers][users][0]': '4',
    }) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ send_auto_reminders: 1, reminder_interval: 4, levels: [{ name: 'Only', approvers: { users: [4], user_types: [] } }] });
  });

  it('refuses invalid boards with 412 messages under dotted keys, writing nothing', async () => {
    expect(await refused({ levels: [level('A')] })).toEqual({ name: 'This field is required.' });
    expect(await refused(board({ name: '   ' }))).toEqual({ name: 'This field is required.' });
    expect(await refused({ name: 'x' })).toEqual({ levels: 'This field is required.' });
    expect(await refused(board({ levels: [] }))).toEqual({ levels: 'At least one level is required.' });
    expect(await refused(board({ send_auto_reminders: 1, reminder_interval: null }))).toEqual({ reminder_interval: 'This field is required.' });
    expect(await refused(board({ reminder_interval: 5 }))).toEqual({ reminder_interval: 'The selected reminder interval is invalid.' });
    expect(await refused(board({ levels: [level(''), level('B', { approvers: { users: [], user_types: [] } }), level('C', { approvers: undefined })] })))
      .toEqual({ 'levels.0.name': 'This field is required.', 'levels.1.approvers': AT_LEAST_ONE, 'levels.2.approvers': AT_LEAST_ONE });
    expect(await refused(board({ levels: [level('A', { match: 'some', order: 0 })] })))
      .toEqual({ 'levels.0.match': 'The selected match is invalid.', 'levels.0.order': 'The order must be an integer of at least 1.' });
    expect(await refused(board({ levels: [level('A', { approvers: { users: ['me'] } })] }))).toEqual({ 'levels.0.approvers.users.0': 'must be integer' });
  });

  it('refuses statuses, users, user types and levels that do not exist or belong to another board', async () => {
    const seeded = (await list('sort_by=id&order=asc')).data[0].id;
    const [foreign] = (await get(`${API}/${seeded}`)).body.data.levels;
    expect(await refused(board({
      action_on_approve: 99,
      levels: [level('A', { id: foreign.id }), level('B', { approvers: { users: [9999], user_types: [] } }), level('C', { approvers: { users: [], user_types: [99] } })],
    }))).toEqual({
      action_on_approve: 'The selected action on approve is invalid.',
      'levels.0.id': 'The selected level is invalid.',
      'levels.1.approvers.users': 'The selected users are invalid.',
      'levels.2.approvers.user_types': 'The selected user types are invalid.',
    });
    const created = await create();
    const twice = await post({ id: created.id, levels: [created.levels[0], { ...created.levels[0], name: 'again' }] });
    expect(twice).toMatchObject({ status: 412, body: { message: { 'levels.1.id': 'The selected level is invalid.' } } });
    expect((await post({ ...board(), id: 9999 })).status).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await post(board(), agent)).status).toBe(403);
  });
});

describe('remove a level', () => {
  it('removes a saved level, renumbers the rest and logs it on the board', async () => {
    const created = await create({ levels: [level('A', { order: 1 }), level('B', { order: 2 }), level('C', { order: 3 })] });
    const response = await remove(`${API}/${created.levels[0].id}/level`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'CAB level deleted successfully.' });
    const { levels } = (await get(`${API}/${created.id}`)).body.data;
    expect(levels.map((l: { name: string; order: number }) => `${l.order}${l.name}`)).toEqual(['1B', '2C']);
    expect(await rows(built.app, 'SELECT * FROM cab_level_approvers WHERE level_id = ?', created.levels[0].id)).toEqual([]);
    const last = (await rows(built.app, "SELECT action, changes FROM activity_log WHERE resource = 'cab' AND record_id = ? ORDER BY id DESC LIMIT 1", created.id))[0];
    expect(last.action).toBe('updated');
    expect(JSON.parse(last.changes).levels[1]).toBe('1. B (any; users 2) | 2. C (any; users 2)');
  });

  it('refuses to remove the last level (400), an unknown one (404), and agents (403)', async () => {
    const created = await create({ levels: [level('Only')] });
    expect(await remove(`${API}/${created.levels[0].id}/level`)).toMatchObject({ status: 400, body: { success: false, message: 'The last level of a CAB cannot be removed.' } });
    expect((await get(`${API}/${created.id}`)).body.data.levels_count).toBe(1);
    expect((await remove(`${API}/999999/level`)).status).toBe(404);
    expect((await remove(`${API}/${created.levels[0].id}/level`, agent)).status).toBe(403);
  });
});

describe('delete a board', () => {
  it('deletes the board with its levels through .../workflow/, and logs it', async () => {
    const created = await create();
    expect((await remove(`${API}/${created.id}/workflow/`, agent)).status).toBe(403);
    expect(await remove(`${API}/${created.id}/workflow/`)).toMatchObject({ status: 200, body: { success: true, message: 'CAB deleted successfully.' } });
    expect((await get(`${API}/${created.id}`)).status).toBe(404);
    expect(await rows(built.app, 'SELECT id FROM cab_levels WHERE board_id = ?', created.id)).toEqual([]);
    expect(await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'cab' AND record_id = ? ORDER BY id DESC LIMIT 1", created.id)).toEqual([{ action: 'deleted' }]);
    expect((await remove(`${API}/${created.id}/workflow/`)).status).toBe(404);
  });
});

describe('the cabs look-up', () => {
  it('offers the stored boards by name', async () => {
    const created = await create({ name: 'Zz look-up board' });
    const { body } = await get('/service-desk/api/dependency/cabs?limit=all', agent);
    expect(body.data.cabs).toContainEqual({ id: created.id, name: 'Zz look-up board' });
    expect(body.data.cabs.map((item: { name: string }) => item.name)).toContain('Standard change board');
  });
});
