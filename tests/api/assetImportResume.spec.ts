// An import stopped mid-way, by a closing server or by SIGKILL, leaves no half-written row: each
// batch commits with the job's counters, and the next start resumes the job where it stopped.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';
import { build, login, rows } from './helpers';
import { guessedMapping, submit, tracking, uploaded } from './importHelpers';

const work = mkdtempSync(join(tmpdir(), 'sd-import-resume-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ROWS = 6000;
const csvOf = (prefix: string) => `Identifier,Name,Asset type\n${Array.from({ length: ROWS }, (_, i) => `${prefix}-${i},Row ${i},Laptop`).join('\n')}\n`;

/** What the database holds of the import's rows: how many, how many distinct, how many logged as created. */
function written(app: Awaited<ReturnType<typeof build>>['app'], prefix: string) {
  const [{ n, unique_ids: distinct }] = rows(app, "SELECT COUNT(*) AS n, COUNT(DISTINCT identifier) AS unique_ids FROM sd_assets WHERE identifier LIKE ? || '-%'", prefix);
  const [{ logged }] = rows(app, `SELECT COUNT(*) AS logged FROM activity_log WHERE resource = 'asset' AND action = 'created'
    AND record_id IN (SELECT id FROM sd_assets WHERE identifier LIKE ? || '-%')`, prefix);
  return { n, distinct, logged };
}

it('resumes an import a closing server interrupted, without a duplicate or a lost row', async () => {
  const dataDir = join(work, 'closed');
  const first = await build({ dataDir });
  const admin = await login(first.app);
  const id = await uploaded(first.app, admin, csvOf('STOP'));
  await submit(first.app, admin, { import_id: id, mapped_system_attributes: await guessedMapping(first.app, admin, id) });
  let summary = await tracking(first.app, admin, id);
  // inject answers without going through the event loop's I/O phase: wait a little between polls so the import can read its file.
  while (summary.processed === 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    summary = await tracking(first.app, admin, id);
  }
  await first.close();

  // Between the two servers: the job is still running, and holds exactly the rows its counters say.
  const db = new Database(join(dataDir, DB_FILE), { readonly: true });
  const stopped = db.prepare('SELECT status, next_record, created FROM import_jobs WHERE id = ?').get(id) as Record<string, number | string>;
  const [{ n }] = db.prepare("SELECT COUNT(*) AS n FROM sd_assets WHERE identifier LIKE 'STOP-%'").all() as Array<{ n: number }>;
  db.close();
  expect(stopped.status).toBe('running');
  expect(stopped.next_record).toBeGreaterThan(0);
  expect(stopped.next_record).toBeLessThan(ROWS);
  expect(n).toBe(stopped.created);

  const second = await build({ dataDir });
  try {
    await second.app.imports.idle();
    const done = await tracking(second.app, await login(second.app), id);
    expect(done).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0, processed: ROWS });
    expect(written(second.app, 'STOP')).toEqual({ n: ROWS, distinct: ROWS, logged: ROWS });
  } finally {
    await second.close();
  }
}, 120000);

it('resumes an import whose server was killed (SIGKILL) mid-import', async () => {
  const dataDir = join(work, 'killed');
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'importUntilKilled.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, ROWS: String(ROWS) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const killedAt = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const progress = [...output.matchAll(/progress (\d+)/g)].map((match) => Number(match[1])).pop() ?? 0;
      if (progress > 0 && !child.killed) {
        child.kill('SIGKILL');
        resolve(progress);
      }
    });
    child.on('exit', () => reject(new Error(`the import ended before it could be killed:\n${output.slice(-500)}`)));
  });
  await new Promise((resolve) => child.on('close', resolve));
  const id = Number(/job (\d+)/.exec(output)![1]);
  expect(killedAt).toBeLessThan(ROWS);

  const after = await build({ dataDir });
  try {
    await after.app.imports.idle();
    const done = await tracking(after.app, await login(after.app), id);
    expect(done).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0, processed: ROWS });
    expect(written(after.app, 'KILL')).toEqual({ n: ROWS, distinct: ROWS, logged: ROWS });
  } finally {
    await after.close();
  }
}, 180000);
