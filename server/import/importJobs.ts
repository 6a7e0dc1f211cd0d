import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';
import { ClaimLost, type JobClaim } from './importClaims';
import type { Newline } from './csvRecords';

export type JobStatus = 'uploaded' | 'queued' | 'running' | 'completed' | 'failed';

/** What the mapping step chose: a column (its header id) or a value for every row, per property. */
export interface ImportSettings {
  mapping: Record<string, number>;
  fixed: Record<string, string>;
  updateExisting: boolean;
  /** One of IMPORT_DATE_FORMATS, or null when dates arrive in the wire's format. */
  dateFormat: string | null;
}

export interface ImportJob {
  id: number;
  resource: string;
  user_id: number | null;
  file_name: string;
  stored_name: string;
  size: number;
  headers: string[];
  newline: Newline;
  total_rows: number;
  status: JobStatus;
  settings: ImportSettings | null;
  next_record: number;
  created: number;
  updated: number;
  failed: number;
  warning: number;
  status_text: string;
  created_at: string;
  started_at: string | null;
  ended_at: string | null;
  /** The runner that claimed it (importClaims.ts) and when that runner last wrote a batch (ms). */
  runner: string | null;
  heartbeat_at: number | null;
}

/** One line of the refused-rows list: a cell (field names the property) or the whole row (field ''). */
export interface RowProblem {
  kind: 'failed' | 'warning';
  row: number;
  field: string;
  comment: string;
}

export interface NewJob {
  resource: string;
  userId: number;
  fileName: string;
  storedName: string;
  size: number;
  headers: string[];
  newline: Newline;
  totalRows: number;
}

export function createJob(db: Database, job: NewJob): number {
  return Number(prepared(db, `INSERT INTO import_jobs (resource, user_id, file_name, stored_name, size, headers, newline, total_rows, status, status_text, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'uploaded', ?, ?)`)
    .run(job.resource, job.userId, job.fileName, job.storedName, job.size, JSON.stringify(job.headers), job.newline, job.totalRows,
      'Uploaded: waiting for the column mapping.', now()).lastInsertRowid);
}

export function findJob(db: Database, id: number): ImportJob | undefined {
  const row = prepared(db, 'SELECT * FROM import_jobs WHERE id = ?').get(id) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return { ...row, headers: JSON.parse(String(row.headers)), settings: row.settings ? JSON.parse(String(row.settings)) : null } as ImportJob;
}

/** Moves an uploaded job to the queue with its settings; false when another request did so first (a double submit). */
export function queueJob(db: Database, id: number, settings: ImportSettings): boolean {
  return prepared(db, "UPDATE import_jobs SET status = 'queued', settings = ?, status_text = ? WHERE id = ? AND status = 'uploaded'")
    .run(JSON.stringify(settings), 'Waiting to start.', id).changes === 1;
}

/** Removes an upload nobody submitted; false when it was submitted meanwhile. */
export function deleteUploadedJob(db: Database, id: number): boolean {
  return prepared(db, "DELETE FROM import_jobs WHERE id = ? AND status = 'uploaded'").run(id).changes === 1;
}

export function startJob(db: Database, id: number, runner: string, text: string): void {
  prepared(db, "UPDATE import_jobs SET status = 'running', status_text = ?, started_at = COALESCE(started_at, ?) WHERE id = ? AND runner = ?").run(text, now(), id, runner);
}

export interface Progress { records: number; created: number; updated: number; failed: number; warning: number; text: string }

/**
 * Adds a batch's counts and renews the runner's heartbeat; called inside the batch's transaction, so
 * the counts and the rows commit together. Throws ClaimLost when the job is no longer the runner's.
 */
export function advanceJob(db: Database, id: number, runner: string, progress: Progress): void {
  const changed = prepared(db, `UPDATE import_jobs SET next_record = next_record + ?, created = created + ?, updated = updated + ?,
    failed = failed + ?, warning = warning + ?, status_text = ?, heartbeat_at = ? WHERE id = ? AND runner = ?`)
    .run(progress.records, progress.created, progress.updated, progress.failed, progress.warning, progress.text, Date.now(), id, runner).changes;
  if (changed !== 1) throw new ClaimLost(id);
}

