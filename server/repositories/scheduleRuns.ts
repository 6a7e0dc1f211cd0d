import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';

/** The last period each named schedule ran for: every server process ticks, the first of a period runs it. */
export async function ensureScheduleRunTable(db: SqlClient): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schedule_runs (name TEXT PRIMARY KEY, period ${sqlTypes(db.dialect).integer} NOT NULL)`);
}

/**
 * Claims the run of schedule `name` for the period of periodMs that `at` falls in: true for the first
 * caller of that period, false for every later one, whichever process asks (one statement, so two
 * cannot both win). claimScheduledRun(db, 'contracts', 60_000, t) is true once per minute of t.
 */
export async function claimScheduledRun(db: SqlClient, name: string, periodMs: number, at: Date): Promise<boolean> {
  const period = Math.floor(at.getTime() / periodMs);
  return (await db.run(`INSERT INTO schedule_runs (name, period) VALUES (?, ?)
    ON CONFLICT (name) DO UPDATE SET period = excluded.period WHERE schedule_runs.period < excluded.period`, [name, period])) === 1;
}
