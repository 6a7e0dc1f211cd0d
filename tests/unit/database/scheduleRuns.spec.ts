import { afterEach, expect, it } from 'vitest';
import { claimScheduledRun, ensureScheduleRunTable } from '../../../server/repositories/scheduleRuns';
import { twoConnections } from './twoConnections';

let close = async (): Promise<void> => {};
afterEach(() => close());

const at = (time: string) => new Date(`2030-01-01T${time}Z`);

it('lets one process of all run a schedule once per period', async () => {
  const two = twoConnections();
  close = two.close;
  await ensureScheduleRunTable(two.a);
  const claims = [
    [two.a, '10:00:05', true], [two.b, '10:00:40', false], [two.a, '10:00:59', false],
    [two.b, '10:01:00', true], [two.a, '10:01:30', false], [two.a, '10:03:10', true],
    // A clock that went back does not run a period again.
    [two.b, '10:02:10', false],
  ] as const;
  for (const [db, time, wins] of claims) expect(await claimScheduledRun(db, 'contracts', 60_000, at(time)), time).toBe(wins);
  // Each schedule has its own periods.
  expect(await claimScheduledRun(two.b, 'reminders', 60_000, at('10:03:20'))).toBe(true);
});
