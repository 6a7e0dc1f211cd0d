/**
 * Which process runs which import when the server runs as several (WORKERS). A runner claims a job in
 * a write transaction, writing its token and a heartbeat; every batch renews the heartbeat in the
 * batch's own transaction and only while the token is still the job's (advanceJob), so a runner that
 * lost its claim cannot write one batch more. One import runs at a time for the whole server: none is
 * claimed while another's heartbeat is fresh. A job whose runner stopped beating for IMPORT_LEASE_MS
 * (its process died) is claimed by the next runner to look, and resumes where its counters say.
 */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

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
export function claimNextJob(db: Database, runner: string, at = Date.now()): number | undefined {
  // Idle runners look every few seconds: a read answers them without taking the write lock.
  if (!prepared(db, "SELECT 1 FROM import_jobs WHERE status IN ('queued', 'running') LIMIT 1").get()) return undefined;
  return db.transaction(() => {
    const stale = at - IMPORT_LEASE_MS;
    // A job claimed a moment ago may still say queued: the claim, not the status, says it is taken.
    if (prepared(db, "SELECT 1 FROM import_jobs WHERE status IN ('queued', 'running') AND runner IS NOT NULL AND heartbeat_at > ?").get(stale)) return undefined;
    const next = prepared(db, "SELECT id FROM import_jobs WHERE status IN ('queued', 'running') ORDER BY id LIMIT 1").get() as { id: number } | undefined;
    if (!next) return undefined;
    prepared(db, 'UPDATE import_jobs SET runner = ?, heartbeat_at = ? WHERE id = ?').run(runner, at, next.id);
    return next.id;
  })();
}

/** Lets a job go without ending it (a closing process): the next runner to look resumes it at once. */
export function releaseClaim(db: Database, jobId: number, runner: string): void {
  prepared(db, 'UPDATE import_jobs SET runner = NULL WHERE id = ? AND runner = ?').run(jobId, runner);
}

/** At the server's start no runner is alive yet: every running job is free to resume. Answers how many. */
export function releaseAllClaims(db: Database): number {
  return prepared(db, "UPDATE import_jobs SET runner = NULL WHERE status = 'running' AND runner IS NOT NULL").run().changes;
}

/** The job a batch belongs to and the runner that claimed it. */
export interface JobClaim {
  id: number;
  runner: string;
}
