import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';

/**
 * Failed attempts per key (a sign-in's account or address, the address guessing approval links) in
 * the current window, kept in the database so every server process counts and refuses alike.
 */
export async function ensureFailedAttemptTable(db: SqlClient): Promise<void> {
  const { integer } = sqlTypes(db.dialect);
  await db.exec(`CREATE TABLE IF NOT EXISTS failed_attempts (key TEXT PRIMARY KEY, window_start ${integer} NOT NULL, failures ${integer} NOT NULL);
    CREATE INDEX IF NOT EXISTS failed_attempts_window ON failed_attempts (window_start);
    DROP TABLE IF EXISTS failed_logins`);
}

export interface AttemptLimit { key: string; limit: number }

/**
 * Seconds until the first of `limits` that is used up frees again, or 0 when none is: a key with
 * `limit` failures in the window that started less than windowMs before `at` waits for its end.
 */
export async function waitForAttempt(db: SqlClient, limits: AttemptLimit[], windowMs: number, at: number): Promise<number> {
  let wait = 0;
  for (const { key, limit } of limits) {
    const row = await db.get<{ window_start: number; failures: number }>('SELECT window_start, failures FROM failed_attempts WHERE key = ?', [key]);
    if (!row || row.failures < limit || at - row.window_start >= windowMs) continue;
    wait = Math.max(wait, Math.ceil((row.window_start + windowMs - at) / 1000));
  }
  return wait;
}

/**
 * Counts one failure for each key: in its window, or as the first of a new one when that has ended.
 * Keys whose window has ended go, so guessing many names keeps no more than a window's worth of rows.
 * Answers each key's window start, by which a count is given back (giveBackAttempt).
 */
export async function noteFailedAttempt(db: SqlClient, keys: string[], windowMs: number, at: number): Promise<number[]> {
  // The stored row's columns are named by the table: beside excluded, PostgreSQL finds a bare name ambiguous.
  const note = `INSERT INTO failed_attempts (key, window_start, failures) VALUES (?, ?, 1)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN excluded.window_start - failed_attempts.window_start >= ? THEN 1 ELSE failed_attempts.failures + 1 END,
      window_start = CASE WHEN excluded.window_start - failed_attempts.window_start >= ? THEN excluded.window_start ELSE failed_attempts.window_start END
    RETURNING window_start`;
  return db.transaction(async () => {
    await db.run('DELETE FROM failed_attempts WHERE window_start <= ?', [at - windowMs]);
    const windows: number[] = [];
    for (const key of keys) windows.push((await db.get<{ window_start: number }>(note, [key, at, windowMs, windowMs]))!.window_start);
    return windows;
  });
}

/** An attempt counted before its outcome is known: the keys and the windows it was counted in. */
export interface ClaimedAttempt { keys: string[]; windows: number[] }

/**
 * Counts an attempt as failed before it is tried, unless a limit is used up (then answers the wait in
 * seconds and counts nothing). Check and count are one write transaction, which takes the database's
 * write lock first: concurrent attempts, in this process or another, are counted one after the other,
 * so no more than `limit` of them are ever let through in a window.
 */
export async function claimAttempt(db: SqlClient, limits: AttemptLimit[], windowMs: number, at: number): Promise<{ wait: number } | ClaimedAttempt> {
  return db.transaction(async (): Promise<{ wait: number } | ClaimedAttempt> => {
    const wait = await waitForAttempt(db, limits, windowMs, at);
    if (wait) return { wait };
    const keys = limits.map((limit) => limit.key);
    return { keys, windows: await noteFailedAttempt(db, keys, windowMs, at) };
  });
}

/**
 * Takes back a claimed attempt that succeeded, from the windows it was counted in (a window that has
 * ended since is gone or started again, and keeps its count). A key left at no failures goes.
 */
export async function giveBackAttempt(db: SqlClient, claim: ClaimedAttempt): Promise<void> {
  await db.transaction(async () => {
    for (const [i, key] of claim.keys.entries()) {
      await db.run('UPDATE failed_attempts SET failures = failures - 1 WHERE key = ? AND window_start = ?', [key, claim.windows[i]]);
      await db.run('DELETE FROM failed_attempts WHERE key = ? AND failures <= 0', [key]);
    }
  });
}
