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
export function sharedSchedule(app: FastifyInstance, schedule: SharedSchedule, run: (at: Date) => void | Promise<void>): void {
  if (!app.role.background) return;
  const clock = schedule.clock ?? (() => new Date());
  // A tick while the last one's work goes on is skipped, so runs never overlap; the app closes after it.
  let running: Promise<void> | undefined;
  const tick = async () => {
    try {
      const at = clock();
      if (await claimScheduledRun(app.db, schedule.name, schedule.periodMs, at)) await run(at);
    } catch (error) {
      app.log.error(error);
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => { running = undefined; });
  }, schedule.periodMs / 6);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
