import { badRequest } from '../../httpErrors';
import { now } from '../../time';

/** A closed or half-open range of stored timestamps (UTC 'YYYY-MM-DD HH:mm:ss'); a missing bound is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const LAST = /^last::([1-9][0-9]{0,5})~(minute|hour|day|month)$/;
const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** A real calendar time: '2026-02-30 10:00:00' is refused, not rolled into March. */
function isStamp(text: string): boolean {
  const parts = STAMP.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    && hour < 24 && minute < 60 && second < 60;
}

/**
 * One bound of a range sent in its own parameter (assigned_on_begin=2026-01-01 00:00:00, the spec's
 * YYYY-MM-DD+HH:mm:ss with the + an encoded space): parseStamp('assigned_on_begin', '2026-01-01 00:00:00')
 * gives the text back; anything but a real calendar time is a 400.
 */
export function parseStamp(param: string, raw: string): string {
  const text = raw.trim();
  if (!isStamp(text)) throw badRequest(`The ${param} must be a date and time as YYYY-MM-DD HH:mm:ss.`);
  return text;
}

/**
 * A range as a date column compares it: a day alone ('2025-01-31') sorts before that day's times, so
 * the bounds keep their day: byDay({ from: '2025-01-01 00:00:00', to: '2025-01-31 23:59:59' }) gives
 * { from: '2025-01-01', to: '2025-01-31' }, which holds both days.
 */
export function byDay(range: DateRange): DateRange {
  return { ...(range.from ? { from: range.from.slice(0, 10) } : {}), ...(range.to ? { to: range.to.slice(0, 10) } : {}) };
}

/** The range as the field's column compares it: by day for a date property (a day, no time), as sent otherwise. */
export const comparedAs = (field: { kind: string } | undefined) => (field?.kind === 'date' ? byDay : (range: DateRange) => range);

function since(amount: number, unit: string, at: Date): string {
  if (unit !== 'month') return now(new Date(at.getTime() - amount * UNIT_MS[unit]));
  // A month back from 31 March is the last day of February, not 3 March.
  const start = new Date(at);
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - amount);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return now(start);
}

/**
 * The daterange filter value of the spec, one of
 *   date::2026-01-01 00:00:00~2026-01-31 23:59:59   (either bound may be empty: open)
 *   last::7~day                                      (minute, hour, day or month back from now)
 * parseDateRange('created_at', 'last::2~hour') gives { from: <two hours ago> }. Anything else is a 400.
 */
export function parseDateRange(param: string, raw: string, at = new Date()): DateRange {
  const last = LAST.exec(raw);
  if (last) return { from: since(Number(last[1]), last[2], at) };
  const bounds = raw.startsWith('date::') ? raw.slice('date::'.length).split('~') : [];
  const [from, to] = bounds.map((bound) => bound.trim());
  if (bounds.length !== 2 || [from, to].some((bound) => bound !== '' && !isStamp(bound))) {
    throw badRequest(`The ${param} must be date::YYYY-MM-DD HH:mm:ss~YYYY-MM-DD HH:mm:ss or last::N~minute|hour|day|month.`);
  }
  if (from && to && from > to) throw badRequest(`The ${param} range must not end before it starts.`);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
