// A problem's one change (x-links change, max 1) through the real server: attach by URL, the second
// attach refused, detach, the flags that follow the link, `change` in the problem's read record, and
// a change created from a problem (x-api.save.context problem_id) linked in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, login, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { ({ built, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string, session = agent) => call(built.app, session, { method: 'GET', url });
const attach = (problem: number | string, change: number | string, session = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/problem-attach-change/${problem}/${change}` });
const detach = (problem: number | string, change: number | string, session = agent) =>
  call(built.app, session, { method: 'DELETE', url: `${API}/problem-detach-change/${problem}/${change}` });
const createProblem = async () => (await call(built.app, agent, { method: 'POST', url: `${API}/problem/`, ...multipartBody({
  subject: 'Storage array fans fail', description: '<p>Fans</p>', requester_id: '12', department_id: '3', impact_id: '1', status_type_id: '1', priority_id: '2',
}) })).body.data.id as number;
const change = { subject: 'Replace the array fan trays', description: '<p>Fan trays</p>', requester_id: '4', status_id: '1', change_type_id: '3' };
const saveChange = (fields: Record<string, string>, query = '') =>
  call(built.app, agent, { method: 'POST', url: `${API}/change${query}`, ...multipartBody({ ...change, ...fields }) });
const problemOf = async (id: number) => (await get(`${API}/problem/${id}`)).body.data;
const flags = async (id: number) => {
  const { problem_change_attach: attachable, problem_change_detach: detachable } = (await get(`${API}/problem-action/${id}`)).body.data.actions;
  return { attachable, detachable };
};
const linked = async (id: number) => (await rows(built.app, "SELECT target_id FROM record_links WHERE owner = 'problem' AND owner_id = ? AND link = 'change'", id))
  .map((row) => row.target_id);
const log = async (id: number) => (await get(`${API}/problem-log/${id}`)).body.data.problem_activity_logs.data.map((e: { name: string }) => e.name);

describe('attach existing and detach', () => {
  it('attaches one change named in the URL; the problem then reads it as an object and offers detach only', async () => {
    const id = await createProblem();
    expect((await problemOf(id)).change).toEqual([]);
    expect(await flags(id)).toEqual({ attachable: true, detachable: false });
    expect(await attach(id, 3)).toMatchObject({ status: 200, body: { success: true, message: 'Change attached successfully.' } });
    expect((await problemOf(id)).change).toMatchObject({ id: 3, identifier: 'CHN-0003', subject: 'Patch hypervisors for the March CVEs',
      status: { name: expect.any(String) }, requester: { id: expect.any(Number) }, change_type: { name: expect.any(String) } });
    expect(await flags(id)).toEqual({ attachable: false, detachable: true });
    expect((await log(id))[0]).toBe('<strong>Alan Agent</strong> attached change <em>CHN-0003 Patch hypervisors for the March CVEs</em>');
  });

  it('refuses a second change with a clear 400, keeping the first; the same change again changes nothing', async () => {
    const id = await createProblem();
    await attach(id, 5);
    expect(await attach(id, 6)).toMatchObject({ status: 400, body: { success: false, message: 'A problem can be linked to at most 1 change; detach one first.' } });
    expect((await attach(id, 5)).status).toBe(200);
    expect(await linked(id)).toEqual([5]);
  });

  it('detaches the change, reads [] again and offers attach; detaching when none is attached is a 404', async () => {
    const id = await createProblem();
    await attach(id, 7);
    expect(await detach(id, 7)).toMatchObject({ status: 200, body: { success: true, message: 'Change detached successfully.' } });
    expect((await problemOf(id)).change).toEqual([]);
    expect(await flags(id)).toEqual({ attachable: true, detachable: false });
    expect(await detach(id, 7)).toMatchObject({ status: 404, body: { success: false, message: 'The change is not attached to this problem.' } });
  });

  it('answers 404 for an unknown problem or change, 400 for malformed ids', async () => {
    const id = await createProblem();
    expect(await attach(id, 424242)).toMatchObject({ status: 404, body: { success: false, message: 'The change does not exist.' } });
    expect((await attach(424242, 1)).status).toBe(404);
    expect((await attach(id, 'abc')).status).toBe(400);
    expect((await detach(id, 'abc')).status).toBe(400);
    expect(await linked(id)).toEqual([]);
  });

  it('refuses a closed problem for attach and detach, and grants neither flag', async () => {
    const id = await createProblem();
    await attach(id, 8);
    await call(built.app, agent, { method: 'POST', url: `${API}/problem-close/${id}` });
    const closed = { status: 400, body: { success: false, message: 'The problem is closed and can not be changed.' } };
    expect(await detach(id, 8)).toMatchObject(closed);
    expect(await flags(id)).toEqual({ attachable: false, detachable: false });
    expect(await linked(id)).toEqual([8]);
  });

  it('needs an agent', async () => {
    const user = await login(built.app, 'user@example.com');
    const id = await createProblem();
    expect((await attach(id, 1, user)).status).toBe(403);
    expect(await linked(id)).toEqual([]);
  });

  it('lets problems be filtered by their change and forgets the link when the change is deleted', async () => {
    const id = await createProblem();
    const changeId = (await saveChange({ subject: 'Temporary change' })).body.data.id;
    await attach(id, changeId);
    const found = (await get(`${API}/problem-list?change_ids[0]=${changeId}`)).body.data.problems;
    expect(found.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(found[0].change.id).toBe(changeId);
    const admin = await login(built.app);
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/change/${changeId}` })).status).toBe(200);
    expect((await problemOf(id)).change).toEqual([]);
  });
});

