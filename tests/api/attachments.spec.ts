import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, call, count, FIXTURE_SCHEMAS, login, multipartBody, type Built, type Session } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { built = await build({ schemasDir: FIXTURE_SCHEMAS }); agent = await login(built.app, 'agent@example.com'); });
afterAll(() => built.close());

const files = () => readdirSync(join(built.dataDir, 'attachments'));
const upload = (fields: Record<string, string>, content: Buffer | string, filename = 'report.pdf') =>
  call(built.app, agent, { method: 'POST', url: '/service-desk/api/document', ...multipartBody(fields, [{ name: 'attachment', filename, content }]) });

it('stores an upload, reads it back as {id, value, size, type} and downloads the bytes', async () => {
  const created = await upload({ name: 'Budget' }, 'PDF-BYTES', '../../etc/pass\u0007wd.pdf');
  expect(created.status).toBe(200);
  const { id, attachment } = created.body.data;
  expect(attachment).toEqual({ id: expect.any(Number), value: 'passwd.pdf', size: 9, type: 'application/octet-stream' });
  const download = await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${attachment.id}/sd_document:${id}/attachment` });
  expect(download.status).toBe(200);
  expect(download.response.body).toBe('PDF-BYTES');
  expect(download.response.headers['content-type']).toBe('application/octet-stream');
  expect(download.response.headers['content-disposition']).toMatch(/^attachment; filename="passwd.pdf"/);
  expect(download.response.headers['x-content-type-options']).toBe('nosniff');
});

it('refuses a download whose owner does not match, or without a session', async () => {
  const created = await upload({ name: 'Secret' }, 'S');
  const { id, attachment } = created.body.data;
  for (const owner of [`sd_document:${id + 1000}`, `sd_problem:${id}`, `sd_document`, `sd_document:abc`]) {
    expect((await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${attachment.id}/${owner}/attachment` })).status).toBe(404);
  }
  expect((await call(built.app, undefined, { method: 'GET', url: `/service-desk/download/${attachment.id}/sd_document:${id}/attachment` })).status).toBe(401);
});

it('replaces and deletes an attachment, removing the old file', async () => {
  const created = await upload({ name: 'Plan' }, 'v1');
  const id = String(created.body.data.id);
  const before = files().length;
  const replaced = await upload({ id, name: 'Plan' }, 'version 2', 'plan-v2.txt');
  expect(replaced.body.data.attachment).toMatchObject({ value: 'plan-v2.txt', size: 9 });
  expect(files().length).toBe(before);
  const removed = await call(built.app, agent, { method: 'POST', url: '/service-desk/api/document', ...multipartBody({ id, attachment_delete: '1' }) });
  expect(removed.body.data.attachment).toBeNull();
  expect(files().length).toBe(before - 1);
});

it('refuses a file over 25,000,000 bytes and writes nothing', async () => {
  const before = { rows: count(built.app, 'sd_documents'), files: files().length };
  const response = await upload({ name: 'Huge' }, Buffer.alloc(25_000_001, 1));
  expect(response.status).toBe(413);
  expect(response.body).toEqual({ success: false, message: 'The file may not be greater than 25 MB.' });
  expect(count(built.app, 'sd_documents')).toBe(before.rows);
  expect(files().length).toBe(before.files);
});

it('accepts a file of exactly 25,000,000 bytes', async () => {
  const response = await upload({ name: 'Largest' }, Buffer.alloc(25_000_000, 2));
  expect(response.status).toBe(200);
  expect(response.body.data.attachment.size).toBe(25_000_000);
});

it('removes the uploaded file when validation fails', async () => {
  const before = files().length;
  expect((await upload({ name: '' }, 'x')).status).toBe(412);
  expect(files().length).toBe(before);
});

it('deleting the record deletes its files', async () => {
  const created = await upload({ name: 'Temp' }, 'tmp');
  const stored = files();
  await call(built.app, agent, { method: 'DELETE', url: `/service-desk/api/document/${created.body.data.id}` });
  expect(files().length).toBe(stored.length - 1);
  expect(stored.filter((name) => !existsSync(join(built.dataDir, 'attachments', name)))).toHaveLength(1);
});
