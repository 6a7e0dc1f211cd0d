import { NEXT_DAYS } from '../dashboardBlock';
import { dateRangeText, dateRangeValue } from '../dateRange';
import { DATE_FORMATS } from '../describeField';
import { isDateTime } from '../isDateTime';
import type { FilterKindChecks, FilterKindRules } from './filterKindRules';

const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const LAST = /^[1-9][0-9]{0,5}~(minute|hour|day|month)$/;
const WANTED = 'a date range: { from, to } as YYYY-MM-DD HH:mm:ss, { last: "7~day" } or "next N days"';
const isBound = (value: unknown, ok: (text: string) => boolean) => value === undefined || value === '' || (typeof value === 'string' && ok(value));
const isStamp = (text: string) => STAMP.test(text) && isDateTime(text);

/** Kind "daterange": a date or date-time property between two bounds, param=date::from~to or last::N~unit, or in two parameters (`end`). */
export const dateRangeFilter: FilterKindRules = {
  toQuery: dateRangeText,
  fromQuery: dateRangeValue,
  twoParameters: true,
};

export const dateRangeChecks: FilterKindChecks = {
  propertyProblem: (filter, schema) => (DATE_FORMATS.has(schema.format) ? undefined : `a daterange filter needs a date or date-time property, "${filter.field}" is not one`),
  blockValueProblem(value) {
    if (typeof value === 'string') return NEXT_DAYS.test(value) ? undefined : WANTED;
    const range = value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
    const ok = range && Object.keys(range).every((key) => ['from', 'to', 'last'].includes(key))
      && isBound(range.from, isStamp) && isBound(range.to, isStamp) && isBound(range.last, (text) => LAST.test(text))
      && (range.from || range.to || range.last);
    return ok ? undefined : WANTED;
  },
};
