import type { SqlClient } from '../database/sqlClient';
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
  db: SqlClient;
  jobId: number;
  plan: ImportPlan;
  userId: number | null;
  at: string;
  auto: Row;
  created: number[];
  /** The numbers (x-sequence) the batch's rows are given: the counter read once, written back once. */
  numbers: RecordNumbers;
}

async function write(batch: Batch, prepared: PreparedRow): Promise<void> {
  const { db, plan, userId, at } = batch;
  if (prepared.action === 'create') {
    await batch.numbers.give(prepared.values!);
    batch.created.push(await createRow(db, plan.def, prepared.values!, batch.auto, at));
  } else await writeRecord(db, plan.def, { id: prepared.existing!.id, values: prepared.values! }, userId, at, batch.numbers);
}

/** Logs the batch's creations so far in one statement; a created entry names the job (the row holds what the file said). */
async function logCreated(batch: Batch): Promise<void> {
  const { db, jobId, plan, userId, at } = batch;
  await logCreations(db, { resource: plan.def.name, userId, changes: { import_id: [null, jobId] }, recordIds: batch.created }, at);
  batch.created = [];
}

async function save(batch: Batch, prepared: PreparedRow, mode: Mode): Promise<PreparedRow> {
  if (prepared.action !== 'create' && prepared.action !== 'update') return prepared;
  // An update may be of a row the batch created: its creation is logged first.
  if (prepared.action === 'update') await logCreated(batch);
  try {
    if (mode === 'batch') await write(batch, prepared);
    else await batch.db.transaction(() => write(batch, prepared));
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

async function writeRows(db: SqlClient, job: JobClaim, plan: ImportPlan, records: CsvRecord[], userId: number | null, text: string, mode: Mode): Promise<void> {
  const at = now();
  const jobId = job.id;
  const batch: Batch = { db, jobId, plan, userId, at, auto: autoValues(plan.def, userId, at), created: [], numbers: new RecordNumbers(db, plan.def) };
  const tally = emptyTally(records.length, text);
  for (const record of records) {
    const done = await save(batch, await prepareRow(db, plan, record), mode);
    tallyRow(tally, record, done.action, done.problems);
  }
  await batch.numbers.close();
  await logCreated(batch);
  await recordTally(db, job, tally);
}

/**
 * Imports a batch of records and moves the job on by as many, in one transaction: the rows, their
 * activity-log entries, the refusals and the job's counters commit together or not at all, and only
 * while the job is still the runner's (else ClaimLost, and nothing is written). Rows go
 * straight into that transaction; should the database refuse one, the batch is rolled back and
 * written again with a savepoint per row, so that row alone is refused and nothing of it is kept.
 */
export async function writeBatch(db: SqlClient, job: JobClaim, plan: ImportPlan, records: CsvRecord[], userId: number | null, text: string): Promise<void> {
  try {
    await db.transaction(() => writeRows(db, job, plan, records, userId, text, 'batch'));
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error;
    await db.transaction(() => writeRows(db, job, plan, records, userId, text, 'savepoints'));
  }
}
