import type { SqlClient } from '../database/sqlClient';
import { sqlTypes, type SqlTypes } from '../database/sqlTypes';
import { addMissingColumns } from '../repositories/addMissingColumns';

/**
 * An import is one job row from upload to the end: the uploaded file (kept in app.files' imports area
 * until the job ends or is discarded), its header, the mapping once submitted, and the counters.
 * `next_record` is how many data records are done; it is written in the same transaction as the
 * rows of each batch, so a job stopped anywhere resumes exactly where the database says it was.
 * import_failed_rows holds one line per refused cell or row (kind 'failed') and per remark on a row
 * that was written (kind 'warning'); import_failed_cells the original cells of each refused row, for
 * the download of the refused rows. `runner` and `heartbeat_at` say which process runs the job
 * (importClaims.ts).
 */
const importTables = (types: SqlTypes) => `
CREATE TABLE IF NOT EXISTS import_jobs (
  id ${types.id},
  resource TEXT NOT NULL,
  user_id ${types.integer},
  file_name TEXT NOT NULL,
  stored_name TEXT NOT NULL,
  size ${types.integer} NOT NULL,
  headers TEXT NOT NULL,
  newline TEXT NOT NULL,
  total_rows ${types.integer} NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('uploaded', 'queued', 'running', 'completed', 'failed')),
  settings TEXT,
  next_record ${types.integer} NOT NULL DEFAULT 0,
  created ${types.integer} NOT NULL DEFAULT 0,
  updated ${types.integer} NOT NULL DEFAULT 0,
  failed ${types.integer} NOT NULL DEFAULT 0,
  warning ${types.integer} NOT NULL DEFAULT 0,
  status_text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  started_at TEXT,
  ended_at TEXT,
  runner TEXT,
  heartbeat_at ${types.integer}
);
CREATE INDEX IF NOT EXISTS idx_import_jobs_status ON import_jobs (status);
CREATE TABLE IF NOT EXISTS import_failed_rows (
  id ${types.id},
  job_id ${types.integer} NOT NULL REFERENCES import_jobs(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('failed', 'warning')),
  row ${types.integer} NOT NULL,
  field TEXT NOT NULL,
  comment TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_import_failed_rows_job ON import_failed_rows (job_id, kind, row);
CREATE TABLE IF NOT EXISTS import_failed_cells (
  job_id ${types.integer} NOT NULL REFERENCES import_jobs(id) ON DELETE CASCADE,
  row ${types.integer} NOT NULL,
  cells TEXT NOT NULL,
  PRIMARY KEY (job_id, row)
);
`;

/** Columns added after the table first shipped, with their definitions. */
const laterColumns = (types: SqlTypes): Record<string, string> => ({ runner: 'TEXT', heartbeat_at: types.integer });

export async function ensureImportTables(db: SqlClient): Promise<void> {
  const types = sqlTypes(db.dialect);
  await db.exec(importTables(types));
  await addMissingColumns(db, 'import_jobs', laterColumns(types));
}
