import type { FastifyInstance } from 'fastify';
import { claimScheduledRun } from './repositories/scheduleRuns';

export interface SharedSchedule {
  /** The schedule's name in schedule_runs. */
  name: string;
  periodMs: number;
  /** The time the schedule goes by (tests move it); the system clock by default. */
  clock?: () => Date;
}

/**
 * Runs `run` once per period for the whole server however many processes it has (WORKERS): every
 * process that does background work looks a few times a period, and the first to claim the period
 * in the database runs it, so a missed tick or a process that died costs at most a fraction of one.
 * Errors are logged; the timer stops with the app. sharedSchedule(app, { name: 'contracts', periodMs: 60_000 }, run)
 */
export function sharedSchedule(app: FastifyInstance, schedule: SharedSchedule, run: (at: Date) => void): void {
  if (!app.role.background) return;
  const clock = schedule.clock ?? (() => new Date());
  const timer = setInterval(() => {
    try {
      const at = clock();
      if (claimScheduledRun(app.db, schedule.name, schedule.periodMs, at)) run(at);
    } catch (error) {
      app.log.error(error);
    }
  }, schedule.periodMs / 6);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