/** Ends the runner's job; a job another runner claimed meanwhile is left to it. */
export function endJob(db: Database, id: number, runner: string, status: 'completed' | 'failed', text: string): void {
  prepared(db, 'UPDATE import_jobs SET status = ?, status_text = ?, ended_at = ? WHERE id = ? AND runner = ?').run(status, text, now(), id, runner);
}

/** What a batch keeps of its rows besides the rows: the job's counts, the refused rows' cells, the problems to list. */
export interface BatchTally {
  progress: Progress;
  refused: Array<{ row: number; cells: string[] }>;
  problems: RowProblem[];
}

export const emptyTally = (records: number, text: string): BatchTally =>
  ({ progress: { records, created: 0, updated: 0, failed: 0, warning: 0, text }, refused: [], problems: [] });

/** Counts a record by what became of it: a refused one keeps its cells and its reasons, another its warnings. */
export function tallyRow(tally: BatchTally, record: { row: number; cells: string[] }, action: string, problems: RowProblem[]): void {
  const { progress } = tally;
  if (action === 'reject') {
    progress.failed += 1;
    tally.refused.push({ row: record.row, cells: record.cells });
    tally.problems.push(...problems.filter((problem) => problem.kind === 'failed'));
    return;
  }
  if (action === 'create') progress.created += 1;
  if (action === 'update' || action === 'unchanged') progress.updated += 1;
  if (problems.length) progress.warning += 1;
  tally.problems.push(...problems);
}

/**
 * Writes a batch's tally inside the batch's transaction: the refused cells, the problems, the job moved
 * on. Throws ClaimLost when the job is no longer the runner's.
 */
export function recordTally(db: Database, job: JobClaim, tally: BatchTally): void {
  for (const { row, cells } of tally.refused) insertFailedCells(db, job.id, row, cells);
  insertProblems(db, job.id, tally.problems);
  advanceJob(db, job.id, job.runner, tally.progress);
}

export function insertProblems(db: Database, jobId: number, problems: RowProblem[]): void {
  const insert = prepared(db, 'INSERT INTO import_failed_rows (job_id, kind, row, field, comment) VALUES (?, ?, ?, ?, ?)');
  for (const problem of problems) insert.run(jobId, problem.kind, problem.row, problem.field, problem.comment);
}

export function insertFailedCells(db: Database, jobId: number, row: number, cells: string[]): void {
  prepared(db, 'INSERT OR REPLACE INTO import_failed_cells (job_id, row, cells) VALUES (?, ?, ?)').run(jobId, row, JSON.stringify(cells));
}

/** One page of the refused cells and rows, in file order. */
export function failedPage(db: Database, jobId: number, page: number, limit: number): { rows: Array<Omit<RowProblem, 'kind'>>; total: number } {
  const rows = prepared(db, `SELECT row, field, comment FROM import_failed_rows WHERE job_id = ? AND kind = 'failed'
    ORDER BY row, id LIMIT ? OFFSET ?`).all(jobId, limit, (page - 1) * limit) as Array<Omit<RowProblem, 'kind'>>;
  const { total } = prepared(db, "SELECT COUNT(*) AS total FROM import_failed_rows WHERE job_id = ? AND kind = 'failed'").get(jobId) as { total: number };
  return { rows, total };
}

/**
 * Refused rows with their original cells and reasons joined, in file order, `limit` after row `after`:
 * read a page at a time (an open cursor would keep the connection from everyone else).
 */
export function failedRecords(db: Database, jobId: number, after: number, limit: number): Array<{ row: number; cells: string[]; reasons: string }> {
  const records = prepared(db, `SELECT c.row, c.cells,
      (SELECT GROUP_CONCAT(CASE WHEN f.field = '' THEN f.comment ELSE f.field || ': ' || f.comment END, ' | ')
         FROM import_failed_rows f WHERE f.job_id = c.job_id AND f.row = c.row AND f.kind = 'failed') AS reasons
    FROM import_failed_cells c WHERE c.job_id = ? AND c.row > ? ORDER BY c.row LIMIT ?`).all(jobId, after, limit) as Array<{ row: number; cells: string; reasons: string | null }>;
  return records.map((record) => ({ row: record.row, cells: JSON.parse(record.cells), reasons: record.reasons ?? '' }));
}
