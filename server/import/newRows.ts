/**
 * A batch of an import that only creates records, as its writing thread writes it (importWriterThread.ts):
 * checked on the server's thread (newRowsBatch.ts), sent as one INSERT and each row's parameters, and
 * written with the rows' activity-log entries, the batch's refusals and the job's counters in one
 * transaction, or not at all. The rows' keys are looked up in that same transaction, so a record
 * created meanwhile, by this import's batch before or by anyone, is never created twice; the rows'
 * numbers (x-sequence) are given in it too, so no other process gives the same ones. The thread's
 * connection is SQLite's own and answers at once: these statements are synchronous (writerStatements.ts).
 */
import type { Database } from 'better-sqlite3';
import { formatSequence } from '../../src/kernel';
import { isEmptyNumber, type NumberedColumn } from '../repositories/recordNumbers';
import { prepared } from '../sql';
import { ClaimLost, type JobClaim } from './importClaims';
import type { BatchTally } from './importJobs';
import { lastNumberSync, logCreationsSync, recordTallySync, setLastNumberSync } from './writerStatements';

export interface NewRows {
  job: JobClaim;
  userId: number | null;
  resource: string;
  at: string;
  /** One INSERT for every row (the rows have the same properties), and each row's parameters. */
  insert: { sql: string; rows: unknown[][] };
  /** Whether any of the rows' keys (as JSON, the query's one parameter) finds a record: prepareRow must then decide. */
  keys?: { sql: string; json: string };
  /** The job's counts, the refused rows' cells and reasons, the created rows' warnings. */
  tally: BatchTally;
  /**
   * The numbered properties (x-sequence): where each sits in a row's parameters, and the highest
   * number the batch's rows typed; rows that left it empty are given the next ones here.
   */
  numbers?: Array<{ numbered: NumberedColumn; index: number; typed: number }>;
}

/** Fills the rows' empty numbers from the counters, read and written back once in the batch's transaction. */
function giveNumbers(db: Database, batch: NewRows): void {
  for (const { numbered, index, typed } of batch.numbers ?? []) {
    let last = Math.max(lastNumberSync(db, numbered), typed);
    for (const params of batch.insert.rows) if (isEmptyNumber(params[index])) params[index] = formatSequence(numbered.pattern, ++last);
    setLastNumberSync(db, numbered, last);
  }
}

/**
 * What became of a batch. A batch not written (a key found a record, the database refused a row) is
 * written on the server's thread instead (writeBatch.ts), which decides row by row. 'skipped': sent
 * after a batch the thread did not write, so not tried (importWriterThread.ts).
 */
export type NewRowsOutcome = 'written' | 'key-found' | 'refused' | 'claim-lost' | 'skipped';

class NotWritten extends Error {
  constructor(readonly outcome: NewRowsOutcome) {
    super(outcome);
  }
}

/** Writes the batch in one transaction: writeNewRows(db, batch) === 'written', or why nothing was. */
export function writeNewRows(db: Database, batch: NewRows): NewRowsOutcome {
  const { job } = batch;
  try {
    db.transaction(() => {
      if (batch.keys && prepared(db, batch.keys.sql).get(batch.keys.json)) throw new NotWritten('key-found');
      giveNumbers(db, batch);
      const ids: number[] = [];
      const insert = batch.insert.rows.length ? prepared(db, batch.insert.sql) : undefined;
      for (const params of batch.insert.rows) {
        try {
          ids.push(Number(insert!.run(params).lastInsertRowid));
        } catch {
          throw new NotWritten('refused');
        }
      }
      logCreationsSync(db, { resource: batch.resource, userId: batch.userId, changes: { import_id: [null, job.id] }, recordIds: ids }, batch.at);
      recordTallySync(db, job, batch.tally);
    })();
    return 'written';
  } catch (error) {
    if (error instanceof NotWritten) return error.outcome;
    if (error instanceof ClaimLost) return 'claim-lost';
    throw error;
  }
}
