// No lost updates: a record reads with its row_version, an update that sends the version it was read
// at is written only at that version, and a save against a newer one is refused with 409 and the
// spec's envelope, changing nothing. A save without a version (a client of a server that has none)
// is written as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_VERSION } from '../../src/kernel';
import { saveRecord } from '../../server/repositories/saveRecord';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

const API = '/service-desk/api';
const STALE = 'Someone else changed this problem since you opened it, so nothing was saved. Reload it to see their changes.';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const problem = {
  subject: 'Printers drop off the network', description: '<p>Every morning.</p>', requester_id: '11', department_id: '3',
  impact_id: '2', status_type_id: '1', priority_id: '3',
};
const save = (fields: Record<string, string>, session = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/problem/`, ...multipartBody(fields) });
const read = async (id: number) => (await call(built.app, agent, { method: 'GET', url: `${API}/problem/${id}` })).body.data;
const create = async () => (await save(problem)).body.data as { id: number; row_version: number };
const storedRow = async (id: number) => (await rows(built.app, 'SELECT * FROM sd_problem WHERE id = ?', id))[0];
const logged = async (id: number) => await count(built.app, `activity_log WHERE resource = 'problem' AND record_id = ${id}`);

describe('the version a record is read at', () => {
  it('starts at 1, is read with the record and the list, and counts up with every update', async () => {
    const created = await create();
    expect(created[ROW_VERSION]).toBe(1);
    expect((await read(created.id))[ROW_VERSION]).toBe(1);
    const listed = (await call(built.app, agent, { method: 'GET', url: `${API}/problem-list?problem_ids[0]=${created.id}` })).body.data.problems;
    expect(listed[0][ROW_VERSION]).toBe(1);
    const updated = await save({ id: String(created.id), subject: 'Printers drop off at 9', [ROW_VERSION]: '1' });
    expect(updated.status).toBe(200);
    expect(updated.body.data[ROW_VERSION]).toBe(2);
    // A command writes the record too: it is a new version.
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/problem-close/${created.id}` })).status).toBe(200);
    expect((await read(created.id))[ROW_VERSION]).toBe(3);
  });

  it('is no change of the record: the activity log does not mention it', async () => {
    const { id } = await create();
    await save({ id: String(id), subject: 'Renamed', [ROW_VERSION]: '1' });
    const changes = await rows(built.app, "SELECT changes FROM activity_log WHERE resource = 'problem' AND record_id = ? AND action = 'updated'", id);
    expect(changes.map((row) => JSON.parse(row.changes))).toEqual([{ subject: ['Printers drop off the network', 'Renamed'] }]);
  });
});

