import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

/** The last period each named schedule ran for: every server process ticks, the first of a period runs it. */
export function ensureScheduleRunTable(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schedule_runs (name TEXT PRIMARY KEY, period INTEGER NOT NULL)');
}

/**
 * Claims the run of schedule `name` for the period of periodMs that `at` falls in: true for the first
 * caller of that period, false for every later one, whichever process asks (one statement, so two
 * cannot both win). claimScheduledRun(db, 'contracts', 60_000, t) is true once per minute of t.
 */
export function claimScheduledRun(db: Database, name: string, periodMs: number, at: Date): boolean {
  const period = Math.floor(at.getTime() / periodMs);
  return prepared(db, `INSERT INTO schedule_runs (name, period) VALUES (?, ?)
    ON CONFLICT (name) DO UPDATE SET period = excluded.period WHERE period < excluded.period`).run(name, period).changes === 1;
}
