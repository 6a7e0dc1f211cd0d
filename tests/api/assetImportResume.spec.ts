// An import stopped mid-way, by a closing server or by SIGKILL, leaves no half-written row: each
// batch commits with the job's counters, and the next start resumes the job where it stopped. The
// database stays sound (consistencyChecks.integrity) whenever the process dies.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inspect } from './besideServer';
import { importedRows, integrity, jobOf } from './consistencyChecks';
import { build, login, postgresOf } from './helpers';
import { assetCsv, guessedMapping, submit, tracking, uploaded } from './importHelpers';

const work = mkdtempSync(join(tmpdir(), 'sd-import-resume-'));
afterAll(async () => {
  // A server built on a data folder of its own leaves the folder, and its PostgreSQL database, to its test.
  for (const dataDir of ['closed', 'killed']) await (await postgresOf(join(work, dataDir)))?.drop();
  rmSync(work, { recursive: true, force: true });
});

const ROWS = 20000;

/** After a stop or a kill: a sound database, the job still running, and exactly the rows its counters say, each logged once as created. */
function expectWholeBatches(dataDir: string, id: number, prefix: string) {
  return inspect(dataDir, async (db) => {
    expect(await integrity(db)).toBe('ok');
    const job = await jobOf(db, id);
    expect(job).toMatchObject({ status: 'running', created: job.next_record, failed: 0 });
    expect(job.next_record).toBeGreaterThan(0);
    expect(job.next_record).toBeLessThan(ROWS);
    expect(await importedRows(db, prefix)).toEqual({ n: job.created, distinct_ids: job.created, logged: job.created });
  });
}

it('resumes an import a closing server interrupted, without a duplicate or a lost row', async () => {
  const dataDir = join(work, 'closed');
  const first = await build({ dataDir });
  const admin = await login(first.app);
  const id = await uploaded(first.app, admin, assetCsv('STOP', ROWS));
  await submit(first.app, admin, { import_id: id, mapped_system_attributes: await guessedMapping(first.app, admin, id) });
  let summary = await tracking(first.app, admin, id);
  // inject answers without going through the event loop's I/O phase: wait a little between polls so the import can read its file.
  while (summary.processed === 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    summary = await tracking(first.app, admin, id);
  }
  await first.close();

  // Between the two servers: the job is still running, and holds exactly the rows its counters say.
  await expectWholeBatches(dataDir, id, 'STOP');

  const second = await build({ dataDir });
  try {
    await second.app.imports.idle();
    const done = await tracking(second.app, await login(second.app), id);
    expect(done).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0, processed: ROWS });
    expect(await importedRows(second.app.db, 'STOP')).toEqual({ n: ROWS, distinct_ids: ROWS, logged: ROWS });
  } finally {
    await second.close();
  }
}, 120000);

it('resumes an import whose server was killed (SIGKILL) mid-import', async () => {
  const dataDir = join(work, 'killed');
  // In the PostgreSQL run, the child serves the data folder's own database, which the next server finds.
  const postgres = await postgresOf(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'importUntilKilled.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, ROWS: String(ROWS), ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, stdio: ['ignore', 'pipe', 'inherit'],
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
  await expectWholeBatches(dataDir, id, 'KILL');

  const after = await build({ dataDir });
  try {
    await after.app.imports.idle();
    const done = await tracking(after.app, await login(after.app), id);
    expect(done).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0, processed: ROWS });
    expect(await importedRows(after.app.db, 'KILL')).toEqual({ n: ROWS, distinct_ids: ROWS, logged: ROWS });
    expect(await integrity(after.app.db)).toBe('ok');
  } finally {
    await after.close();
  }
}, 180000);
