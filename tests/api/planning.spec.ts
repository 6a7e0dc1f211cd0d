// The planning popups family (x-planning) through the real server, on the problem resource.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

type Files = Parameters<typeof multipartBody>[1];
const KEY_MESSAGE = 'The key must be one of: root-cause, impact, symptoms, solution.';
const problem = {
  subject: 'Mail queue stalls every night', description: '<p>The queue stops at 02:00.</p>', requester_id: '12',
  department_id: '3', impact_id: '3', status_type_id: '1', priority_id: '1',
};
const create = async () =>
  (await call(built.app, admin, { method: 'POST', url: '/service-desk/api/problem/', ...multipartBody(problem) })).body.data.id as number;
const list = async (id: number | string, session = agent) =>
  call(built.app, session, { method: 'GET', url: `/service-desk/api/problem-planning/${id}` });
const entries = async (id: number) => (await list(id)).body.data.planning_popups;
const getOne = (id: number | string, key: string, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'GET', url: `/service-desk/api/general-popup/${id}/sd_problem/${key}` });
const save = (id: number | string, fields: Record<string, string>, files: Files = [], session: Session | undefined = agent) =>
  call(built.app, session, { method: 'POST', url: `/service-desk/api/general-popup/${id}/sd_problem`, ...multipartBody(fields, files) });
const remove = (id: number | string, key: string, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'DELETE', url: `/service-desk/api/delete/general-popup/${id}/sd_problem/${key}` });
const download = (url: string) => call(built.app, agent, { method: 'GET', url });
const storedFiles = () => readdirSync(join(built.dataDir, 'attachments')).sort();
const file = (content: string, filename = 'rca.txt') => [{ name: 'attachment', filename, content, type: 'text/plain' }];

describe('entries', () => {
  it('creates, reads, replaces and deletes an entry', async () => {
    const id = await create();
    expect(await entries(id)).toEqual([]);
    expect((await getOne(id, 'root-cause')).body.data.general_info).toEqual({ description: null, attachment: null, title: null });
    const created = await save(id, { identifier: 'root-cause', description: '<p>A cron job locks the spool.</p>' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, message: 'Root cause saved successfully.',
      data: { general_info: { description: '<p>A cron job locks the spool.</p>', attachment: null, title: null } } });
    await save(id, { identifier: 'root-cause', description: '<p>The backup cron job locks the spool.</p>' });
    expect(await entries(id)).toEqual([{ key: 'root-cause', description: '<p>The backup cron job locks the spool.</p>',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), row_version: 2, attachment: null }]);
    expect((await remove(id, 'root-cause')).body).toEqual({ success: true, message: 'Root cause deleted successfully.' });
    expect(await entries(id)).toEqual([]);
    expect((await remove(id, 'root-cause')).status).toBe(404);
  });

  it('lists entries in the order of the kinds, with a title only on the solution', async () => {
    const id = await create();
    await save(id, { identifier: 'solution', description: '<p>Move the job.</p>', title: 'Reschedule backups' });
    await save(id, { identifier: 'symptoms', description: '<p>Mail waits.</p>' });
    await save(id, { identifier: 'root-cause', description: '<p>Lock.</p>' });
    const found = await entries(id);
    expect(found.map((entry: { key: string }) => entry.key)).toEqual(['root-cause', 'symptoms', 'solution']);
    expect(found[2].title).toBe('Reschedule backups');
    expect('title' in found[0]).toBe(false);
    expect((await getOne(id, 'solution')).body.data.general_info).toMatchObject({ title: 'Reschedule backups' });
  });

  it('stores the description sanitised: no handler, no script', async () => {
    const id = await create();
    const html = '<p onclick="steal()">Cause</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    await save(id, { identifier: 'impact', description: html });
    expect((await getOne(id, 'impact')).body.data.general_info.description).toBe('<p>Cause</p><img src="x">');
  });

  it('logs every write on the record, so its activity reads "updated Root cause"', async () => {
    const id = await create();
    await save(id, { identifier: 'root-cause', description: '<p>x</p>' });
    await remove(id, 'root-cause');
    const log = await call(built.app, agent, { method: 'GET', url: `/service-desk/api/problem-log/${id}?sort-order=desc` });
    const names = log.body.data.problem_activity_logs.data.map((entry: { name: string }) => entry.name);
    expect(names.slice(0, 2)).toEqual(['<strong>Alan Agent</strong> removed <strong>Root cause</strong>',
      '<strong>Alan Agent</strong> updated <strong>Root cause</strong>']);
  });
});

