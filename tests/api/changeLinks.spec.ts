// The change view's tabs through the real server: planning popups with the key in the save URL,
// assets (attach picker and table), tickets linked with a type (owner id in the body, detach by
// query string), one release at most, seeded tasks, a change created from a ticket, and a closed
// change that refuses every write while still reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, login, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { ({ built, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const LOCKED = { status: 400, body: { success: false, message: 'The change is closed and can not be changed.' } };
const get = (url: string, session = agent) => call(built.app, session, { method: 'GET', url });
const post = (url: string, payload?: object, session = agent) => call(built.app, session, { method: 'POST', url, ...(payload ? { payload } : {}) });
const remove = (url: string, session = agent) => call(built.app, session, { method: 'DELETE', url });
const change = { subject: 'Swap the core switch fans', description: '<p>Fans</p>', requester_id: '4', status_id: '1', change_type_id: '2' };
const saveChange = (fields: Record<string, string> = {}) =>
  call(built.app, agent, { method: 'POST', url: `${API}/change`, ...multipartBody({ ...change, ...fields }) });
const createChange = async () => (await saveChange()).body.data.id as number;
const close = (id: number) => post(`${API}/change-close/${id}`);
const changeOf = async (id: number) => (await get(`${API}/change/${id}`)).body.data.change;
const flags = async (id: number) => (await get(`${API}/change-action/${id}`)).body.data.actions;
const log = async (id: number) => (await get(`${API}/change-log/${id}`)).body.data.change_activity_logs.data.map((e: { name: string }) => e.name);
const idsOf = (list: Array<{ id: number }>) => list.map((row) => row.id);
const pairs = async (id: number, link: string) =>
  await rows(built.app, "SELECT target_id, attribute FROM record_links WHERE owner = 'change' AND owner_id = ? AND link = ? ORDER BY target_id", id, link);

describe('planning', () => {
  const url = (id: number | string, key: string) => `${API}/general-popup/${id}/sd_changes/${key}`;
  const save = (id: number, key: string, fields: Record<string, string>) =>
    call(built.app, agent, { method: 'POST', url: url(id, key), ...multipartBody(fields) });

  it('saves an entry under the key of the URL, reads it back, lists it in kind order and deletes it', async () => {
    const id = await createChange();
    expect((await get(url(id, 'rollout-plan'))).body.data.general_info).toEqual({ description: null, attachment: null, title: null });
    const saved = await save(id, 'rollout-plan', { identifier: 'rollout-plan', description: '<p>Site by site.</p>' });
    expect(saved.body).toMatchObject({ success: true, message: 'Rollout plan saved successfully.', data: { general_info: { description: '<p>Site by site.</p>' } } });
    await save(id, 'reason', { description: '<p>Fans fail.</p>' });
    const listed = (await get(`${API}/change-planning/${id}`)).body.data.planning_popups;
    expect(listed.map((entry: { key: string }) => entry.key)).toEqual(['reason', 'rollout-plan']);
    expect((await log(id))[0]).toBe('<strong>Alan Agent</strong> updated <strong>Reason</strong>');
    expect((await remove(`${API}/delete/general-popup/${id}/sd_changes/reason`)).body).toEqual({ success: true, message: 'Reason deleted successfully.' });
    expect((await remove(`${API}/delete/general-popup/${id}/sd_changes/reason`)).status).toBe(404);
  });

  it.each([
    ['no description', { identifier: 'impact' }, { description: 'This field is required.' }],
    ['a blank description', { identifier: 'impact', description: '  ' }, { description: 'This field is required.' }],
    ['an identifier other than the URL key', { identifier: 'reason', description: '<p>x</p>' }, { identifier: 'The identifier must match the key of the URL.' }],
    ['a title (no change kind has one)', { identifier: 'impact', description: '<p>x</p>', title: 'Short' }, { title: 'Only no kind may have a title.' }],
  ])('refuses %s with a 412 and writes nothing', async (_, fields, message) => {
    const id = await createChange();
    expect(await save(id, 'impact', fields)).toMatchObject({ status: 412, body: { success: false, message } });
    expect((await get(`${API}/change-planning/${id}`)).body.data.planning_popups).toEqual([]);
  });

  it('answers 400 for a key that is no change kind, and refuses a closed change', async () => {
    const id = await createChange();
    expect((await save(id, 'root-cause', { description: '<p>x</p>' })).status).toBe(400);
    await save(id, 'backout-plan', { description: '<p>Restore the config.</p>' });
    await close(id);
    expect(await save(id, 'backout-plan', { description: '<p>Other</p>' })).toMatchObject(LOCKED);
    expect(await remove(`${API}/delete/general-popup/${id}/sd_changes/backout-plan`)).toMatchObject(LOCKED);
    expect((await get(url(id, 'backout-plan'))).body.data.general_info.description).toBe('<p>Restore the config.</p>');
  });
});

