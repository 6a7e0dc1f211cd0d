import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FILE_POLICY } from '../../server/plugins/securityHeaders';
import { build, call, count, FIXTURE_SCHEMAS, login, multipartBody, type Built, type Session } from './helpers';

let built: Built;
let agent: Session;
let address: string;
beforeAll(async () => {
  built = await build({ schemasDir: FIXTURE_SCHEMAS });
  agent = await login(built.app, 'agent@example.com');
  address = await built.app.listen({ port: 0, host: '127.0.0.1' });
});
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
  expect(download.response.headers['content-security-policy']).toBe(FILE_POLICY);
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

const uploadNamed = (filename: string) => {
  // filename* (RFC 5987) carries any character, as a client other than a browser may send it.
  const { payload, headers } = multipartBody({ name: 'Hostile' }, [{ name: 'attachment', filename, content: 'BYTES', encodeName: true }]);
  return call(built.app, agent, { method: 'POST', url: '/service-desk/api/document', payload, headers });
};

it('drops a file whose name holds a quote, CR and LF: no header can be made of it, and nothing is written', async () => {
  const before = files().length;
  const created = await uploadNamed('report"\r\nX-Injected: yes.pdf');
  expect(created.status).toBe(200);
  expect(created.body.data.attachment).toBeNull();
  expect(files().length).toBe(before);
});

it('sends a hostile file name back as one safe Content-Disposition of an attachment, over real HTTP', async () => {
  const created = await uploadNamed('report"\tX-Injected: yes\u0007<script>\u2028.pdf');
  expect(created.status).toBe(200);
  const { id, attachment } = created.body.data;
  expect(attachment.value).toBe('report"X-Injected: yes<script>\u2028.pdf');
  const response = await fetch(`${address}/service-desk/download/${attachment.id}/sd_document:${id}/attachment`, { headers: agent.headers });
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('BYTES');
  expect(response.headers.get('content-disposition'))
    .toBe(`attachment; filename="report_X-Injected: yes<script>_.pdf"; filename*=UTF-8''${encodeURIComponent(attachment.value)}`);
  expect(response.headers.get('x-injected')).toBeNull();
  expect(response.headers.get('content-security-policy')).toBe(FILE_POLICY);
  expect(response.headers.get('content-type')).toBe('application/octet-stream');
});

/**
 * A POST over real HTTP whose file part carries `fileBytes` bytes and whose body never ends (no
 * closing boundary, the request left open): only a server that refuses while it streams answers.
 */
function unfinishedUpload(fileBytes: number): Promise<{ status: number; connection?: string; body: unknown }> {
  const boundary = 'sdStreamingLimit';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHuge\r\n`
    + `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(`${address}/service-desk/api/document`, {
      method: 'POST', headers: { ...agent.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    }, (response: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    // The server closes the connection once it has answered: what is still being sent then fails, as it should.
    request.on('error', (error) => { if (!answered) reject(error); });
    request.write(head);
    const chunk = Buffer.alloc(1 << 20, 1);
    for (let sent = 0; sent < fileBytes; sent += chunk.length) request.write(chunk.subarray(0, Math.min(chunk.length, fileBytes - sent)));
  });
}

it('refuses a file of 25,000,001 bytes while it streams, before the body ends, and writes nothing', async () => {
  const before = { rows: await count(built.app, 'sd_documents'), files: files().length };
  const response = await unfinishedUpload(25_000_001);
  expect(response).toEqual({ status: 413, connection: 'close', body: { success: false, message: 'The file may not be greater than 25 MB.' } });
  expect(await count(built.app, 'sd_documents')).toBe(before.rows);
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
