// A problem's asset_ids (schemas/problem.json: x-link "assets"): written with the problem, it is the
// set of the assets link, attached in the save's transaction, replaced on update and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

const API = '/service-desk/api';
const PROBLEM = {
  subject: 'Docking stations drop monitors', description: '<p>Screens go dark.</p>', requester_id: '12',
  department_id: '3', impact_id: '1', status_type_id: '1', priority_id: '2',
};

let built: Built;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, agent, user } = await signedIn()); });
afterAll(() => built.close());

const save = (fields: Record<string, string>, session = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/problem/`, ...multipartBody(fields) });
const ids = (list: number[]) => Object.fromEntries(list.map((id, i) => [`asset_ids[${i}]`, String(id)]));
const linked = async (id: number) => (await rows(built.app, "SELECT target_id FROM record_links WHERE owner = 'problem' AND owner_id = ? AND link = 'assets' ORDER BY target_id", id))
  .map((row) => row.target_id);
const read = async (id: number) => (await call(built.app, agent, { method: 'GET', url: `${API}/problem/${id}` })).body.data;
const log = async (id: number) => (await call(built.app, agent, { method: 'GET', url: `${API}/problem-log/${id}?limit=100` }))
  .body.data.problem_activity_logs.data.map((entry: { name: string }) => entry.name) as string[];

describe('asset_ids on the problem save', () => {
  it('creates the problem with its assets linked, and reads them back as {id, name} under assets', async () => {
    const { status, body } = await save({ ...PROBLEM, ...ids([2, 1]) });
    expect(status, JSON.stringify(body)).toBe(200);
    const id = body.data.id as number;
    expect(await linked(id)).toEqual([1, 2]);
    const record = await read(id);
    expect(record.assets.map((asset: { id: number }) => asset.id).sort()).toEqual([1, 2]);
    expect(record.assets[0].name).toMatch(/^AST-000[12] /);
    expect(record).not.toHaveProperty('asset_ids');
    expect((await log(id)).some((entry) => /attached assets <em>AST-000/.test(entry))).toBe(true);
  });

  it('replaces the set on update: new ids attached, removed ones detached, both logged', async () => {
    const id = (await save({ ...PROBLEM, ...ids([1, 2]) })).body.data.id as number;
    expect((await save({ id: String(id), ...ids([2, 3]) })).status).toBe(200);
    expect(await linked(id)).toEqual([2, 3]);
    const entries = await log(id);
    expect(entries.some((entry) => /detached asset <em>AST-0001 /.test(entry))).toBe(true);
    expect(entries.some((entry) => /attached asset <em>AST-0003 /.test(entry))).toBe(true);
    // An empty value empties the set; leaving the field out leaves it alone.
    expect((await save({ id: String(id), subject: 'Still dark' })).status).toBe(200);
    expect(await linked(id)).toEqual([2, 3]);
    expect((await save({ id: String(id), asset_ids: '' })).status).toBe(200);
    expect(await linked(id)).toEqual([]);
  });

  it('refuses an unknown asset with a 412 naming asset_ids, writing nothing', async () => {
    const problems = await count(built.app, 'sd_problem');
    const activity = await count(built.app, 'activity_log');
    const created = await save({ ...PROBLEM, ...ids([1, 99999]) });
    expect(created).toMatchObject({ status: 412, body: { success: false, message: { asset_ids: 'The selected asset 99999 does not exist.' } } });
    expect(await count(built.app, 'sd_problem')).toBe(problems);
    const id = (await save({ ...PROBLEM, ...ids([1]) })).body.data.id as number;
    const before = await count(built.app, 'activity_log');
    const updated = await save({ id: String(id), subject: 'Renamed', ...ids([4, 99999]) });
    expect(updated.status).toBe(412);
    expect(updated.body.message).toEqual({ asset_ids: 'The selected asset 99999 does not exist.' });
    expect(await linked(id)).toEqual([1]);
    expect((await read(id)).subject).toBe(PROBLEM.subject);
    expect(await count(built.app, 'activity_log')).toBe(before);
    expect(activity).toBeLessThan(before);
  });

  it('names every invalid field at once', async () => {
    const { status, body } = await save({ ...PROBLEM, subject: '', ...ids([99999]) });
    expect(status).toBe(412);
    expect(body.message).toMatchObject({ subject: 'This field is required.', asset_ids: 'The selected asset 99999 does not exist.' });
  });

  it('refuses to change the assets of a closed problem with its lock message', async () => {
    const id = (await save({ ...PROBLEM, ...ids([1]) })).body.data.id as number;
    await call(built.app, agent, { method: 'POST', url: `${API}/problem-close/${id}` });
    const refused = await save({ id: String(id), ...ids([1, 2]) });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: 'The problem is closed and can not be changed.' } });
    expect(await linked(id)).toEqual([1]);
  });

  it('leaves the write to staff: a host user is refused before anything is read', async () => {
    expect((await save({ ...PROBLEM, ...ids([1]) }, user)).status).toBe(403);
  });
});
