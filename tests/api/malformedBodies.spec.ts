// Broken bodies on every kind of route that reads a multipart body (a record save with attachments,
// the CSV import upload, the barcode template with its logo): a 4xx that says so, never a 500, and
// no file left behind from the part that was read before the body broke.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, login, type Built, type Session } from './helpers';
import { UPLOAD } from './importHelpers';

let built: Built;
let admin: Session;
beforeAll(async () => { built = await build(); admin = await login(built.app); });
afterAll(() => built.close());

const ROUTES = {
  'a record save with an attachment': { url: '/service-desk/api/problem/', file: 'attachment', folder: 'attachments' },
  'the CSV import upload': { url: UPLOAD, file: 'import_file', folder: 'imports' },
  'the barcode template': { url: '/service-desk/barcode/template/create', file: 'logo_image', folder: 'attachments' },
};

const filesIn = (folder: string) => { try { return readdirSync(join(built.dataDir, folder)).length; } catch { return 0; } };

/** A file part that starts well and then stops: no closing boundary. */
const cutShort = (field: string) => `--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken\r\n--XYZ\r\n`
  + `Content-Disposition: form-data; name="${field}"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nIdentifier,Name\r\nA-1,One\r\n`;

const BODIES: Array<[string, string, (field: string) => string]> = [
  ['multipart without a boundary', 'multipart/form-data', () => '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--XYZ--\r\n'],
  ['multipart cut short inside a file', 'multipart/form-data; boundary=XYZ', cutShort],
  ['parts that are not multipart at all', 'multipart/form-data; boundary=XYZ', () => 'just some text'],
  ['plain text', 'text/plain', () => 'name=x'],
];

describe.each(Object.entries(ROUTES))('%s', (_, route) => {
  it.each(BODIES)('answers %s with a 4xx and keeps no file', async (_label, type, body) => {
    const before = filesIn(route.folder);
    const { status, body: answer } = await call(built.app, admin, { method: 'POST', url: route.url, headers: { 'content-type': type }, payload: body(route.file) });
    expect(status, JSON.stringify(answer)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/malformed|content type|boundary|multipart/i);
    expect(filesIn(route.folder)).toBe(before);
  });
});

it('refuses a thousand parts with 413 and keeps no file', async () => {
  const parts = `${Array.from({ length: 1000 }, (_, i) => `--XYZ\r\nContent-Disposition: form-data; name="field_${i}"\r\n\r\n${i}\r\n`).join('')}--XYZ--\r\n`;
  const before = filesIn('attachments');
  const { status } = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/problem/', headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, payload: parts });
  expect(status).toBe(413);
  expect(filesIn('attachments')).toBe(before);
});
