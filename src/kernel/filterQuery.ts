/**
 * A list's filter values in their two shapes: react-admin's filter values (what the filter panel
 * holds, keyed by filter key, as the list's address carries them) and the values by query parameter
 * (what the list request sends and a saved filter stores). Pure and shared with the server, which
 * answers a dashboard block by running the list's own query with the block's filter values:
 *   declared filter  { status_id: [1, 2] }                    ⇄ { status_ids: [1, 2] }
 *   date range       { created_at: { from: 'a', to: '' } }    ⇄ { created_at: 'date::a~' }
 *   within last      { created_at: { last: '7~day' } }         ⇄ { created_at: 'last::7~day' }
 *   range in two     { assigned_on: { from: 'a', to: 'b' } }   ⇄ { assigned_on_begin: 'a', assigned_on_end: 'b' } (filter `end`)
 *   number range     { cost: { from: '10', to: '' } }          ⇄ { cost: '10~' }
 *   custom fields    { '@custom': { risk: ['High'] } }         ⇄ { risk: ['High'] }
 *   saved filter     { '@saved': 4 }                           → { filter_id: 4 } (x-list.savedFilters.param)
 */
import type { CustomFilter } from './customFilters';
import type { ResourceDefinition } from './defineResource';
import { numberRangeText, numberRangeValue } from './numberRange';

/** A date-range filter value as the filter panel keeps it: either end may be open, or a relative range 'within last' ('7~day'). */
export interface DateRangeValue { from?: string; to?: string; last?: string }

/** The filter-values key holding the custom fields' values by key (no property can be named so). */
export const CUSTOM_FILTERS = '@custom';
/** The filter-values key holding the id of the saved filter the list shows. */
export const SAVED_FILTER = '@saved';

export type FilterQuery = Record<string, string | Array<string | number>>;

const asList = (value: unknown): Array<string | number> =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value as string | number]);

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

/** A custom field's value by shape: a list, a date range or a text. */
function customValue(value: unknown): string | Array<string | number> | undefined {
  if (Array.isArray(value)) return value.length ? value : undefined;
  if (value && typeof value === 'object') return dateRangeText(value);
  const text = typeof value === 'string' ? value.trim() : value;
  return text === undefined || text === null || text === '' ? undefined : String(text);
}

/** filterQuery(def, { status_id: [1], '@custom': { risk: ['High'] } }) → { status_ids: [1], risk: ['High'] }; empty values are left out. */
export function filterQuery(definition: ResourceDefinition, values: Record<string, unknown> = {}): FilterQuery {
  const query: FilterQuery = {};
  for (const { key, param, kind, end } of definition.filters) {
    if (end) {
      const { from, to } = (values[key] ?? {}) as DateRangeValue;
      if (from) query[param] = from;
      if (to) query[end] = to;
      continue;
    }
    const value = kind === 'daterange' ? dateRangeText(values[key]) : kind === 'numberrange' ? numberRangeText(values[key])
      : kind === 'text' ? customValue(values[key]) : asList(values[key]);
    if (value?.length) query[param] = value;
  }
  for (const [key, raw] of Object.entries((values[CUSTOM_FILTERS] ?? {}) as Record<string, unknown>)) {
    const value = customValue(raw);
    if (value !== undefined && !(key in query)) query[key] = value;
  }
  return query;
}

/**
 * The filter panel's values of a saved filter (the reverse of filterQuery): declared filters under
 * their key, the custom fields' under CUSTOM_FILTERS, read by the type the custom-field list gives.
 * filterValuesOf(def, { status_ids: [1], risk: ['High'] }, [risk]) → { status_id: [1], '@custom': { risk: ['High'] } }
 */
export function filterValuesOf(definition: ResourceDefinition, saved: Record<string, unknown>, custom: CustomFilter[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const customValues: Record<string, unknown> = {};
  for (const [param, value] of Object.entries(saved)) {
    const bounded = definition.filters.find((filter) => filter.end && (filter.param === param || filter.end === param));
    if (bounded) {
      if (typeof value !== 'string' || !value) continue;
      const range = (values[bounded.key] ?? {}) as DateRangeValue;
      values[bounded.key] = { ...range, [param === bounded.param ? 'from' : 'to']: value };
      continue;
    }
    const declared = definition.filters.find((filter) => filter.param === param);
    const isRange = declared ? declared.kind === 'daterange' : custom.find((filter) => filter.key === param)?.type === 'daterange';
    const shown = declared?.kind === 'numberrange' ? numberRangeValue(value) : isRange ? dateRangeValue(value) : value;
    if (shown === undefined) continue;
    if (declared) values[declared.key] = shown;
    else customValues[param] = shown;
  }
  if (Object.keys(customValues).length) values[CUSTOM_FILTERS] = customValues;
  return values;
}
