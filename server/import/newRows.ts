/**
 * A batch of an import that only creates records, as its writing thread writes it (importWriterThread.ts):
 * checked on the server's thread (newRowsBatch.ts), sent as one INSERT and each row's parameters, and
 * written with the rows' activity-log entries, the batch's refusals and the job's counters in one
 * transaction, or not at all. The rows' keys are looked up in that same transaction, so a record
 * created meanwhile, by this import's batch before or by anyone, is never created twice; the rows'
 * numbers (x-sequence) are given in it too, so no other process gives the same ones. The thread
 * goes through the database seam over its own connection, with the statements the server's thread uses.
 */
import { formatSequence } from '../../src/kernel';
import { postgresArray } from '../database/postgresArray';
import type { SqlClient, SqlValue } from '../database/sqlClient';
import { tableColumns } from '../database/tableColumns';
import { quote } from '../sql';
import type { InsertShape } from '../repositories/records';
import { logCreations } from '../repositories/activityLog';
import { isEmptyNumber, lastNumber, setLastNumber, type NumberedColumn } from '../repositories/recordNumbers';
import { ClaimLost, type JobClaim } from './importClaims';
import { recordTally, type BatchTally } from './importJobs';

export interface NewRows {
  job: JobClaim;
  userId: number | null;
  resource: string;
  at: string;
  /** One INSERT for every row (the rows have the same properties), its table and columns, and each row's parameters. */
  insert: InsertShape & { rows: unknown[][] };
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
async function giveNumbers(db: SqlClient, batch: NewRows): Promise<void> {
  for (const { numbered, index, typed } of batch.numbers ?? []) {
    let last = Math.max(await lastNumber(db, numbered), typed);
    for (const params of batch.insert.rows) if (isEmptyNumber(params[index])) params[index] = formatSequence(numbered.pattern, ++last);
    await setLastNumber(db, numbered, last);
  }
}

/**
 * The INSERT of a batch's rows on PostgreSQL by the one-row INSERT it stands for, each column read
 * from an array of its own type. Kept: a column's type never changes once it is made (an apply only
 * adds columns), and a new column makes a new one-row INSERT.
 */
const unnestInserts = new Map<string, string>();

async function unnestInsert(db: SqlClient, insert: NewRows['insert']): Promise<string> {
  let sql = unnestInserts.get(insert.sql);
  if (sql === undefined) {
    const types = new Map((await tableColumns(db, insert.table)).map((column) => [column.name, column.type]));
    const arrays = insert.columns.map((column) => `CAST(? AS ${types.get(column)}[])`);
    sql = `INSERT INTO ${quote(insert.table)} (${insert.columns.map(quote).join(', ')}) SELECT * FROM unnest(${arrays.join(', ')}) RETURNING id`;
    if (unnestInserts.size < 1_000) unnestInserts.set(insert.sql, sql);
  }
  return sql;
}

/**
 * Inserts the rows, answering their ids. SQLite answers each row's INSERT in the process, at once.
 * PostgreSQL, a round trip away, takes all of them in one statement, each column one array parameter
 * (unnest): a row of parameters a value took it a quarter longer to read than the rows' index entries
 * took to write.
 */
export async function insertRows(db: SqlClient, insert: NewRows['insert']): Promise<number[]> {
  if (db.dialect === 'sqlite') {
    const ids: number[] = [];
    for (const params of insert.rows) ids.push((await db.get<{ id: number }>(`${insert.sql} RETURNING id`, params as SqlValue[]))!.id);
    return ids;
  }
  const columns = insert.columns.map((_, i) => postgresArray(insert.rows.map((row) => row[i] as SqlValue)));
  return (await db.all<{ id: number }>(await unnestInsert(db, insert), columns)).map((row) => row.id);
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
export async function writeNewRows(db: SqlClient, batch: NewRows): Promise<NewRowsOutcome> {
  const { job } = batch;
  try {
    await db.transaction(async () => {
      if (batch.keys && await db.get(batch.keys.sql, [batch.keys.json])) throw new NotWritten('key-found');
      await giveNumbers(db, batch);
      let ids: number[];
      try {
        ids = await insertRows(db, batch.insert);
      } catch {
        throw new NotWritten('refused');
      }
      await logCreations(db, { resource: batch.resource, userId: batch.userId, changes: { import_id: [null, job.id] }, recordIds: ids }, batch.at);
      await recordTally(db, job, batch.tally);
    });
    return 'written';
  } catch (error) {
    if (error instanceof NotWritten) return error.outcome;
    if (error instanceof ClaimLost) return 'claim-lost';
    throw error;
  }
}
