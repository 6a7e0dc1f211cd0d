// npm run backup while the server runs and npm run restore after it stopped, run as people run them
// (the scripts as child processes on DATA_DIR): back up, change data, restore, see the old data and
// the old attachment's bytes again.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, call, FIXTURE_SCHEMAS, login, multipartBody, ON_POSTGRES, type Built, type Session } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const script = (name: string, args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', `${name}.ts`), ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });

let built: Built | undefined;
let dataDir: string;
let agent: Session;
const backups = mkdtempSync(join(tmpdir(), 'sd-backups-'));
const file = join(backups, 'service-desk.backup');

beforeAll(async () => {
  if (ON_POSTGRES) return;
  // A folder of the test's own: a build's close() would remove a folder it made itself.
  dataDir = mkdtempSync(join(tmpdir(), 'sd-backed-up-'));
  built = await build({ schemasDir: FIXTURE_SCHEMAS, dataDir });
  agent = await login(built.app, 'agent@example.com');
});
afterAll(async () => {
  await built?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
});

const document = async (id: number) => (await call(built!.app, agent, { method: 'GET', url: `/service-desk/api/document/${id}` })).body.data;

// Backup and restore copy a SQLite data folder: on PostgreSQL they refuse by design (restoreLock.spec.ts tests that).
it.skipIf(ON_POSTGRES)('copies the database and attachments while the server runs, and puts them back after a stop', async () => {
  const created = await call(built!.app, agent, { method: 'POST', url: '/service-desk/api/document', ...multipartBody({ name: 'Before the backup' }, [{ name: 'attachment', filename: 'plan.pdf', content: 'OLD-BYTES' }]) });
  expect(created.status).toBe(200);
  const { id, attachment } = created.body.data;

  const backup = await script('backup', [file], dataDir);
  expect(backup.stdout).toMatch(/^Backed up .* to .*service-desk\.backup/);
  expect(existsSync(`${file}.attachments`)).toBe(true);
  expect(existsSync(`${file}.partial`)).toBe(false);

  // Changed after the backup: the name, the attachment's bytes, and a new record.
  const edited = await call(built!.app, agent, { method: 'POST', url: '/service-desk/api/document', ...multipartBody({ id: String(id), name: 'After the backup' }, [{ name: 'attachment', filename: 'plan.pdf', content: 'NEW' }]) });
  expect(edited.status).toBe(200);
  const later = await call(built!.app, agent, { method: 'POST', url: '/service-desk/api/document', ...multipartBody({ name: 'Made after the backup' }) });
  expect((await document(id)).name).toBe('After the backup');

  await built!.close();
  const restored = await script('restore', [file], dataDir);
  expect(restored.stdout).toMatch(/^Restored /);
  built = await build({ schemasDir: FIXTURE_SCHEMAS, dataDir });
  agent = await login(built.app, 'agent@example.com');

  const back = await document(id);
  expect(back.name).toBe('Before the backup');
  expect(back.attachment).toEqual(attachment);
  const download = await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${attachment.id}/sd_document:${id}/attachment` });
  expect(download.response.body).toBe('OLD-BYTES');
  expect((await call(built.app, agent, { method: 'GET', url: `/service-desk/api/document/${later.body.data.id}` })).status).toBe(404);
});

it.skipIf(ON_POSTGRES)('says what is wrong without a file name, a database or a readable backup, and changes nothing', async () => {
  await expect(script('backup', [], dataDir)).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: npm run backup -- <file>/) });
  const empty = mkdtempSync(join(tmpdir(), 'sd-no-data-'));
  try {
    await expect(script('backup', [join(backups, 'x.backup')], empty)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No database at/) });
    await expect(script('restore', [join(backups, 'missing.backup')], empty)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No backup at/) });
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
  expect(existsSync(join(backups, 'x.backup'))).toBe(false);
});