describe('assets', () => {
  it('attaches through the picker, lists them in the table and detaches one', async () => {
    const id = await createChange();
    const candidates = idsOf((await get(`${API}/asset-list?change_id=${id}&limit=500`)).body.data.data);
    expect(candidates).toContain(3);
    expect(await post(`${API}/change/attach-assets/${id}`, { asset_ids: [3, 4] })).toMatchObject({ status: 200, body: { message: 'Assets attached successfully.' } });
    expect(idsOf((await get(`${API}/asset-list?change_ids[0]=${id}`)).body.data.data).sort()).toEqual([3, 4]);
    expect(idsOf((await get(`${API}/asset-list?change_id=${id}&limit=500`)).body.data.data)).not.toContain(3);
    expect(idsOf((await get(`${API}/change-list?asset_ids[0]=3&limit=100`)).body.data.changes)).toContain(id);
    expect(await remove(`${API}/change/detach-asset/${id}/3`)).toMatchObject({ status: 200, body: { message: 'Asset detached successfully.' } });
    expect((await pairs(id, 'assets')).map((pair) => pair.target_id)).toEqual([4]);
    expect(await remove(`${API}/change/detach-asset/${id}/3`)).toMatchObject({ status: 404, body: { message: 'The asset is not attached to this change.' } });
  });

  it('says what is wrong: no assets chosen, an unknown one, a closed change', async () => {
    const id = await createChange();
    expect(await post(`${API}/change/attach-assets/${id}`, { asset_ids: [] })).toMatchObject({ status: 412, body: { message: { asset_ids: 'Please select assets.' } } });
    expect(await post(`${API}/change/attach-assets/${id}`, { asset_ids: [999999] })).toMatchObject({ status: 412, body: { message: { asset_ids: 'The selected asset 999999 does not exist.' } } });
    await post(`${API}/change/attach-assets/${id}`, { asset_ids: [5] });
    await close(id);
    expect(await post(`${API}/change/attach-assets/${id}`, { asset_ids: [6] })).toMatchObject(LOCKED);
    expect(await remove(`${API}/change/detach-asset/${id}/5`)).toMatchObject(LOCKED);
    expect((await pairs(id, 'assets')).map((pair) => pair.target_id)).toEqual([5]);
  });
});

