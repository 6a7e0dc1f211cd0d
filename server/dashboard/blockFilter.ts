import { ME, NEXT_DAYS, type ResourceDefinition, filterQuery } from '../../src/kernel';
import type { ListQuery } from '../repositories/listQuery';
import { parseListQuery } from '../routes/resources/parseListQuery';
import type { RawQuery } from '../routes/resources/parseQuery';
import { now } from '../time';

const DAY_MS = 86_400_000;

/** nextDays(14, at) → from the start of at's day to the end of the 14th day after it, in UTC as times are stored. */
export function nextDays(days: number, at: Date): { from: string; to: string } {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return { from: now(new Date(start)), to: now(new Date(start + (days + 1) * DAY_MS - 1000)) };
}

/**
 * A block's filter for a person on a day, as the list's address holds filter values: "$me" becomes
 * their id, "next N days" whole days from the start of today (so a block's link stays the same all
 * day, and the answers kept for the day hold). blockFilterValues({ assigned_id: ['$me'] }, 7) → { assigned_id: [7] }.
 */
export function blockFilterValues(filter: Record<string, unknown> = {}, userId: number, at = new Date()): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).map(([key, value]) => {
    if (Array.isArray(value)) return [key, value.map((item) => (item === ME ? userId : item))];
    const next = typeof value === 'string' ? NEXT_DAYS.exec(value) : null;
    return [key, next ? nextDays(Number(next[1]), at) : value];
  }));
}

/**
 * The list request those filter values make, read by the list route's own parser: the block runs the
 * list's query, so its figures and the list it opens agree. limit: the rows read (a count reads one).
 */
export function blockListQuery(def: ResourceDefinition, values: Record<string, unknown>, limit: number): ListQuery {
  const query: RawQuery = { [def.params.limit]: String(limit) };
  for (const [param, value] of Object.entries(filterQuery(def, values))) query[param] = Array.isArray(value) ? value.map(String) : value;
  return parseListQuery(def, query);
}

/** The list's address showing exactly these filter values, as its filters write it (react-admin's ?filter=JSON; a space as %20). */
export const listLink = (def: ResourceDefinition, values: Record<string, unknown>) =>
  (Object.keys(values).length ? `${def.routes.list}?filter=${encodeURIComponent(JSON.stringify(values))}` : def.routes.list);