describe('validation', () => {
  it.each([
    [{ identifier: 'solution', description: '<p>x</p>', title: 'x'.repeat(51) }, { title: 'The title should be less than 50 characters.' }],
    [{ identifier: 'impact', description: '<p>x</p>', title: 'Not here' }, { title: 'Only solution may have a title.' }],
    [{ identifier: 'impact', description: '' }, { description: 'This field is required.' }],
    [{ identifier: 'impact', description: '   ' }, { description: 'This field is required.' }],
    [{ identifier: 'impact' }, { description: 'This field is required.' }],
    [{ description: '<p>x</p>' }, { identifier: 'This field is required.' }],
    [{ identifier: 'cause', description: '<p>x</p>' }, { identifier: KEY_MESSAGE }],
  ])('refuses %o with 412 %o and writes nothing', async (fields, message) => {
    const id = await create();
    const before = storedFiles();
    const response = await save(id, fields, file('evidence'));
    expect(response.status).toBe(412);
    expect(response.body).toEqual({ success: false, message });
    expect(await entries(id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a solution title of exactly 50 characters', async () => {
    const id = await create();
    expect((await save(id, { identifier: 'solution', description: '<p>x</p>', title: 'x'.repeat(50) })).status).toBe(200);
  });

  it.each([['get', () => getOne(1, 'cause')], ['delete', () => remove(1, 'cause')]])('answers a %s with an unknown key 400', async (_, run) => {
    expect((await run()).body).toEqual({ success: false, message: KEY_MESSAGE });
    expect((await run()).status).toBe(400);
  });

  it.each([['424242', 404], ['abc', 400]])('answers record %s with %i', async (id, status) => {
    for (const response of [await list(id), await getOne(id, 'impact'), await save(id, { identifier: 'impact', description: 'x' }), await remove(id, 'impact')]) {
      expect(response.status).toBe(status);
      expect(response.body.success).toBe(false);
    }
  });
});

describe('attachments', () => {
  it('uploads, downloads, replaces and deletes the file without leaving one behind', async () => {
    const id = await create();
    const before = storedFiles();
    await save(id, { identifier: 'root-cause', description: '<p>x</p>' }, file('first version', 'rca-v1.txt'));
    const [entry] = await entries(id);
    expect(entry.attachment).toEqual({ id: expect.any(Number), value: 'rca-v1.txt', size: 13, type: 'text/plain', owner: expect.stringMatching(/^sd_problem_planning:\d+$/) });
    const url = `/service-desk/download/${entry.attachment.id}/${entry.attachment.owner}/attachment`;
    expect((await download(url)).response.body).toBe('first version');
    // The client fills the link with the owner URI-encoded (sd_problem_planning%3A7).
    expect((await download(url.replace(':', '%3A'))).response.body).toBe('first version');
    // The record's own download link cannot reach an entry's file.
    expect((await download(`/service-desk/download/${entry.attachment.id}/sd_problem:${id}/attachment`)).status).toBe(404);
    expect(storedFiles()).toHaveLength(before.length + 1);

    await save(id, { identifier: 'root-cause', description: '<p>y</p>' }, file('second', 'rca-v2.txt'));
    const [replaced] = await entries(id);
    expect(replaced.attachment).toMatchObject({ value: 'rca-v2.txt', size: 6, owner: entry.attachment.owner });
    expect((await download(url)).status).toBe(404);
    expect((await download(`/service-desk/download/${replaced.attachment.id}/${replaced.attachment.owner}/attachment`)).response.body).toBe('second');
    expect(storedFiles()).toHaveLength(before.length + 1);

    await save(id, { identifier: 'root-cause', description: '<p>y</p>' });
    expect((await entries(id))[0].attachment).toMatchObject({ value: 'rca-v2.txt' });
    await save(id, { identifier: 'root-cause', description: '<p>y</p>', attachment_delete: '1' });
    expect((await entries(id))[0].attachment).toBeNull();
    expect(storedFiles()).toEqual(before);

    await save(id, { identifier: 'root-cause', description: '<p>z</p>' }, file('third'));
    await remove(id, 'root-cause');
    expect(storedFiles()).toEqual(before);
  });

  it('deleting the record deletes its entries and their files', async () => {
    const id = await create();
    const before = storedFiles();
    await save(id, { identifier: 'impact', description: '<p>x</p>' }, file('impact'));
    await save(id, { identifier: 'solution', description: '<p>x</p>', title: 'Fix' }, file('fix'));
    expect(storedFiles()).toHaveLength(before.length + 2);
    expect((await call(built.app, admin, { method: 'DELETE', url: `/service-desk/api/problem-delete/${id}` })).status).toBe(200);
    expect(storedFiles()).toEqual(before);
    expect(await rows(built.app, "SELECT id FROM planning_entries WHERE resource = 'problem' AND record_id = ?", id)).toEqual([]);
  });
});

describe('access', () => {
  it('refuses writes to a closed problem with the lock message, and still reads', async () => {
    const id = await create();
    await save(id, { identifier: 'impact', description: '<p>x</p>' });
    expect((await call(built.app, agent, { method: 'POST', url: `/service-desk/api/problem-close/${id}` })).status).toBe(200);
    const before = storedFiles();
    const locked = { success: false, message: 'The problem is closed and can not be changed.' };
    expect(await save(id, { identifier: 'impact', description: '<p>y</p>' }, file('late'))).toMatchObject({ status: 400, body: locked });
    expect(await remove(id, 'impact')).toMatchObject({ status: 400, body: locked });
    expect(storedFiles()).toEqual(before);
    expect((await entries(id))[0].description).toBe('<p>x</p>');
  });

  it('refuses a user (403) and a caller without a session (401)', async () => {
    const id = await create();
    const user = await login(built.app, 'user@example.com');
    // A CSRF pair but no session: the 401 comes from the missing session, not from the CSRF check.
    const anonymous: Session = { cookie: 'XSRF-TOKEN=t', headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' } };
    for (const [session, status] of [[user, 403], [anonymous, 401]] as const) {
      expect((await list(id, session)).status).toBe(status);
      expect((await getOne(id, 'impact', session)).status).toBe(status);
      expect((await save(id, { identifier: 'impact', description: '<p>x</p>' }, file('no'), session)).status).toBe(status);
      expect((await remove(id, 'impact', session)).status).toBe(status);
    }
    expect(await entries(id)).toEqual([]);
  });
});