describe('a change created from a problem', () => {
  it('is linked to the problem in the same save, whether problem_id comes in the body or the query', async () => {
    const id = await createProblem();
    const saved = await saveChange({ problem_id: String(id) });
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: 'Change created successfully.' } });
    expect(await linked(id)).toEqual([saved.body.data.id]);
    expect((await problemOf(id)).change).toMatchObject({ id: saved.body.data.id, subject: change.subject });
    // The new change was given its number, which the log names it by.
    const { identifier } = (await rows(built.app, 'SELECT identifier FROM sd_changes WHERE id = ?', saved.body.data.id))[0];
    expect(identifier).toMatch(/^CHN-\d{4}$/);
    expect((await log(id))[0]).toBe(`<strong>Alan Agent</strong> attached change <em>${identifier} ${change.subject}</em>`);
    const other = await createProblem();
    const byQuery = await saveChange({ subject: 'Fan trays, second site' }, `?problem_id=${other}`);
    expect(await linked(other)).toEqual([byQuery.body.data.id]);
  });

  it.each([
    ['an unknown problem', () => '424242', 'The selected problem does not exist.'],
    ['a problem holding a change already', async () => { const id = await createProblem(); await attach(id, 2); return String(id); },
      'A problem can be linked to at most 1 change; detach one first.'],
    ['a closed problem', async () => { const id = await createProblem(); await call(built.app, agent, { method: 'POST', url: `${API}/problem-close/${id}` }); return String(id); },
      'The problem is closed and can not be changed.'],
    ['a malformed problem_id', () => 'first', 'The problem_id must be a positive integer.'],
  ])('creates nothing for %s (400)', async (_, problemId, message) => {
    const given = await problemId();
    const before = { changes: await count(built.app, 'sd_changes'), log: await count(built.app, 'activity_log'), links: await count(built.app, 'record_links') };
    expect(await saveChange({ problem_id: given })).toMatchObject({ status: 400, body: { success: false, message } });
    expect({ changes: await count(built.app, 'sd_changes'), log: await count(built.app, 'activity_log'), links: await count(built.app, 'record_links') }).toEqual(before);
  });

  it('links nothing on an update: the context is for a create', async () => {
    const id = await createProblem();
    const changeId = (await saveChange({})).body.data.id;
    expect((await saveChange({ id: String(changeId), problem_id: String(id) })).status).toBe(200);
    expect(await linked(id)).toEqual([]);
  });
});
