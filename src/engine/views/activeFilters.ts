import { CUSTOM_FILTERS, SAVED_FILTER } from '../data';
import type { DateRangeValue } from '../data/records';
import { type CustomFilter, type ResourceDefinition, isEmptyRange } from '../../kernel';

/** What one active filter holds: chosen ids (named by a look-up or by the options), a range, or typed text. */
export type ActiveValue =
  | { kind: 'ids'; ids: Array<string | number>; lookup?: string; options?: Map<string, string> }
  | { kind: 'range'; from?: string; to?: string; last?: string; dates: boolean }
  | { kind: 'text'; text: string };

/** A filter the list is narrowed by now: where it sits in the filter values, its label and value. */
export interface ActiveFilter { key: string; custom: boolean; label: string; value: ActiveValue }

const asList = (value: unknown): Array<string | number> =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number');
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A range as the filter values hold it ({ from, to } or { last }), or undefined when it narrows nothing. */
function rangeOf(value: unknown, dates: boolean): ActiveValue | undefined {
  const { from, to, last } = (value && typeof value === 'object' ? value : {}) as DateRangeValue;
  const range = { from: text(from) || undefined, to: text(to) || undefined, last: dates ? text(last) || undefined : undefined };
  return isEmptyRange(range) ? undefined : { kind: 'range', dates, ...range };
}

const optionNames = (options: Array<{ value: unknown; label: string }> | undefined) =>
  options && new Map(options.map((option) => [String(option.value), option.label]));

/**
 * The filters the values narrow the list by, in the panel's order (the x-list filters, then the custom
 * fields the server lists), each with its label: the chips above a list. The search and the saved
 * filter's id are not among them; a value the address holds in a shape its filter cannot read is left out.
 * activeFilters(problem, { department_id: [3] }, []) → [{ key: 'department_id', label: 'Department', value: { kind: 'ids', ids: [3], lookup: '/api/dependency/departments' } }]
 */
export function activeFilters(definition: ResourceDefinition, values: Record<string, unknown> = {}, custom: CustomFilter[] = []): ActiveFilter[] {
  const declared = definition.filters.filter((filter) => !filter.exclude).flatMap((filter): ActiveFilter[] => {
    const raw = values[filter.key];
    const { descriptor } = filter;
    const value: ActiveValue | undefined = filter.kind === 'daterange' ? rangeOf(raw, true)
      : filter.kind === 'numberrange' ? rangeOf(raw, false)
        : filter.kind === 'text' ? (text(raw) ? { kind: 'text', text: text(raw) } : undefined)
          : asList(raw).length ? { kind: 'ids', ids: asList(raw), lookup: descriptor.reference?.lookup, options: optionNames(descriptor.choices) } : undefined;
    return value ? [{ key: filter.key, custom: false, label: descriptor.label, value }] : [];
  });
  const customValues = (values[CUSTOM_FILTERS] ?? {}) as Record<string, unknown>;
  const customs = custom.flatMap((filter): ActiveFilter[] => {
    const raw = customValues[filter.key];
    const value: ActiveValue | undefined = filter.type === 'daterange' ? rangeOf(raw, true)
      : filter.type === 'text' || filter.type === 'number' ? (text(asList(raw)[0]) ? { kind: 'text', text: text(asList(raw)[0]) } : undefined)
        : asList(raw).length ? { kind: 'ids', ids: asList(raw), lookup: filter.lookup, options: filter.options && new Map(filter.options.map((option) => [String(option.id), option.name])) } : undefined;
    return value ? [{ key: filter.key, custom: true, label: filter.label, value }] : [];
  });
  return [...declared, ...customs];
}

/**
 * The filter values with one filter set (or removed, when `next` is undefined). Any change makes the
 * list an ad-hoc filter: a saved filter's id is no longer sent, so what the list shows is what filters.
 * changedFilters({ '@saved': 4, status_id: [1] }, 'status_id', undefined) → {}
 */
export function changedFilters(values: Record<string, unknown> = {}, key: string, next: unknown, custom = false): Record<string, unknown> {
  const { [SAVED_FILTER]: _saved, ...others } = values;
  if (custom) {
    const { [key]: _previous, ...rest } = (others[CUSTOM_FILTERS] ?? {}) as Record<string, unknown>;
    const fields = next === undefined ? rest : { ...rest, [key]: next };
    return changedFilters(others, CUSTOM_FILTERS, Object.keys(fields).length ? fields : undefined);
  }
  const { [key]: _previous, ...rest } = others;
  return next === undefined ? rest : { ...rest, [key]: next };
}
