/**
 * Which process runs which import when the server runs as several (WORKERS). A runner claims a job in
 * a write transaction, writing its token and a heartbeat; every batch renews the heartbeat in the
 * batch's own transaction and only while the token is still the job's (advanceJob), so a runner that
 * lost its claim cannot write one batch more. One import runs at a time for the whole server: none is
 * claimed while another's heartbeat is fresh. A job whose runner stopped beating for IMPORT_LEASE_MS
 * (its process died) is claimed by the next runner to look, and resumes where its counters say.
 */
import type { SqlClient } from '../database/sqlClient';

/** A batch takes a fraction of a second; a runner this long silent is gone. */
export const IMPORT_LEASE_MS = 20_000;

/** The job's claim is another runner's now: the batch in hand is rolled back and the runner lets the job go. */
export class ClaimLost extends Error {
  constructor(jobId: number) {
    super(`Import ${jobId} is run by another process now.`);
  }
}

/**
 * Claims the next job for `runner`: the oldest queued or running one, when no job holds a claim with
 * a fresh heartbeat (an import runs, or is about to); a claim older than the lease is a dead runner's.
 * Answers the job's id.
 */
export async function claimNextJob(db: SqlClient, runner: string, at = Date.now()): Promise<number | undefined> {
  // Idle runners look every few seconds: a read answers them without taking the write lock.
  if (!await db.get("SELECT 1 AS one FROM import_jobs WHERE status IN ('queued', 'running') LIMIT 1")) return undefined;
  return db.transaction(async () => {
    const stale = at - IMPORT_LEASE_MS;
    // A job claimed a moment ago may still say queued: the claim, not the status, says it is taken.
    if (await db.get("SELECT 1 AS one FROM import_jobs WHERE status IN ('queued', 'running') AND runner IS NOT NULL AND heartbeat_at > ?", [stale])) return undefined;
    const next = await db.get<{ id: number }>("SELECT id FROM import_jobs WHERE status IN ('queued', 'running') ORDER BY id LIMIT 1");
    if (!next) return undefined;
    await db.run('UPDATE import_jobs SET runner = ?, heartbeat_at = ? WHERE id = ?', [runner, at, next.id]);
    return next.id;
  });
}

/** Lets a job go without ending it (a closing process): the next runner to look resumes it at once. */
export async function releaseClaim(db: SqlClient, jobId: number, runner: string): Promise<void> {
  await db.run('UPDATE import_jobs SET runner = NULL WHERE id = ? AND runner = ?', [jobId, runner]);
}

/** At the server's start no runner is alive yet: every running job is free to resume. Answers how many. */
export function releaseAllClaims(db: SqlClient): Promise<number> {
  return db.run("UPDATE import_jobs SET runner = NULL WHERE status = 'running' AND runner IS NOT NULL");
}

/** The job a batch belongs to and the runner that claimed it. */
export interface JobClaim {
  id: number;
  runner: string;
}
