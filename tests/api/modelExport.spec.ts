// npm run schemas:export writes the current model version as resource files: version 1 gives
// schemas/ back byte for byte, a version applied in the app only the files it changed, laid out anew,
// and the exported folder starts a server with the same model.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { build, call, login, postgresOf, type Built, type Session } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const MODEL = '/service-desk/api/model';
const work = mkdtempSync(join(tmpdir(), 'sd-export-'));
const out = join(work, 'exported');
let built: Built;
let admin: Session;

/** The npm script as people run it, on the server's data folder (and in the PostgreSQL run, its database). */
const exportTo = async (dir: string) => {
  const postgres = await postgresOf(built.dataDir);
  return (await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'export-schemas.ts'), dir],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: built.dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) } })).stdout;
};
const modelFiles = (dir: string) => [...readdirSync(dir).filter((name) => name.endsWith('.json')), 'host/lookups.json'].sort();
const text = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

beforeAll(async () => {
  built = await build({ dataDir: join(work, 'data') });
  admin = await login(built.app);
}, 60_000);
afterAll(async () => {
  await built.close();
  await (await postgresOf(built.dataDir))?.drop();
  rmSync(work, { recursive: true, force: true });
});

it('writes version 1 as schemas/ holds it, byte for byte, while the server runs', async () => {
  expect(await exportTo(out)).toContain('Version 1 of the model written to');
  expect(modelFiles(out)).toEqual(modelFiles(SCHEMAS_DIR));
  for (const path of modelFiles(SCHEMAS_DIR)) expect(text(out, path), path).toBe(text(SCHEMAS_DIR, path));
});

it('writes a version applied in the app: the changed file in key order and 2-space layout, the others as they were, a removed one gone', async () => {
  const { number, files } = (await call(built.app, admin, { method: 'GET', url: MODEL })).body.data;
  files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
  delete files['announcement.json'];
  const applied = await call(built.app, admin, { method: 'POST', url: `${MODEL}/apply`, payload: { version: number, files } });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  expect(await exportTo(out)).toContain(`Version ${number + 1} of the model written to ${out}: 18 files; removed announcement.json.`);
  const vendor = text(out, 'vendor.json');
  expect(vendor.startsWith('{\n  "$schema": ')).toBe(true);
  expect(vendor.endsWith('\n}\n')).toBe(true);
  expect(JSON.stringify(JSON.parse(vendor))).toBe(JSON.stringify(files['vendor.json']));
  expect(vendor).toContain('"phone": { "type": "string", "title": "Phone", "maxLength": 30 }');
  for (const path of modelFiles(out).filter((name) => name !== 'vendor.json')) expect(text(out, path), path).toBe(text(SCHEMAS_DIR, path));

  // The folder starts a server on the same model.
  const again = await build({ schemasDir: out });
  try {
    const model = (await call(again.app, await login(again.app), { method: 'GET', url: MODEL })).body.data;
    expect(model.files).toEqual(files);
  } finally {
    await again.close();
  }
});
