import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { withCommas as count } from '../../src/engine/constants';
import type { ResourceDefinition } from '../../src/kernel';
import { syncSearchIndex } from '../repositories/searchIndex';
import { recordRuns, recordsAt, type CsvRecord, type FilePlace, type RecordRun } from './csvRecords';
import { ClaimLost } from './importClaims';
import { endJob, findJob, startJob, type ImportJob } from './importJobs';
import { importPlan } from './importPlan';
import { tuneForImport } from './importConnection';
import type { BatchWriter, ImportWriter } from './importWriter';
import { inlineWriter } from './inlineWriter';
import type { NewRowsOutcome } from './newRows';
import { NewRowsBatch } from './newRowsBatch';
import { writeBatch } from './writeBatch';

/**
 * Rows per transaction: each commit rewrites the pages of every index of the table, so bigger batches
 * import faster, while a batch written here holds the event loop. The size adapts so that checking and
 * writing a batch take about BATCH.ms. At most 3,000: the thread holds two batches (SENT_AT_MOST).
 * When batches were also held here as records, two of 4,000 sent took the importing worker to
 * 190–197 MB over imports of 100,000 rows; at 3,000, 184–195 MB, in the same time within the noise.
 */
const BATCH = { first: 500, min: 100, max: 3000, ms: 250 };

/**
 * At most this many rows a batch written by PostgreSQL: each batch pays its transaction's round trips
 * and commit there, and the server's thread holds no writing thread's copies. Twice SQLite's made an
 * import of 100,000 rows about 7 % faster, the worker's peak still under 150 MB.
 */
const POSTGRES_BATCH_MAX = 6000;

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

/**
 * The bytes read and parsed at a time: a run of records is checked before the next is parsed, so that
 * the records die young. A chunk of 256 KB parsed a thousand records at once, and the ones still
 * waiting outlived V8's young generation and were copied out of it (docs/decisions.md).
 */
const READ_CHUNK_BYTES = 1 << 15;

/** Where a batch's rows are in the file (to read them again), and its records when it holds them. */
interface BatchRows { place: FilePlace; first: number; count: number; held?: CsvRecord[] }

/** A batch being read: its rows, its check for the writing thread, the time spent on it so far. */
interface Batch { rows: BatchRows; checked?: NewRowsBatch; busy: number }

/** Adapts the batch size to the time the last one took, up to most: nextBatchSize(500, 500) === 250. */
export const nextBatchSize = (size: number, elapsedMs: number, most = BATCH.max) =>
  Math.max(BATCH.min, Math.min(most, Math.round((size * BATCH.ms) / Math.max(elapsedMs, 1))));

/** Rows the search index takes in at a time after an import: about as long as a batch. */
const INDEX_SLICE = 5_000;

/**
 * Takes the imported rows into the resource's search index, a slice at a time between turns of the
 * event loop. Done in each batch it cost the import a quarter of its time; meanwhile a search finds
 * the rows all the same (by LIKE), only slower. A stop leaves the rest to the next start.
 */
async function indexImported(db: FastifyInstance['db'], def: ResourceDefinition, runner: Runner): Promise<void> {
  while (!runner.stopped && await syncSearchIndex(db, def, INDEX_SLICE)) await nextTurn();
}

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
 * whatever it does not write is written here, before anything later in the file. The thread writes
 * to SQLite's file on a connection of its own; on PostgreSQL the batches of new rows are written
 * through the server's own connections (inlineWriter.ts), the database's processes doing the work
 * while the next batch is checked here.
 */
