import type { SqlClient } from '../database/sqlClient';
import type { FileStore } from '../files/fileStore';
import { now } from '../time';
import { deleteUploadedJob } from './importJobs';

/** How long an upload may wait for its column mapping before it is deleted with its file. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** How often the server looks for such uploads. */
export const STALE_UPLOAD_CHECK_MS = 60 * 60 * 1000;

/**
 * Deletes the uploads nobody submitted within a day of `at`, their jobs and their files (the tracking
 * page then says the import is not found), and answers how many went. A job submitted meanwhile stays.
 */
export async function removeStaleUploads(db: SqlClient, files: FileStore, at: Date): Promise<number> {
  const cutoff = now(new Date(at.getTime() - STALE_UPLOAD_MS));
  const stale = await db.all<{ id: number; stored_name: string }>("SELECT id, stored_name FROM import_jobs WHERE status = 'uploaded' AND created_at < ?", [cutoff]);
  let removed = 0;
  for (const job of stale) {
    if (!await deleteUploadedJob(db, job.id)) continue;
    await files.remove('imports', [job.stored_name]);
    removed++;
  }
  return removed;
}
