import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { withCommas as count } from '../../src/engine/constants';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { syncSearchIndex } from '../repositories/searchIndex';
import { csvRecords, type CsvRecord } from './csvRecords';
import { ClaimLost } from './importClaims';
import { endJob, findJob, startJob, type ImportJob } from './importJobs';
import { importPlan } from './importPlan';
import { tuneForImport } from './importConnection';
import { ImportWriter } from './importWriter';
import type { NewRowsOutcome } from './newRows';
import { newRowsBatch } from './newRowsBatch';
import { writeBatch } from './writeBatch';

/**
 * Rows per transaction: each commit rewrites the pages of every index of the table, so bigger batches
 * import faster, while a batch holds the event loop (checking it, or writing it here). The size adapts
 * so that this takes about BATCH.ms. At most 3,000: a batch is held three times over (read, checked,
 * encoded for the writing thread), and the thread holds two (SENT_AT_MOST). With two batches of 4,000
 * sent, the importing worker peaked at 190–197 MB over imports of 100,000 rows; at 3,000, 184–195 MB,
 * in the same time within the machine's noise.
 */
const BATCH = { first: 500, min: 100, max: 3000, ms: 250 };

/**
 * From how many rows to go an import writes its new rows on a thread of its own (importWriter.ts):
 * a smaller file is written here in less time than the thread takes to start.
 */
const WRITER_FROM_ROWS = 5_000;

/**
 * From how large an upload a writing thread is started while it arrives (ImportRunner.startWriter):
 * WRITER_FROM_ROWS rows of the shortest rows people import (a name and a type, about 50 bytes).
 */
export const WRITER_FROM_BYTES = WRITER_FROM_ROWS * 50;

/**
 * Batches the writing thread holds at most: the one it writes and the next, so that it goes on to
 * the next without waiting for its answer to reach this thread (about 10 ms a batch, a quarter of a
 * second over 100,000 rows), while this thread checks the one after.
 */
const SENT_AT_MOST = 2;

/** Adapts the batch size to the time the last one took: nextBatchSize(500, 500) === 250. */
export const nextBatchSize = (size: number, elapsedMs: number) =>
  Math.max(BATCH.min, Math.min(BATCH.max, Math.round((size * BATCH.ms) / Math.max(elapsedMs, 1))));

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

/** The runner a job is run by: its claim token, whether it was asked to stop, and the writing thread it hands out. */
export interface Runner { token: string; stopped: boolean; takeWriter(): ImportWriter }

export const progressText = (done: number, total: number) => `Imported ${count(Math.min(done, total))} of ${count(total)} rows.`;

const summaryText = (job: ImportJob) =>
  `Import completed: ${count(job.created)} created, ${count(job.updated)} updated, ${count(job.failed)} failed, ${count(job.warning)} with warnings.`;

/**
 * Runs (or resumes) one job the runner claimed to its end, a batch per transaction, yielding to the
 * event loop between batches so the server keeps answering (progress polls among them). When the
 * runner is stopped, it returns between batches with the job still running: the next runner resumes
 * it. An error ends the job as failed; the batches before it stay imported, as the counters say. A
 * lost claim (another process took the job) returns at once, leaving the job to that process. From
 * WRITER_FROM_ROWS rows, a thread writes the batches of new rows while the next ones are checked here;
 * whatever it does not write is written here, before anything later in the file.
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
  const restore = tuneForImport(db);
  const claim = { id: jobId, runner: runner.token };
  const writer = job.total_rows - job.next_record >= WRITER_FROM_ROWS ? runner.takeWriter() : undefined;
  // The batches the writing thread has, oldest first, with what each needs to be written here should it come back unwritten.
  const sent: Array<{ records: CsvRecord[]; text: string; outcome: Promise<NewRowsOutcome> }> = [];
  // Until a key of the file finds a record: from then on the import updates or refuses, row by row here.
  let onlyNew = true;
  try {
    const plan = importPlan(db, app.resources, def, job.settings, job.headers.length);
    /**
     * Waits for the oldest batch the thread has, and writes it here if the thread did not. The thread
     * then skipped the ones sent after it: they are written here too, in order, before it goes on.
     */
    const settleOldest = async () => {
      const { records, text, outcome } = sent.shift()!;
      const result = await outcome;
      if (result === 'claim-lost') throw new ClaimLost(jobId);
      if (result === 'key-found') onlyNew = false;
      if (result !== 'written') writeBatch(db, claim, plan, records, job.user_id, text);
      done += records.length;
      if (result === 'written' || result === 'skipped') return;
      await settle(0);
      writer!.resume();
    };
    /** Settles the oldest batches until the thread holds at most `kept`. */
    const settle = async (kept: number) => {
      while (sent.length > kept) await settleOldest();
    };
    let size = BATCH.first;
    let pending: CsvRecord[] = [];
    let handed = done;
    /** Checks the pending records (the thread writes the batch before meanwhile), then writes them or sends them. */
    const write = async () => {
      const records = pending;
      pending = [];
      handed += records.length;
      const text = progressText(handed, job.total_rows);
      const started = performance.now();
      const checked = writer && onlyNew ? newRowsBatch(db, plan, records, claim, job.user_id, text) : undefined;
      const batch = checked && ImportWriter.encode(checked);
      let busy = performance.now() - started;
      await settle(batch ? SENT_AT_MOST - 1 : 0);
      if (batch && onlyNew) sent.push({ records, text, outcome: writer!.write(batch) });
      else {
        const writing = performance.now();
        writeBatch(db, claim, plan, records, job.user_id, text);
        done += records.length;
        busy += performance.now() - writing;
      }
      size = nextBatchSize(records.length, busy);
    };
    for await (const records of csvRecords(path, job.newline, { skip: job.next_record, batch: BATCH.min })) {
      if (runner.stopped) break;
      pending.push(...records.filter((record) => record.row > 1));
      if (pending.length < size) continue;
      await write();
      await nextTurn();
    }
    if (pending.length && !runner.stopped) await write();
    await settle(0);
    if (runner.stopped) return;
    end('completed', summaryText(findJob(db, jobId)!));
  } catch (error) {
    // The thread's batches are written or not before the job ends: its counters then say what was imported.
    await Promise.all(sent.map(({ outcome }) => outcome.catch(() => undefined)));
    if (error instanceof ClaimLost) return;
    end('failed', `The import stopped after ${count(done)} rows: ${(error as Error).message}`);
  } finally {
    // The thread checkpoints the import's pages as it closes; the settings come back after, so that
    // no commit of this thread's connection does that work meanwhile, holding the event loop.
    await writer?.close();
    restore();
  }
  await unlink(path).catch(() => undefined);
  await indexImported(db, def, runner);
}
