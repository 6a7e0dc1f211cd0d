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
 */
export function noteFailedAttempt(db: Database, keys: string[], windowMs: number, at: number): void {
  const forget = prepared(db, 'DELETE FROM failed_attempts WHERE window_start <= ?');
  const note = prepared(db, `INSERT INTO failed_attempts (key, window_start, failures) VALUES (?, ?, 1)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN excluded.window_start - window_start >= ? THEN 1 ELSE failures + 1 END,
      window_start = CASE WHEN excluded.window_start - window_start >= ? THEN excluded.window_start ELSE window_start END`);
  db.transaction(() => {
    forget.run(at - windowMs);
    for (const key of keys) note.run(key, at, windowMs, windowMs);
  })();
}
