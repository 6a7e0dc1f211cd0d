import type { Database } from 'better-sqlite3';
import { saveRecord, writeRecord } from '../repositories/saveRecord';
import { advanceJob, insertFailedCells, insertProblems, type Progress, type RowProblem } from './importJobs';
import type { CsvRecord } from './csvRecords';
import type { ImportPlan } from './importPlan';
import { prepareRow, type PreparedRow } from './prepareRow';

/** How a batch writes its rows: straight into the batch's transaction, or each in a savepoint of its own. */
type Mode = 'batch' | 'savepoints';

/** The database refused a row the checks let through (a constraint): the batch is written again row by row. */
class RowRefused extends Error {}

function save(db: Database, plan: ImportPlan, prepared: PreparedRow, userId: number | null, mode: Mode): PreparedRow {
  if (prepared.action !== 'create' && prepared.action !== 'update') return prepared;
  const input = { id: prepared.existing?.id as number | undefined, values: prepared.values! };
  if (mode === 'batch') {
    try {
      writeRecord(db, plan.def, input, userId);
      return prepared;
    } catch (error) {
      throw new RowRefused((error as Error).message);
    }
  }
  try {
    saveRecord(db, plan.def, input, userId);
    return prepared;
  } catch (error) {
    const comment = `The row could not be saved: ${(error as Error).message}`;
    return { ...prepared, action: 'reject', problems: [...prepared.problems, { kind: 'failed', row: prepared.row, field: '', comment }] };
  }
}

function writeRows(db: Database, jobId: number, plan: ImportPlan, records: CsvRecord[], userId: number | null, text: string, mode: Mode): void {
  const progress: Progress = { records: records.length, created: 0, updated: 0, failed: 0, warning: 0, text };
  const problems: RowProblem[] = [];
  for (const record of records) {
    const done = save(db, plan, prepareRow(db, plan, record), userId, mode);
    if (done.action === 'reject') {
      progress.failed += 1;
      insertFailedCells(db, jobId, record.row, record.cells);
      problems.push(...done.problems.filter((problem) => problem.kind === 'failed'));
      continue;
    }
    if (done.action === 'create') progress.created += 1;
    if (done.action === 'update' || done.action === 'unchanged') progress.updated += 1;
    if (done.problems.length) progress.warning += 1;
    problems.push(...done.problems);
  }
  insertProblems(db, jobId, problems);
  advanceJob(db, jobId, progress);
}

/**
 * Imports a batch of records and moves the job on by as many, in one transaction: the rows, their
 * activity-log entries, the refusals and the job's counters commit together or not at all. Rows go
 * straight into that transaction; should the database refuse one, the batch is rolled back and
 * written again with a savepoint per row, so that row alone is refused and nothing of it is kept.
 */
export function writeBatch(db: Database, jobId: number, plan: ImportPlan, records: CsvRecord[], userId: number | null, text: string): void {
  try {
    db.transaction(() => writeRows(db, jobId, plan, records, userId, text, 'batch'))();
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error;
    db.transaction(() => writeRows(db, jobId, plan, records, userId, text, 'savepoints'))();
  }
}
