/**
 * The wire form of a date-range value (x-list filter kind "daterange", and a custom date-time field's
 * filter), shared by the browser and the server: `date::from~to` with either bound open, or a relative
 * range `last::N~unit` ('within last' N minutes, hours, days or months).
 */

/** A date-range filter value as the filter panel keeps it: either end may be open, or a relative range 'within last' ('7~day'). */
export interface DateRangeValue { from?: string; to?: string; last?: string }

/** dateRangeText({ from: 'a' }) === 'date::a~', dateRangeText({ last: '7~day' }) === 'last::7~day'; no bound gives undefined. */
export function dateRangeText(value: unknown): string | undefined {
  const { from = '', to = '', last = '' } = (value ?? {}) as DateRangeValue;
  if (last) return `last::${last}`;
  return from || to ? `date::${from}~${to}` : undefined;
}

/** Whether a date-range value filters nothing (no bound, no 'within last'). */
export const isEmptyRange = (value: DateRangeValue) => !value.from && !value.to && !value.last;

/** dateRangeValue('date::a~b') → { from: 'a', to: 'b' }; dateRangeValue('last::7~day') → { last: '7~day' }. */
export function dateRangeValue(text: unknown): DateRangeValue | undefined {
  if (typeof text === 'string' && text.startsWith('last::')) return { last: text.slice('last::'.length) };
  if (typeof text !== 'string' || !text.startsWith('date::')) return undefined;
  const [from = '', to = ''] = text.slice('date::'.length).split('~');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