export async function runImport(app: FastifyInstance, jobId: number, runner: Runner): Promise<void> {
  const { db } = app;
  const job = await findJob(db, jobId);
  if (!job || (job.status !== 'queued' && job.status !== 'running') || !job.settings || job.runner !== runner.token) return;
  // The CSV is read in passes by byte offsets: a path of this machine's (FileStore.localPath).
  const path = await app.files.localPath('imports', job.stored_name);
  const def = app.resources.find((candidate) => candidate.name === job.resource);
  const end = (status: 'completed' | 'failed', text: string) => endJob(db, jobId, runner.token, status, text);
  if (!def) return end('failed', `The ${job.resource} resource file is gone, so the import cannot go on.`);
  if (!existsSync(path)) return end('failed', 'The uploaded file is gone: upload it again.');
  const resumed = job.status === 'running';
  await startJob(db, jobId, runner.token, resumed ? `Resumed after a restart at row ${count(job.next_record + 2)}.` : progressText(0, job.total_rows));
  let done = job.next_record;
  const restore = db.sqlite ? tuneForImport(db.sqlite) : () => undefined;
  const claim = { id: jobId, runner: runner.token };
  // A large file's new rows are written beside the check: by a thread of its own on SQLite's file, by
  // PostgreSQL's own processes there.
  const large = job.total_rows - job.next_record >= WRITER_FROM_ROWS;
  const writer: BatchWriter | undefined = !large ? undefined : db.sqlite ? runner.takeWriter() : inlineWriter(db);
  // The batches the writing thread has, oldest first, with where to read each again should it come back unwritten.
  const sent: Array<{ rows: BatchRows; text: string; outcome: Promise<NewRowsOutcome> }> = [];
  // Until a key of the file finds a record: from then on the import updates or refuses, row by row here.
  let onlyNew = true;
  try {
    const plan = await importPlan(db, app.resources, def, job.settings, job.headers.length);
    /** A batch's records: the ones it holds, or read again from the file. */
    const recordsOf = (rows: BatchRows) => rows.held ?? recordsAt(path, job.newline, rows.place, rows.first, rows.count);
    /**
     * Waits for the oldest batch the thread has, and writes it here if the thread did not. The thread
     * then skipped the ones sent after it: they are written here too, in order, before it goes on.
     */
    const settleOldest = async () => {
      const { rows, text, outcome } = sent.shift()!;
      const result = await outcome;
      if (result === 'claim-lost') throw new ClaimLost(jobId);
      if (result === 'key-found') onlyNew = false;
      if (result !== 'written') await writeBatch(db, claim, plan, await recordsOf(rows), job.user_id, text);
      done += rows.count;
      if (result === 'written' || result === 'skipped') return;
      await settle(0);
      writer!.resume();
    };
    /** Settles the oldest batches until the thread holds at most `kept`. */
    const settle = async (kept: number) => {
      while (sent.length > kept) await settleOldest();
    };
    let size = BATCH.first;
    let handed = done;
    /**
     * A batch begun at a run of records: checked for the thread as it is read while the import only
     * creates, else holding its records to be written here.
     */
    const begin = (run: RecordRun, first: number): Batch => {
      const checked = writer && onlyNew ? new NewRowsBatch(db, plan, claim, job.user_id) : undefined;
      return { rows: { place: run.place, first, count: 0, held: checked ? undefined : [] }, checked, busy: 0 };
    };
    const take = async (batch: Batch, records: CsvRecord[]) => {
      batch.rows.count += records.length;
      if (batch.rows.held) batch.rows.held.push(...records);
      else {
        const started = performance.now();
        await batch.checked!.add(records);
        batch.busy += performance.now() - started;
      }
    };
    /** Sends a checked batch to the thread (which writes the one before meanwhile), or writes it here. */
    const write = async ({ rows, checked, busy }: Batch) => {
      handed += rows.count;
      const text = progressText(handed, job.total_rows);
      const started = performance.now();
      const encoded = checked?.encode(text);
      busy += performance.now() - started;
      await settle(encoded ? SENT_AT_MOST - 1 : 0);
      if (encoded && onlyNew) sent.push({ rows, text, outcome: writer!.write(encoded) });
      else {
        const records = await recordsOf(rows);
        const writing = performance.now();
        await writeBatch(db, claim, plan, records, job.user_id, text);
        done += rows.count;
        busy += performance.now() - writing;
      }
      size = nextBatchSize(rows.count, busy, db.sqlite ? BATCH.max : POSTGRES_BATCH_MAX);
    };
    let batch: Batch | undefined;
    for await (const run of recordRuns(path, job.newline, { skip: job.next_record, batch: BATCH.min, chunkBytes: READ_CHUNK_BYTES })) {
      if (runner.stopped) break;
      const records = run.records[0].row > 1 ? run.records : run.records.filter((record) => record.row > 1);
      if (!records.length) continue;
      batch ??= begin(run, records[0].row);
      await take(batch, records);
      if (batch.rows.count < size) continue;
      await write(batch);
      batch = undefined;
      await nextTurn();
    }
    if (batch && !runner.stopped) await write(batch);
    await settle(0);
    if (runner.stopped) return;
    await end('completed', summaryText((await findJob(db, jobId))!));
  } catch (error) {
    // The thread's batches are written or not before the job ends: its counters then say what was imported.
    await Promise.all(sent.map(({ outcome }) => outcome.catch(() => undefined)));
    if (error instanceof ClaimLost) return;
    await end('failed', `The import stopped after ${count(done)} rows: ${(error as Error).message}`);
  } finally {
    // The thread checkpoints the import's pages as it closes; the settings come back after, so that
    // no commit of this thread's connection does that work meanwhile, holding the event loop.
    await writer?.close();
    restore();
  }
  await app.files.remove('imports', [job.stored_name]);
  await indexImported(db, def, runner);
}
