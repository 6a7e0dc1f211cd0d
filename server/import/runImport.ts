import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { syncSearchIndex } from '../repositories/searchIndex';
import { csvRecords, type CsvRecord } from './csvRecords';
import { ClaimLost } from './importClaims';
import { endJob, findJob, startJob, type ImportJob } from './importJobs';
import { importPlan } from './importPlan';
import { writeBatch } from './writeBatch';

/**
 * Rows per transaction: each commit rewrites the pages of every index of the table, so bigger batches
 * import faster, while a batch holds the event loop. The size adapts so that one takes about BATCH.ms.
 */
const BATCH = { first: 500, min: 100, max: 5000, ms: 250 };

/** Adapts the batch size to the time the last one took: nextBatchSize(500, 500) === 250. */
export const nextBatchSize = (size: number, elapsedMs: number) =>
  Math.max(BATCH.min, Math.min(BATCH.max, Math.round((size * BATCH.ms) / Math.max(elapsedMs, 1))));

/**
 * The connection's settings during a run, restored after it. SQLite checkpoints the WAL at every
 * commit past 1000 pages, which an import into a table with many indexes passes at nearly every
 * batch; and its 2 MB page cache cannot hold the index pages one batch touches once the table is
 * large, so each insert reads them again: 16 MB takes a third off 100,000 rows (32 MB not much more,
 * for 16 MB more of the server's memory).
 */
const IMPORT_PRAGMAS = { wal_autocheckpoint: 20_000, cache_size: -16_384 };

/** Sets the import's connection settings and answers a function that puts the previous ones back. */
function tuneConnection(db: FastifyInstance['db']): () => void {
  const previous = Object.keys(IMPORT_PRAGMAS).map((name) => [name, db.pragma(name, { simple: true })] as const);
  for (const [name, value] of Object.entries(IMPORT_PRAGMAS)) db.pragma(`${name} = ${value}`);
  return () => { for (const [name, value] of previous) db.pragma(`${name} = ${Number(value)}`); };
}

/** Rows the search index takes in at a time after an import: about as long as a batch. */
const INDEX_SLICE = 5_000;

/**
 * Takes the imported rows into the resource's search index, a slice at a time between turns of the
 * event loop. Done in each batch it cost the import a quarter of its time; meanwhile a search finds
 * the rows all the same (by LIKE), only slower. A stop leaves the rest to the next start.
 */
async function indexImported(db: FastifyInstance['db'], def: ResourceDefinition, runner: Runner): Promise<void> {
  while (!runner.stopped && syncSearchIndex(db, def, INDEX_SLICE)) await nextTurn();
}

export const importDir = (dataDir: string) => join(dataDir, 'imports');

/** The runner a job is run by: its claim token, and whether it was asked to stop. */
export interface Runner { token: string; stopped: boolean }

const count = (n: number) => n.toLocaleString('en');

export const progressText = (done: number, total: number) => `Imported ${count(Math.min(done, total))} of ${count(total)} rows.`;

const summaryText = (job: ImportJob) =>
  `Import completed: ${count(job.created)} created, ${count(job.updated)} updated, ${count(job.failed)} failed, ${count(job.warning)} with warnings.`;

/**
 * Runs (or resumes) one job the runner claimed to its end, a batch per transaction, yielding to the
 * event loop between batches so the server keeps answering (progress polls among them). When the
 * runner is stopped, it returns between batches with the job still running: the next runner resumes
 * it. An error ends the job as failed; the batches before it stay imported, as the counters say. A
 * lost claim (another process took the job) returns at once, leaving the job to that process.
 */
export async function runImport(app: FastifyInstance, jobId: number, runner: Runner): Promise<void> {
  const { db } = app;
  const job = findJob(db, jobId);
  if (!job || (job.status !== 'queued' && job.status !== 'running') || !job.settings || job.runner !== runner.token) return;
  const path = join(importDir(app.dataDir), job.stored_name);
  const def = app.resources.find((candidate) => candidate.name === job.resource);
  const end = (status: 'completed' | 'failed', text: string) => endJob(db, jobId, runner.token, status, text);
  if (!def) return end('failed', `The ${job.resource} resource file is gone, so the import cannot go on.`);
  if (!existsSync(path)) return end('failed', 'The uploaded file is gone: upload it again.');
  const resumed = job.status === 'running';
  startJob(db, jobId, runner.token, resumed ? `Resumed after a restart at row ${count(job.next_record + 2)}.` : progressText(0, job.total_rows));
  let done = job.next_record;
  const restore = tuneConnection(db);
  try {
    const plan = importPlan(db, app.resources, def, job.settings, job.headers.length);
    let size = BATCH.first;
    let pending: CsvRecord[] = [];
    const write = () => {
      const started = performance.now();
      writeBatch(db, { id: jobId, runner: runner.token }, plan, pending, job.user_id, progressText(done + pending.length, job.total_rows));
      size = nextBatchSize(pending.length, performance.now() - started);
      done += pending.length;
      pending = [];
    };
    for await (const records of csvRecords(path, job.newline, { skip: job.next_record, batch: BATCH.min })) {
      if (runner.stopped) return;
      pending.push(...records.filter((record) => record.row > 1));
      if (pending.length < size) continue;
      write();
      await nextTurn();
    }
    if (pending.length && !runner.stopped) write();
    if (runner.stopped) return;
    end('completed', summaryText(findJob(db, jobId)!));
  } catch (error) {
    if (error instanceof ClaimLost) return;
    end('failed', `The import stopped after ${count(done)} rows: ${(error as Error).message}`);
  } finally {
    restore();
  }
  await unlink(path).catch(() => undefined);
  await indexImported(db, def, runner);
}
