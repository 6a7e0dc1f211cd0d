import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

/**
 * Failed attempts per key (a sign-in's account or address, the address guessing approval links) in
 * the current window, kept in the database so every server process counts and refuses alike.
 */
export function ensureFailedAttemptTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS failed_attempts (key TEXT PRIMARY KEY, window_start INTEGER NOT NULL, failures INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS failed_attempts_window ON failed_attempts (window_start);
    DROP TABLE IF EXISTS failed_logins`);
}

export interface AttemptLimit { key: string; limit: number }

/**
 * Seconds until the first of `limits` that is used up frees again, or 0 when none is: a key with
 * `limit` failures in the window that started less than windowMs before `at` waits for its end.
 */
export function waitForAttempt(db: Database, limits: AttemptLimit[], windowMs: number, at: number): number {
  let wait = 0;
  for (const { key, limit } of limits) {
    const row = prepared(db, 'SELECT window_start, failures FROM failed_attempts WHERE key = ?').get(key) as { window_start: number; failures: number } | undefined;
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
export function noteFailedAttempt(db: Database, keys: string[], windowMs: number, at: number): number[] {
  const forget = prepared(db, 'DELETE FROM failed_attempts WHERE window_start <= ?');
  const note = prepared(db, `INSERT INTO failed_attempts (key, window_start, failures) VALUES (?, ?, 1)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN excluded.window_start - window_start >= ? THEN 1 ELSE failures + 1 END,
      window_start = CASE WHEN excluded.window_start - window_start >= ? THEN excluded.window_start ELSE window_start END
    RETURNING window_start`);
  return db.transaction(() => {
    forget.run(at - windowMs);
    return keys.map((key) => (note.get(key, at, windowMs, windowMs) as { window_start: number }).window_start);
  })();
}

/** An attempt counted before its outcome is known: the keys and the windows it was counted in. */
export interface ClaimedAttempt { keys: string[]; windows: number[] }

/**
 * Counts an attempt as failed before it is tried, unless a limit is used up (then answers the wait in
 * seconds and counts nothing). Check and count are one write transaction, which takes the database's
 * write lock first: concurrent attempts, in this process or another, are counted one after the other,
 * so no more than `limit` of them are ever let through in a window.
 */
export function claimAttempt(db: Database, limits: AttemptLimit[], windowMs: number, at: number): { wait: number } | ClaimedAttempt {
  return db.transaction(() => {
    const wait = waitForAttempt(db, limits, windowMs, at);
    if (wait) return { wait };
    const keys = limits.map((limit) => limit.key);
    return { keys, windows: noteFailedAttempt(db, keys, windowMs, at) };
  })();
}

/**
 * Takes back a claimed attempt that succeeded, from the windows it was counted in (a window that has
 * ended since is gone or started again, and keeps its count). A key left at no failures goes.
 */
export function giveBackAttempt(db: Database, claim: ClaimedAttempt): void {
  const take = prepared(db, 'UPDATE failed_attempts SET failures = failures - 1 WHERE key = ? AND window_start = ?');
  const drop = prepared(db, 'DELETE FROM failed_attempts WHERE key = ? AND failures <= 0');
  db.transaction(() => {
    claim.keys.forEach((key, i) => {
      take.run(key, claim.windows[i]);
      drop.run(key);
    });
  })();
}
