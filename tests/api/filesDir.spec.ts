// Files kept apart from the data (the buildApp option FILES_DIR sets): an attachment uploaded through
// a real route lands in the files folder and nowhere under the data folder, comes back byte for
// byte, goes with its record and into a backup from there; an import's CSV is stored and read there.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, call, FIXTURE_SCHEMAS, login, multipartBody, ON_POSTGRES, postgresOf, rows, type Built, type Session } from './helpers';
import { guessedMapping, mapping, submit, tracking, uploaded } from './importHelpers';

const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'sd-files-'));
const dataDir = join(root, 'data');
const filesDir = join(root, 'shared-files');
let built: Built;
let agent: Session;
beforeAll(async () => {
  built = await build({ schemasDir: FIXTURE_SCHEMAS, dataDir, filesDir });
  agent = await login(built.app, 'agent@example.com');
});
afterAll(async () => {
  await built.close();
  await (await postgresOf(dataDir))?.drop();
  rmSync(root, { recursive: true, force: true });
});

/** Every file name under a folder, at any depth. */
const namesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => path.split(/[\\/]/).pop()!);

it('stores an attachment in FILES_DIR only, downloads it byte for byte, backs it up from there and removes it with its record', async () => {
  const bytes = randomBytes(70_000);
  const created = await call(built.app, agent, { method: 'POST', url: '/service-desk/api/document', ...multipartBody({ name: 'Kept apart' }, [{ name: 'attachment', filename: 'blob.bin', content: bytes }]) });
  expect(created.status).toBe(200);
  const { id, attachment } = created.body.data;
  const [{ stored_name: stored }] = await rows(built.app, 'SELECT stored_name FROM attachments WHERE id = ?', attachment.id);
  expect(readFileSync(join(filesDir, 'attachments', stored)).equals(bytes)).toBe(true);
  expect(namesUnder(dataDir)).not.toContain(stored);
  expect(existsSync(join(dataDir, 'attachments'))).toBe(false);

  const download = await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${attachment.id}/sd_document:${id}/attachment` });
  expect(download.status).toBe(200);
  expect(download.response.rawPayload.equals(bytes)).toBe(true);
  expect(download.response.headers['content-length']).toBe(String(bytes.length));

  // npm run backup as people run it, with FILES_DIR set: the attachment is copied from the files folder.
  // (It copies a SQLite data folder only: on PostgreSQL it refuses by design, restoreLock.spec.ts tests that.)
  if (!ON_POSTGRES) {
    const file = join(root, 'service-desk.backup');
    await run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'backup.ts'), file], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, FILES_DIR: filesDir } });
    expect(readFileSync(join(`${file}.attachments`, stored)).equals(bytes)).toBe(true);
  }

  expect((await call(built.app, agent, { method: 'DELETE', url: `/service-desk/api/document/${id}` })).status).toBe(200);
  expect(existsSync(join(filesDir, 'attachments', stored))).toBe(false);
});

it("keeps an import's uploaded CSV in FILES_DIR's imports area and runs the import from it", async () => {
  const importRoot = mkdtempSync(join(tmpdir(), 'sd-import-files-'));
  const importFiles = join(importRoot, 'files');
  const app = await build({ dataDir: join(importRoot, 'data'), filesDir: importFiles });
  try {
    const admin = await login(app.app);
    const id = await uploaded(app.app, admin, 'Identifier,Name,Asset type\nFD-1,Stored apart,Laptop\nFD-2,Also apart,Laptop\n');
    const [{ stored_name: stored }] = await rows(app.app, 'SELECT stored_name FROM import_jobs WHERE id = ?', id);
    expect(readFileSync(join(importFiles, 'imports', stored), 'utf8')).toContain('FD-2,Also apart');
    expect(namesUnder(join(importRoot, 'data'))).not.toContain(stored);
    // The column samples are read from the stored file.
    const samples = (await mapping(app.app, admin, id)).body.data.csv_headers_for_mapping.map((header: { samples: string[] }) => header.samples);
    expect(samples[0]).toEqual(['FD-1', 'FD-2']);

    const mapped = await guessedMapping(app.app, admin, id);
    expect((await submit(app.app, admin, { import_id: id, mapped_system_attributes: mapped, update_existing: false, should_handle_date: false })).status).toBe(200);
    await app.app.imports.idle();
    expect(await tracking(app.app, admin, id)).toMatchObject({ totalCreated: 2, totalFailed: 0 });
    expect((await rows(app.app, "SELECT name FROM sd_assets WHERE identifier LIKE 'FD-%' ORDER BY identifier")).map((row) => row.name)).toEqual(['Stored apart', 'Also apart']);
    // Done, the upload goes from the files folder.
    expect(readdirSync(join(importFiles, 'imports'))).toEqual([]);
  } finally {
    await app.close();
    await (await postgresOf(join(importRoot, 'data')))?.drop();
    rmSync(importRoot, { recursive: true, force: true });
  }
});
