import type { SqlClient } from '../database/sqlClient';
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

export async function createJob(db: SqlClient, job: NewJob): Promise<number> {
  return (await db.get<{ id: number }>(`INSERT INTO import_jobs (resource, user_id, file_name, stored_name, size, headers, newline, total_rows, status, status_text, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'uploaded', ?, ?) RETURNING id`,
    [job.resource, job.userId, job.fileName, job.storedName, job.size, JSON.stringify(job.headers), job.newline, job.totalRows,
      'Uploaded: waiting for the column mapping.', now()]))!.id;
}

export async function findJob(db: SqlClient, id: number): Promise<ImportJob | undefined> {
  const row = await db.get('SELECT * FROM import_jobs WHERE id = ?', [id]);
  if (!row) return undefined;
  return { ...row, headers: JSON.parse(String(row.headers)), settings: row.settings ? JSON.parse(String(row.settings)) : null } as ImportJob;
}

/** Moves an uploaded job to the queue with its settings; false when another request did so first (a double submit). */
export async function queueJob(db: SqlClient, id: number, settings: ImportSettings): Promise<boolean> {
  return await db.run("UPDATE import_jobs SET status = 'queued', settings = ?, status_text = ? WHERE id = ? AND status = 'uploaded'",
    [JSON.stringify(settings), 'Waiting to start.', id]) === 1;
}

/** Removes an upload nobody submitted; false when it was submitted meanwhile. */
export async function deleteUploadedJob(db: SqlClient, id: number): Promise<boolean> {
  return await db.run("DELETE FROM import_jobs WHERE id = ? AND status = 'uploaded'", [id]) === 1;
}

export async function startJob(db: SqlClient, id: number, runner: string, text: string): Promise<void> {
  await db.run("UPDATE import_jobs SET status = 'running', status_text = ?, started_at = COALESCE(started_at, ?) WHERE id = ? AND runner = ?", [text, now(), id, runner]);
}

export interface Progress { records: number; created: number; updated: number; failed: number; warning: number; text: string }

/**
 * Adds a batch's counts and renews the runner's heartbeat; called inside the batch's transaction, so
 * the counts and the rows commit together. Throws ClaimLost when the job is no longer the runner's.
 */
export async function advanceJob(db: SqlClient, id: number, runner: string, progress: Progress): Promise<void> {
  if (await db.run(TALLY_SQL.advance, advanceParams(id, runner, progress)) !== 1) throw new ClaimLost(id);
}

/** Ends the runner's job; a job another runner claimed meanwhile is left to it. */
export async function endJob(db: SqlClient, id: number, runner: string, status: 'completed' | 'failed', text: string): Promise<void> {
  await db.run('UPDATE import_jobs SET status = ?, status_text = ?, ended_at = ? WHERE id = ? AND runner = ?', [status, text, now(), id, runner]);
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
export async function recordTally(db: SqlClient, job: JobClaim, tally: BatchTally): Promise<void> {
  for (const { row, cells } of tally.refused) await insertFailedCells(db, job.id, row, cells);
  await insertProblems(db, job.id, tally.problems);
  await advanceJob(db, job.id, job.runner, tally.progress);
}

/** The statements of recordTally. */
const TALLY_SQL = {
  failedCells: `INSERT INTO import_failed_cells (job_id, row, cells) VALUES (?, ?, ?)
    ON CONFLICT (job_id, row) DO UPDATE SET cells = excluded.cells`,
  problem: 'INSERT INTO import_failed_rows (job_id, kind, row, field, comment) VALUES (?, ?, ?, ?, ?)',
  advance: `UPDATE import_jobs SET next_record = next_record + ?, created = created + ?, updated = updated + ?,
    failed = failed + ?, warning = warning + ?, status_text = ?, heartbeat_at = ? WHERE id = ? AND runner = ?`,
} as const;

/** advanceJob's parameters: the batch's counts, the heartbeat now, the claim. */
const advanceParams = (id: number, runner: string, progress: Progress) =>
  [progress.records, progress.created, progress.updated, progress.failed, progress.warning, progress.text, Date.now(), id, runner];

export async function insertProblems(db: SqlClient, jobId: number, problems: RowProblem[]): Promise<void> {
  for (const problem of problems) await db.run(TALLY_SQL.problem, [jobId, problem.kind, problem.row, problem.field, problem.comment]);
}

export async function insertFailedCells(db: SqlClient, jobId: number, row: number, cells: string[]): Promise<void> {
  await db.run(TALLY_SQL.failedCells, [jobId, row, JSON.stringify(cells)]);
}

/** One page of the refused cells and rows, in file order. */
export async function failedPage(db: SqlClient, jobId: number, page: number, limit: number): Promise<{ rows: Array<Omit<RowProblem, 'kind'>>; total: number }> {
  const rows = await db.all<Omit<RowProblem, 'kind'>>(`SELECT row, field, comment FROM import_failed_rows WHERE job_id = ? AND kind = 'failed'
    ORDER BY row, id LIMIT ? OFFSET ?`, [jobId, limit, (page - 1) * limit]);
  const { total } = (await db.get<{ total: number }>("SELECT COUNT(*) AS total FROM import_failed_rows WHERE job_id = ? AND kind = 'failed'", [jobId]))!;
  return { rows, total };
}

/**
 * Refused rows with their original cells and reasons joined, in file order, `limit` after row `after`:
 * read a page at a time (an open cursor would keep the connection from everyone else).
 */
export async function failedRecords(db: SqlClient, jobId: number, after: number, limit: number): Promise<Array<{ row: number; cells: string[]; reasons: string }>> {
  // Each refused row's reasons joined in one text: GROUP_CONCAT on SQLite, string_agg in the reasons' order on PostgreSQL.
  const reason = "CASE WHEN f.field = '' THEN f.comment ELSE f.field || ': ' || f.comment END";
  const joined = db.dialect === 'sqlite' ? `GROUP_CONCAT(${reason}, ' | ')` : `string_agg(${reason}, ' | ' ORDER BY f.id)`;
  const records = await db.all<{ row: number; cells: string; reasons: string | null }>(`SELECT c.row, c.cells,
      (SELECT ${joined}
         FROM import_failed_rows f WHERE f.job_id = c.job_id AND f.row = c.row AND f.kind = 'failed') AS reasons
    FROM import_failed_cells c WHERE c.job_id = ? AND c.row > ? ORDER BY c.row LIMIT ?`, [jobId, after, limit]);
  return records.map((record) => ({ row: record.row, cells: JSON.parse(record.cells), reasons: record.reasons ?? '' }));
}
