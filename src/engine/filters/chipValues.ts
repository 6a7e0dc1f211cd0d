import { type DateRangeValue, isEmptyRange } from '../../kernel';
import type { RangeValue } from './filterKind';

/** The values a filter holds, as a list (one value is a list of one); what is no id or text is left out. */
export const asList = (value: unknown): Array<string | number> =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number');

/** A typed value as its chip shows it: trimmed, '' when none. */
export const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A range as the filter values hold it ({ from, to } or { last }), or undefined when it narrows nothing. */
export function rangeOf(value: unknown, dates: boolean): RangeValue | undefined {
  const { from, to, last } = (value && typeof value === 'object' ? value : {}) as DateRangeValue;
  const range = { from: textOf(from) || undefined, to: textOf(to) || undefined, last: dates ? textOf(last) || undefined : undefined };
  return isEmptyRange(range) ? undefined : { kind: 'range', dates, ...range };
}
