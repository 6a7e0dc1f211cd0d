import type { Database } from 'better-sqlite3';
import { logCreations } from '../repositories/activityLog';
import { autoValues } from '../repositories/autoValues';
import { RecordNumbers } from '../repositories/recordNumbers';
import type { Row } from '../repositories/records';
import { createRow, writeRecord } from '../repositories/saveRecord';
import { now } from '../time';
import { FieldErrors } from '../httpErrors';
import { emptyTally, recordTally, tallyRow, type RowProblem } from './importJobs';
import type { CsvRecord } from './csvRecords';
import type { JobClaim } from './importClaims';
import type { ImportPlan } from './importPlan';
import { prepareRow, type PreparedRow } from './prepareRow';

/** How a batch writes its rows: straight into the batch's transaction, or each in a savepoint of its own. */
type Mode = 'batch' | 'savepoints';

/** The database refused a row the checks let through (a constraint): the batch is written again row by row. */
class RowRefused extends Error {}

/** What the rows of a batch share: one time, the job's user, their automatic values, the ids created. */
interface Batch {
  db: Database;
  jobId: number;
  plan: ImportPlan;
  userId: number | null;
  at: string;
  auto: Row;
  created: number[];
  /** The numbers (x-sequence) the batch's rows are given: the counter read once, written back once. */
  numbers: RecordNumbers;
}

function write(batch: Batch, prepared: PreparedRow): void {
  const { db, plan, userId, at } = batch;
  if (prepared.action === 'create') {
    batch.numbers.give(prepared.values!);
    batch.created.push(createRow(db, plan.def, prepared.values!, batch.auto, at));
  } else writeRecord(db, plan.def, { id: prepared.existing!.id, values: prepared.values! }, userId, at, batch.numbers);
}

/** Logs the batch's creations so far in one statement; a created entry names the job (the row holds what the file said). */
function logCreated(batch: Batch): void {
  const { db, jobId, plan, userId, at } = batch;
  logCreations(db, { resource: plan.def.name, userId, changes: { import_id: [null, jobId] }, recordIds: batch.created }, at);
  batch.created = [];
}

function save(batch: Batch, prepared: PreparedRow, mode: Mode): PreparedRow {
  if (prepared.action !== 'create' && prepared.action !== 'update') return prepared;
  // An update may be of a row the batch created: its creation is logged first.
  if (prepared.action === 'update') logCreated(batch);
  try {
    if (mode === 'batch') write(batch, prepared);
    else batch.db.transaction(() => write(batch, prepared))();
    return prepared;
  } catch (error) {
    if (mode === 'batch') throw new RowRefused((error as Error).message);
    // A number another record holds (x-sequence) says so on its field; anything else on the whole row.
    const problems: RowProblem[] = error instanceof FieldErrors
      ? Object.entries(error.fields).map(([name, comment]) => ({ kind: 'failed', row: prepared.row, field: batch.plan.def.fields[name]?.label ?? name, comment }))
      : [{ kind: 'failed', row: prepared.row, field: '', comment: `The row could not be saved: ${(error as Error).message}` }];
    return { ...prepared, action: 'reject', problems: [...prepared.problems, ...problems] };
  }
}

function writeRows(db: Database, job: JobClaim, plan: ImportPlan, records: CsvRecord[], userId: number | null, text: string, mode: Mode): void {
  const at = now();
  const jobId = job.id;
  const batch: Batch = { db, jobId, plan, userId, at, auto: autoValues(plan.def, userId, at), created: [], numbers: new RecordNumbers(db, plan.def) };
  const tally = emptyTally(records.length, text);
  for (const record of records) {
    const done = save(batch, prepareRow(db, plan, record), mode);
    tallyRow(tally, record, done.action, done.problems);
  }
  batch.numbers.close();
  logCreated(batch);
  recordTally(db, job, tally);
}

/**
 * Imports a batch of records and moves the job on by as many, in one transaction: the rows, their
 * activity-log entries, the refusals and the job's counters commit together or not at all, and only
 * while the job is still the runner's (else ClaimLost, and nothing is written). Rows go
 * straight into that transaction; should the database refuse one, the batch is rolled back and
 * written again with a savepoint per row, so that row alone is refused and nothing of it is kept.
 */
export function writeBatch(db: Database, job: JobClaim, plan: ImportPlan, records: CsvRecord[], userId: number | null, text: string): void {
  try {
    db.transaction(() => writeRows(db, job, plan, records, userId, text, 'batch'))();
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error;
    db.transaction(() => writeRows(db, job, plan, records, userId, text, 'savepoints'))();
  }
}
