/**
 * Demo releases, planned over the year and spread over the release statuses, priorities, types,
 * locations and owners by position (the last a week after the seed); one has no planned end yet,
 * so the change view's releases tab shows its '---'.
 * None is saved Completed: COMPLETED_RELEASES are completed after seeding through the complete command,
 * as an agent would (that stamps completed_at and locks them), once their links and plans are in.
 */
import type { Release } from '../../src/types';
import { now } from '../time';
import { AGENTS, itemIds, pick } from './seedPeople';

/** The date a number of days after now: daysAhead(7) === '2026-12-04'. */
const daysAhead = (days: number) => now(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
/** The demo agent (agent@example.com). */
const DEMO_AGENT = AGENTS[1].id;

/** The past year's releases: the demo's changes link to them (linkRows). */
const YEAR: Array<[string, string, string | null]> = [
  ['Q1 desktop image', '2025-01-13 08:00:00', '2025-01-31 18:00:00'],
  ['ERP 4.2 rollout', '2025-02-03 06:00:00', '2025-02-09 22:00:00'],
  ['Mobile app 2.0', '2025-03-10 09:00:00', '2025-04-04 17:30:00'],
  ['Network refresh wave 2', '2025-04-22 20:00:00', null],
  ['Mail platform migration', '2025-05-05 07:00:00', '2025-06-27 19:00:00'],
  ['VPN client 7.1', '2025-07-07 18:00:00', '2025-07-11 22:00:00'],
  ['Intranet redesign', '2025-09-01 08:00:00', '2025-10-31 17:00:00'],
  ['Printer driver bundle 2025.3', '2025-11-17 19:00:00', '2025-11-18 06:00:00'],
];

/** How many releases the changes link to: the year's, whatever comes after them. */
export const YEAR_RELEASES = YEAR.length;

const RELEASES: Array<[string, string, string | null]> = [
  ...YEAR,
  // A week after the demo is seeded, so the home page's releases of the next 14 days show one.
  ['Service desk 5.0 upgrade', `${daysAhead(7)} 20:00:00`, `${daysAhead(8)} 02:00:00`],
];

/** The open statuses of release_statuses (1 Open ... 4 Incomplete); 5 Completed is reached by the command only. */
const OPEN_STATUSES = itemIds('release_statuses').slice(0, 4);

export const RELEASE_ROWS = RELEASES.map(([subject, start, end], i) => ({
  subject,
  identifier: `REL-${String(i + 1).padStart(4, '0')}`,
  description: `<p>${subject}: build, test and roll out in the planned window.</p>`,
  status_id: pick(OPEN_STATUSES, i),
  priority_id: pick(itemIds('release_priorities'), i + 1),
  release_type_id: pick(itemIds('release_types'), i * 2),
  location_id: pick(itemIds('locations'), i),
  // The demo agent owns every other one and the coming one.
  owner_id: i % 2 || i === RELEASES.length - 1 ? DEMO_AGENT : pick(AGENTS, i).id,
  planned_start_date: start,
  ...(end ? { planned_end_date: end } : {}),
}) satisfies Release);

/** Positions of the releases completed after seeding. */
export const COMPLETED_RELEASES = [2, 6];

/** [release position, planning kind, description]: build and test plans on most releases. */
export const RELEASE_PLANS: Array<[number, string, string]> = RELEASE_ROWS.flatMap((_, i): Array<[number, string, string]> => [
  ...(i % 4 === 3 ? [] : [[i, 'build-plan', `<p>Package <strong>${RELEASE_ROWS[i].subject}</strong> in the build pipeline and sign it.</p>`] as [number, string, string]]),
  ...(i % 2 === 1 ? [] : [[i, 'test-plan', '<p>Run the regression suite on the pilot group for two days, then sign off.</p>'] as [number, string, string]]),
]);
