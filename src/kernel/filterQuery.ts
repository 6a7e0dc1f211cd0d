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
 * Each filter's value goes out and comes back as its kind's rules say (src/kernel/filterKinds).
 */
import { CUSTOM_FILTER_KINDS, type CustomFilter } from './customFilters';
import { type DateRangeValue, dateRangeText } from './dateRange';
import type { ResourceDefinition } from './defineResource';
import { FILTER_KIND_RULES, filterKindRules, type FilterParamValue } from './filterKinds';

/** The filter-values key holding the custom fields' values by key (no property can be named so). */
export const CUSTOM_FILTERS = '@custom';
/** The filter-values key holding the id of the saved filter the list shows. */
export const SAVED_FILTER = '@saved';

export type FilterQuery = Record<string, FilterParamValue>;

/** A custom field's value by shape: a list, a date range or a text. */
function customValue(value: unknown): FilterParamValue | undefined {
  if (Array.isArray(value)) return value.length ? value : undefined;
  if (value && typeof value === 'object') return dateRangeText(value);
  const text = typeof value === 'string' ? value.trim() : value;
  return text === undefined || text === null || text === '' ? undefined : String(text);
}

/** filterQuery(def, { status_id: [1], '@custom': { risk: ['High'] } }) → { status_ids: [1], risk: ['High'] }; empty values are left out. */
export function filterQuery(definition: ResourceDefinition, values: Record<string, unknown> = {}): FilterQuery {
  const query: FilterQuery = {};
  for (const filter of definition.filters) {
    const { key, param, end } = filter;
    // A range in two parameters (a kind's twoParameters, checked at start) sends each bound as it is.
    if (end) {
      const { from, to } = (values[key] ?? {}) as DateRangeValue;
      if (from) query[param] = from;
      if (to) query[end] = to;
      continue;
    }
    const value = filterKindRules(filter).toQuery(values[key]);
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
    const type = custom.find((filter) => filter.key === param)?.type;
    // A parameter the list does not declare (nor lists as a custom field) is kept as it is.
    const rules = declared ? filterKindRules(declared) : type && FILTER_KIND_RULES[CUSTOM_FILTER_KINDS[type]];
    const shown = rules ? rules.fromQuery(value) : value;
    if (shown === undefined) continue;
    if (declared) values[declared.key] = shown;
    else customValues[param] = shown;
  }
  if (Object.keys(customValues).length) values[CUSTOM_FILTERS] = customValues;
  return values;
}
