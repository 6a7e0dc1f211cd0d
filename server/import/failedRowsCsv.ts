import type { Readable } from 'node:stream';
import type { SqlClient } from '../database/sqlClient';
import { csvStream } from '../export/csvStream';
import { failedRecords, type ImportJob } from './importJobs';

const ROWS_PER_BATCH = 1000;

/** The refused rows in batches: where each was (import_row), why (import_errors), then its original cells. */
async function* batches(db: SqlClient, job: ImportJob): AsyncGenerator<string[][]> {
  for (let after = 0; ;) {
    const records = await failedRecords(db, job.id, after, ROWS_PER_BATCH);
    if (!records.length) return;
    after = records[records.length - 1].row;
    // Short rows are padded to the header; a long one keeps its extra cells, nothing of it is dropped.
    yield records.map((record) => [String(record.row), record.reasons,
      ...(record.cells.length >= job.headers.length ? record.cells : job.headers.map((_, i) => record.cells[i] ?? ''))]);
  }
}

/**
 * The refused rows of a job as a CSV download (the exports' own writer: formula cells neutralised).
 * Fixed and uploaded again, it maps as the first upload did; the two extra columns stay unmapped.
 */
export const failedRowsCsv = (db: SqlClient, job: ImportJob): Readable =>
  csvStream(['import_row', 'import_errors', ...job.headers], batches(db, job));