describe('tickets, linked as initiating or causing', () => {
  const attach = (body: object, session = agent) => post(`${API}/attach-ticket/change`, body, session);
  const attached = async (id: number) => (await get(`${API}/attached-ticket/change?change_id=${id}`)).body.data;
  const detach = (query: string) => remove(`${API}/detach-ticket/change?${query}`);

  it('attaches with the type, lists it on each row, offers only the others, and detaches by type', async () => {
    const id = await createChange();
    expect(await attach({ change_id: id, ticket_ids: [2], type: 'causing' })).toMatchObject({ status: 200, body: { success: true, message: 'Ticket attached successfully.' } });
    await attach({ change_id: String(id), ticket_ids: [3, 4], type: 'initiating' });
    const listed = await attached(id);
    expect(listed.total).toBe(3);
    expect(Object.fromEntries(listed.tickets.map((row: { id: number; type: string }) => [row.id, row.type]))).toEqual({ 2: 'causing', 3: 'initiating', 4: 'initiating' });
    expect(listed.tickets[0]).toMatchObject({ ticket_number: expect.stringMatching(/^#TKT-/), subject: expect.any(String) });
    const offered = idsOf((await get(`${API}/dependency/tickets_based_on_change?change_id=${id}&limit=all`)).body.data.tickets_based_on_change);
    expect(offered).not.toContain(2);
    expect(offered).toContain(5);
    expect(idsOf((await get(`${API}/change-list?ticket_ids[0]=2&limit=100`)).body.data.changes)).toContain(id);
    expect((await log(id)).find((line: string) => line.includes('#TKT-1002'))).toMatch(/attached ticket <em>#TKT-1002 .* \(Causing\)<\/em>$/);
    expect(await detach(`ticket_id=2&change_id=${id}&type=initiating`)).toMatchObject({ status: 404, body: { message: 'The ticket is not attached to this change.' } });
    expect(await detach(`ticket_id=2&change_id=${id}&type=causing`)).toMatchObject({ status: 200, body: { message: 'Ticket detached successfully.' } });
    expect(await pairs(id, 'tickets')).toEqual([{ target_id: 3, attribute: 'initiating' }, { target_id: 4, attribute: 'initiating' }]);
    expect(await detach(`ticket_id=2&change_id=${id}&type=causing`)).toMatchObject({ status: 404 });
  });

  it.each([
    ['no type', { ticket_ids: [2] }, { type: 'This field is required.' }],
    ['a type that is no option', { ticket_ids: [2], type: 'initiated' }, { type: 'The selected type is invalid.' }],
    ['no tickets and no type', { ticket_ids: [] }, { ticket_ids: 'Please select tickets.', type: 'This field is required.' }],
  ])('refuses %s with a 412 naming every field', async (_, body, message) => {
    const id = await createChange();
    expect(await attach({ change_id: id, ...body })).toMatchObject({ status: 412, body: { success: false, message } });
    expect(await pairs(id, 'tickets')).toEqual([]);
  });

  it('needs the change: missing or malformed change_id is a 412, an unknown one a 404, a closed one the lock message', async () => {
    expect(await attach({ ticket_ids: [2], type: 'causing' })).toMatchObject({ status: 412, body: { message: { change_id: 'This field is required.' } } });
    expect(await attach({ change_id: 'x', ticket_ids: [2], type: 'causing' })).toMatchObject({ status: 412, body: { message: { change_id: 'The change_id must be a positive integer.' } } });
    expect((await attach({ change_id: 424242, ticket_ids: [2], type: 'causing' })).status).toBe(404);
    const id = await createChange();
    await attach({ change_id: id, ticket_ids: [6], type: 'causing' });
    await close(id);
    expect(await attach({ change_id: id, ticket_ids: [7], type: 'causing' })).toMatchObject(LOCKED);
    expect(await detach(`ticket_id=6&change_id=${id}&type=causing`)).toMatchObject(LOCKED);
    expect((await attached(id)).total).toBe(1);
  });

  it('answers 400 for a detach whose query misses or garbles a value', async () => {
    const id = await createChange();
    expect((await detach(`ticket_id=2&change_id=${id}`)).status).toBe(400);
    expect((await detach(`ticket_id=2&change_id=${id}&type=other`)).status).toBe(400);
    expect((await detach(`change_id=${id}&type=causing`)).status).toBe(400);
    expect((await detach('ticket_id=2&type=causing')).status).toBe(400);
    expect((await get(`${API}/attached-ticket/change`)).status).toBe(400);
  });

  it('needs an agent', async () => {
    const user = await login(built.app, 'user@example.com');
    const id = await createChange();
    expect((await attach({ change_id: id, ticket_ids: [2], type: 'causing' }, user)).status).toBe(403);
  });
});

describe('the release, one at most', () => {
  const attach = (id: number, release: number | string) => post(`${API}/change/attach-release/${id}/${release}`);
  const detach = (id: number) => remove(`${API}/change/detach-release/${id}`);

  it('attaches one release, reads it as attach_releases, refuses a second, and detaches it without naming it', async () => {
    const id = await createChange();
    expect((await changeOf(id)).attach_releases).toEqual([]);
    expect(await flags(id)).toMatchObject({ change_release_attach: true, change_release_detach: false });
    expect(await attach(id, 2)).toMatchObject({ status: 200, body: { message: 'Release attached successfully.' } });
    expect((await changeOf(id)).attach_releases).toMatchObject({ id: 2, subject: 'ERP 4.2 rollout', identifier: 'REL-0002',
      status: { name: expect.any(String) }, priority: { name: expect.any(String) }, release_type: { name: expect.any(String) },
      location: { name: expect.any(String) }, planned_start_date: '2025-02-03 06:00:00' });
    expect(await flags(id)).toMatchObject({ change_release_attach: false, change_release_detach: true });
    expect(await attach(id, 3)).toMatchObject({ status: 400, body: { message: 'A change can be linked to at most 1 release; detach one first.' } });
    expect(idsOf((await get(`${API}/change-list?release_ids[0]=2&limit=100`)).body.data.changes)).toContain(id);
    expect(idsOf((await get(`${API}/release-list?change_ids[0]=${id}`)).body.data.releases)).toEqual([2]);
    expect(await detach(id)).toMatchObject({ status: 200, body: { message: 'Release detached successfully.' } });
    expect((await changeOf(id)).attach_releases).toEqual([]);
    expect(await detach(id)).toMatchObject({ status: 404, body: { message: 'No release is attached to this change.' } });
  });

  it('answers 404 for an unknown release, 400 for a malformed one, and refuses a closed change', async () => {
    const id = await createChange();
    expect(await attach(id, 424242)).toMatchObject({ status: 404, body: { message: 'The release does not exist.' } });
    expect((await attach(id, 'abc')).status).toBe(400);
    await attach(id, 1);
    await close(id);
    expect(await attach(id, 4)).toMatchObject(LOCKED);
    expect(await detach(id)).toMatchObject(LOCKED);
    expect(await flags(id)).toMatchObject({ change_release_attach: false, change_release_detach: false, associated_releases: true });
  });

  it('serves the releases look-up from release rows, and the release list and record', async () => {
    const names = (await get(`${API}/dependency/releases`)).body.data.releases.map((item: { name: string }) => item.name);
    expect(names).toContain('Mobile app 2.0');
    expect((await get(`${API}/release/4`)).body.data.release).toMatchObject({ subject: 'Network refresh wave 2', planned_end_date: null });
    expect((await get(`${API}/release-list`)).body.data.total).toBe(await count(built.app, 'sd_releases'));
  });
});

describe('tasks', () => {
  const attached = async (id: number) => (await get(`${API}/attached-task/change?change_id=${id}`)).body.data;
  const detach = (task: number | string, id: number | string) => remove(`${API}/detach-task/change?task_id=${task}&change_id=${id}`);

  it('lists the seeded tasks of a change with their people, and detaches one', async () => {
    const { tasks, total } = await attached(1);
    expect(total).toBe(2);
    expect(tasks[0]).toMatchObject({ task_name: expect.any(String), task_start_date: expect.stringMatching(/^2025-/), task_end_date: expect.any(String),
      users: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]), assign_to: { full_name: expect.any(String) } });
    expect(await detach(tasks[0].id, 1)).toMatchObject({ status: 200, body: { message: 'Task detached successfully.' } });
    expect((await attached(1)).total).toBe(1);
    expect(await detach(tasks[0].id, 1)).toMatchObject({ status: 404, body: { message: 'The task is not attached to this change.' } });
  });

  it('answers 400 for a bad query and refuses a closed change (position 9 holds two tasks)', async () => {
    expect((await detach('x', 1)).status).toBe(400);
    expect((await remove(`${API}/detach-task/change?task_id=1`)).status).toBe(400);
    const closed = 10;
    const { tasks } = await attached(closed);
    expect(tasks.length).toBe(2);
    expect(await detach(tasks[0].id, closed)).toMatchObject(LOCKED);
    expect(await flags(closed)).toMatchObject({ associated_tasks: true, attach_task: false });
  });
});

describe('a change created from a ticket', () => {
  it('is linked to the ticket as initiating in the same save', async () => {
    const saved = await saveChange({ ticket_id: '9' });
    expect(saved.status).toBe(200);
    expect(await pairs(saved.body.data.id, 'tickets')).toEqual([{ target_id: 9, attribute: 'initiating' }]);
    expect((await log(saved.body.data.id)).some((line: string) => /attached ticket <em>#TKT-1009 .*\(Initiating\)<\/em>/.test(line))).toBe(true);
  });

  it('creates nothing for an unknown ticket', async () => {
    const before = await count(built.app, 'sd_changes');
    expect(await saveChange({ ticket_id: '424242' })).toMatchObject({ status: 400, body: { message: 'The selected ticket does not exist.' } });
    expect(await count(built.app, 'sd_changes')).toBe(before);
  });
});
