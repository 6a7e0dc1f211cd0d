/**
 * The imports that were started (an upload still waiting for its mapping is the wizard's, not an
 * import yet), newest first: the home page's block and the imports list read the same rows, so the
 * block's count is the list's total.
 */
import type { SqlClient } from '../database/sqlClient';
import type { ImportJob } from './importJobs';

const STARTED = "status <> 'uploaded'";

export type StartedImport = Pick<ImportJob, 'id' | 'file_name' | 'status' | 'created' | 'updated' | 'failed' | 'total_rows' | 'created_at' | 'started_at' | 'ended_at'>;

export function startedImports(db: SqlClient, limit: number, offset = 0): Promise<StartedImport[]> {
  return db.all<StartedImport>(`SELECT id, file_name, status, created, updated, failed, total_rows, created_at, started_at, ended_at
    FROM import_jobs WHERE ${STARTED} ORDER BY id DESC LIMIT ? OFFSET ?`, [limit, offset]);
}

export const countStartedImports = async (db: SqlClient): Promise<number> =>
  (await db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM import_jobs WHERE ${STARTED}`))!.total;