describe('a stale save', () => {
  it('is refused with 409 and the envelope, nothing changed; a save at the fresh version is accepted', async () => {
    const { id } = await create();
    // Two agents opened version 1; the first saves.
    expect((await save({ id: String(id), subject: 'First agent', [ROW_VERSION]: '1' }, admin)).status).toBe(200);
    const before = await storedRow(id);
    const entries = await logged(id);
    const stale = await save({ id: String(id), subject: 'Second agent', description: '<p>Overwritten?</p>', [ROW_VERSION]: '1' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: STALE });
    expect(await storedRow(id)).toEqual(before);
    expect(await logged(id)).toBe(entries);
    // After a reload the second agent saves at version 2.
    const fresh = await save({ id: String(id), subject: 'Second agent', [ROW_VERSION]: String((await read(id))[ROW_VERSION]) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ subject: 'Second agent', [ROW_VERSION]: 3 });
  });

  it('is refused before its values are judged, and with an upload leaves no file behind', async () => {
    const { id } = await create();
    await save({ id: String(id), subject: 'Moved on', [ROW_VERSION]: '1' });
    const stale = await call(built.app, agent, { method: 'POST', url: `${API}/problem/`,
      ...multipartBody({ id: String(id), subject: 'x'.repeat(51), [ROW_VERSION]: '1' }, [{ name: 'attachment', filename: 'late.txt', content: 'late' }]) });
    expect(stale.status).toBe(409);
    expect(await count(built.app, `attachments WHERE owner = 'sd_problem' AND owner_id = ${id}`)).toBe(0);
  });

  it('is refused by the write itself, not only by the check before it: the compare and the update are one statement', async () => {
    const { id } = await create();
    await save({ id: String(id), subject: 'Written at 1', [ROW_VERSION]: '1' });
    const before = await storedRow(id);
    const def = built.app.resources.find((resource) => resource.name === 'problem')!;
    await expect(saveRecord(built.app.db, def, { id, version: 1, values: { subject: 'Behind the check' } }, null))
      .rejects.toThrow(expect.objectContaining({ statusCode: 409, message: STALE }));
    expect(await storedRow(id)).toEqual(before);
  });

  it('of two sent at once at the same version, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await create();
      const answers = await Promise.all(['Agent A', 'Agent B'].map((subject, i) => save({ id: String(id), subject, [ROW_VERSION]: '1' }, i ? admin : agent)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body.data.subject;
      expect(await storedRow(id)).toMatchObject({ subject: winner, [ROW_VERSION]: 2 });
    }
  });

  it('follows a change to a link set the form holds: an attach elsewhere makes the form\'s version stale', async () => {
    const { id } = await create();
    const [asset] = await rows(built.app, 'SELECT id FROM sd_assets ORDER BY id LIMIT 1');
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/problem-attach-assets/${id}`, payload: { asset_ids: [asset.id] } })).status).toBe(200);
    const stale = await save({ id: String(id), subject: 'Saved with the old asset set', 'asset_ids[0]': '', [ROW_VERSION]: '1' });
    expect(stale.status).toBe(409);
    expect(await rows(built.app, "SELECT target_id FROM record_links WHERE owner = 'problem' AND owner_id = ? AND link = 'assets'", id)).toEqual([{ target_id: asset.id }]);
  });

  it('refuses a version that is no positive integer with 400', async () => {
    const { id } = await create();
    for (const bad of ['0', '-1', 'two', '1.5']) {
      const answer = await save({ id: String(id), subject: 'Bad version', [ROW_VERSION]: bad });
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toEqual({ success: false, message: `The ${ROW_VERSION} must be a positive integer.` });
    }
    expect((await storedRow(id)).subject).toBe(problem.subject);
  });

  it('is the only kind refused: a save without a version is written as before, and a create ignores one', async () => {
    const { id } = await create();
    await save({ id: String(id), subject: 'Someone', [ROW_VERSION]: '1' });
    expect((await save({ id: String(id), subject: 'No version sent' })).status).toBe(200);
    expect(await storedRow(id)).toMatchObject({ subject: 'No version sent', [ROW_VERSION]: 3 });
    expect((await save({ ...problem, [ROW_VERSION]: '9' })).body.data[ROW_VERSION]).toBe(1);
  });
});

describe('hand-written saves that edit a record', () => {
  it('refuses a stale asset report save with 409, changing nothing', async () => {
    const created = await call(built.app, agent, { method: 'POST', url: `${API}/reports/create`, payload: { name: 'Laptops', type: 'asset' } });
    const { id } = created.body.data;
    expect(created.body.data[ROW_VERSION]).toBe(1);
    const first = await call(built.app, admin, { method: 'POST', url: `${API}/reports/create`, payload: { id, name: 'Laptops in use', [ROW_VERSION]: 1 } });
    expect(first.body.data).toMatchObject({ name: 'Laptops in use', [ROW_VERSION]: 2 });
    const stale = await call(built.app, agent, { method: 'POST', url: `${API}/reports/create`, payload: { id, name: 'Laptops retired', [ROW_VERSION]: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: 'Someone else changed this report since you opened it, so nothing was saved. Reload it to see their changes.' });
    expect(await rows(built.app, 'SELECT name, row_version FROM asset_reports WHERE id = ?', id)).toEqual([{ name: 'Laptops in use', row_version: 2 }]);
  });

  it('refuses a stale planning entry save with 409, changing nothing; an entry reads with its version', async () => {
    const { id } = await create();
    const url = `${API}/general-popup/${id}/sd_problem`;
    const first = await call(built.app, agent, { method: 'POST', url, ...multipartBody({ identifier: 'root-cause', description: '<p>A cron job.</p>' }) });
    expect(first.body.data.general_info[ROW_VERSION]).toBe(1);
    expect((await call(built.app, admin, { method: 'POST', url, ...multipartBody({ identifier: 'root-cause', description: '<p>The spooler.</p>', [ROW_VERSION]: '1' }) })).status).toBe(200);
    const stale = await call(built.app, agent, { method: 'POST', url, ...multipartBody({ identifier: 'root-cause', description: '<p>Mine.</p>', [ROW_VERSION]: '1' }) });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: 'Someone else changed the Root cause of this problem since you opened it, so nothing was saved. Reload it to see their changes.' });
    const read = await call(built.app, agent, { method: 'GET', url: `${API}/general-popup/${id}/sd_problem/root-cause` });
    expect(read.body.data.general_info).toMatchObject({ description: '<p>The spooler.</p>', [ROW_VERSION]: 2 });
  });

  it('lets only the first of two people who read a planning entry before anyone wrote it (version 0) write it', async () => {
    const { id } = await create();
    const url = `${API}/general-popup/${id}/sd_problem`;
    const write = (description: string, session: Session) =>
      call(built.app, session, { method: 'POST', url, ...multipartBody({ identifier: 'impact', description, [ROW_VERSION]: '0' }) });
    expect((await write('<p>First.</p>', admin)).status).toBe(200);
    expect((await write('<p>Second.</p>', agent)).status).toBe(409);
    expect(await rows(built.app, "SELECT description FROM planning_entries WHERE resource = 'problem' AND record_id = ? AND key = 'impact'", id))
      .toEqual([{ description: '<p>First.</p>' }]);
  });

  it('refuses a stale form group save with 409, changing nothing', async () => {
    const group = (payload: object) => call(built.app, admin, { method: 'POST', url: `${API}/post-form-group/asset`, payload });
    const created = await group({ name: 'Racks', asset_type_ids: [6], fields: [{ key: 'rack_row', title: 'Rack row', type: 'string' }] });
    const { id } = created.body.data;
    expect(created.body.data[ROW_VERSION]).toBe(1);
    expect((await group({ id, [ROW_VERSION]: 1, name: 'Racks A', asset_type_ids: [6], fields: [] })).body.data[ROW_VERSION]).toBe(2);
    const stale = await group({ id, [ROW_VERSION]: 1, name: 'Racks B', asset_type_ids: [6], fields: [] });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: 'Someone else changed this form group since you opened it, so nothing was saved. Reload it to see their changes.' });
    expect(await rows(built.app, 'SELECT name, row_version FROM form_groups WHERE id = ?', id)).toEqual([{ name: 'Racks A', row_version: 2 }]);
  });
});
