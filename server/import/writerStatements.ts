/**
 * The statements the import's writing thread makes besides its rows' INSERT (newRows.ts), in SQLite's
 * own forms: the thread writes on a better-sqlite3 connection of its own, synchronously, where the
 * server's thread goes through the database seam, whose statements answer asynchronously. Each is the
 * thread's form of a function the server's thread calls: logCreations (activityLog.ts), lastNumber and
 * setLastNumber (recordNumbers.ts), recordTally (importJobs.ts, whose statements it shares).
 */
import type { Database } from 'better-sqlite3';
import { sequenceNumber } from '../../src/kernel';
import type { ActivityEntry } from '../repositories/activityLog';
import type { NumberedColumn } from '../repositories/recordNumbers';
import { prepared, quote } from '../sql';
import { ClaimLost, type JobClaim } from './importClaims';
import { advanceParams, TALLY_SQL, type BatchTally } from './importJobs';

/** The created entries of the batch's new records, in one statement. */
export function logCreationsSync(db: Database, entry: Omit<ActivityEntry, 'recordId' | 'action'> & { recordIds: number[] }, at: string): void {
  if (!entry.recordIds.length) return;
  prepared(db, `INSERT INTO activity_log (resource, record_id, user_id, action, changes, created_at)
    SELECT ?, value, ?, 'created', ?, ? FROM json_each(?)`)
    .run(entry.resource, entry.userId, JSON.stringify(entry.changes), at, JSON.stringify(entry.recordIds));
}

/** The highest number of the pattern the table holds (0 when none): where a new counter starts. */
function highestStored(db: Database, { table, column, pattern }: NumberedColumn): number {
  const values = prepared(db, `SELECT ${quote(column)} AS value FROM ${quote(table)} WHERE substr(${quote(column)}, 1, ?) = ? COLLATE NOCASE`)
    .pluck().all(pattern.prefix.length, pattern.prefix) as unknown[];
  let highest = 0;
  for (const value of values) highest = Math.max(highest, sequenceNumber(pattern, value) ?? 0);
  return highest;
}

/** The counter's last number, made at its first use, inside the batch's transaction. */
export function lastNumberSync(db: Database, numbered: NumberedColumn): number {
  const last = prepared(db, 'SELECT last FROM record_sequences WHERE name = ?').pluck().get(numbered.counter) as number | undefined;
  if (last !== undefined) return last;
  const start = highestStored(db, numbered);
  prepared(db, 'INSERT INTO record_sequences (name, last) VALUES (?, ?)').run(numbered.counter, start);
  return start;
}

/** Moves the counter on to last; never back. */
export function setLastNumberSync(db: Database, numbered: NumberedColumn, last: number): void {
  prepared(db, 'INSERT INTO record_sequences (name, last) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET last = max(last, excluded.last)').run(numbered.counter, last);
}

/** The batch's refused cells, problems and counts, the job moved on; ClaimLost when the job is no longer the runner's. */
export function recordTallySync(db: Database, job: JobClaim, tally: BatchTally): void {
  const failedCells = prepared(db, TALLY_SQL.failedCells);
  for (const { row, cells } of tally.refused) failedCells.run(job.id, row, JSON.stringify(cells));
  const problem = prepared(db, TALLY_SQL.problem);
  for (const { kind, row, field, comment } of tally.problems) problem.run(job.id, kind, row, field, comment);
  if (prepared(db, TALLY_SQL.advance).run(...advanceParams(job.id, job.runner, tally.progress)).changes !== 1) throw new ClaimLost(job.id);
}
