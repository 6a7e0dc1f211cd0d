import type { ResourceDefinition, FieldDescriptor } from '../../src/kernel';
import type { Row } from './records';

/** What a countdown reads as: the words a list shows, the date they count to (its tooltip) and the whole days left (negative once passed). */
export interface Countdown { title: string; timestamp: string; days: number }

const DAY_MS = 86_400_000;
const STAMP = /^(\d{4})-(\d{2})-(\d{2})/;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Days as the largest unit that fits whole: 45 → '1 month', 800 → '2 years'. */
const span = (days: number) => (days < 30 ? plural(days, 'day') : days < 365 ? plural(Math.floor(days / 30), 'month') : plural(Math.floor(days / 365), 'year'));

/**
 * countdown('2026-03-21 23:30:00', <1 March 2026>) → { title: 'Expires in 20 days', timestamp: '2026-03-21 23:30:00', days: 20 };
 * counted in calendar days (UTC, as stored), so a contract ending any time today 'Expires today' and
 * one that ended yesterday 'Expired 1 day ago' (days -1). The days let a screen colour it by the file's
 * x-derived.warnWithin with the server's clock, not the browser's. Null for no or a zero date.
 */
export function countdown(end: unknown, at = new Date()): Countdown | null {
  const parts = typeof end === 'string' ? STAMP.exec(end) : null;
  if (!parts || parts[1] === '0000') return null;
  const endDay = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const days = Math.round((endDay - today) / DAY_MS);
  const title = days === 0 ? 'Expires today' : days > 0 ? `Expires in ${span(days)}` : `Expired ${span(-days)} ago`;
  return { title, timestamp: end as string, days };
}

const DERIVATIONS = { countdown } as const;

/** The read keys of the x-derived properties, each worked out from the row's stored `from` column. */
export function derivedReads(def: ResourceDefinition, at = new Date()): Array<[string, (row: Row) => unknown]> {
  return Object.values(def.fields).filter((field): field is FieldDescriptor & { derived: NonNullable<FieldDescriptor['derived']> } => field.derived !== undefined)
    .map((field) => [field.name, (row: Row) => DERIVATIONS[field.derived.as](row[field.derived.from], at)]);
}
