import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

/** Failed sign-ins per key (an account, an address) in the current window, shared by every server process. */
export function ensureFailedLoginTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS failed_logins (key TEXT PRIMARY KEY, window_start INTEGER NOT NULL, failures INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS failed_logins_window ON failed_logins (window_start)`);
}

export interface LoginLimit { key: string; limit: number }

/**
 * Seconds until the first of `limits` that is used up frees again, or 0 when none is: a key with
 * `limit` failures in the window that started less than windowMs before `at` waits for its end.
 */
export function waitForLogin(db: Database, limits: LoginLimit[], windowMs: number, at: number): number {
  let wait = 0;
  for (const { key, limit } of limits) {
    const row = prepared(db, 'SELECT window_start, failures FROM failed_logins WHERE key = ?').get(key) as { window_start: number; failures: number } | undefined;
    if (!row || row.failures < limit || at - row.window_start >= windowMs) continue;
    wait = Math.max(wait, Math.ceil((row.window_start + windowMs - at) / 1000));
  }
  return wait;
}

/**
 * Counts one failure for each key: in its window, or as the first of a new one when that has ended.
 * Keys whose window has ended go, so guessing many names keeps no more than a window's worth of rows.
 */
export function noteFailedLogin(db: Database, keys: string[], windowMs: number, at: number): void {
  const forget = prepared(db, 'DELETE FROM failed_logins WHERE window_start <= ?');
  const note = prepared(db, `INSERT INTO failed_logins (key, window_start, failures) VALUES (?, ?, 1)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN excluded.window_start - window_start >= ? THEN 1 ELSE failures + 1 END,
      window_start = CASE WHEN excluded.window_start - window_start >= ? THEN excluded.window_start ELSE window_start END`);
  db.transaction(() => {
    forget.run(at - windowMs);
    for (const key of keys) note.run(key, at, windowMs, windowMs);
  })();
}
