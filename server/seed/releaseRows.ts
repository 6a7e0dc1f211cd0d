/**
 * Demo releases (read-only for now, seeded whole): a handful planned over the year, spread over the
 * release statuses, priorities, types and locations by position; one has no planned end yet, so the
 * change view's releases tab shows its '---'.
 */
import { itemIds, pick } from './seedPeople';

type Row = Record<string, unknown>;

const RELEASES: Array<[string, string, string | null]> = [
  ['Q1 desktop image', '2025-01-13 08:00:00', '2025-01-31 18:00:00'],
  ['ERP 4.2 rollout', '2025-02-03 06:00:00', '2025-02-09 22:00:00'],
  ['Mobile app 2.0', '2025-03-10 09:00:00', '2025-04-04 17:30:00'],
  ['Network refresh wave 2', '2025-04-22 20:00:00', null],
  ['Mail platform migration', '2025-05-05 07:00:00', '2025-06-27 19:00:00'],
];

export const RELEASE_ROWS: Row[] = RELEASES.map(([subject, start, end], i) => ({
  subject,
  identifier: `REL-${String(i + 1).padStart(4, '0')}`,
  description: `<p>${subject}: build, test and roll out in the planned window.</p>`,
  status_id: pick(itemIds('release_statuses'), i),
  priority_id: pick(itemIds('release_priorities'), i + 1),
  release_type_id: pick(itemIds('release_types'), i * 2),
  location_id: pick(itemIds('locations'), i),
  planned_start_date: start,
  ...(end ? { planned_end_date: end } : {}),
}));
