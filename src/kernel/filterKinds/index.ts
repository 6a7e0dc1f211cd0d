/**
 * The list-filter kinds, one entry each: the one list of the kinds a resource file may name (the
 * start-up check reads it, registeredKinds.ts). A new kind is its file here (its rules and its
 * checks), its input and chip in src/engine/filters and its parameter parser in server/listFilterKinds,
 * each registered by name.
 */
import type { ListFilter } from '../types';
import { dateRangeChecks, dateRangeFilter } from './dateRangeFilter';
import type { FilterKindChecks, FilterKindRules } from './filterKindRules';
import { idsChecks, idsFilter } from './idsFilter';
import { numberRangeChecks, numberRangeFilter } from './numberRangeFilter';
import { textChecks, textFilter } from './textFilter';

export type { FilterKindChecks, FilterKindRules, FilterParamValue } from './filterKindRules';
export { NO_VALUE } from './idsFilter';

const BUILT_IN = {
  ids: idsFilter,
  daterange: dateRangeFilter,
  numberrange: numberRangeFilter,
  text: textFilter,
} satisfies Record<string, FilterKindRules>;

/** The name of a list-filter kind, as x-list filters' `kind` gives it. */
export type FilterKindName = keyof typeof BUILT_IN;

/** The rules of each kind by name; the browser's and the server's halves are keyed by the same names. */
export const FILTER_KIND_RULES: Readonly<Record<FilterKindName, FilterKindRules>> = BUILT_IN;

/** What the start-up check asks of each kind's filters; the browser, which runs none, never loads them. */
export const FILTER_KIND_CHECKS: Readonly<Record<FilterKindName, FilterKindChecks>> = {
  ids: idsChecks,
  daterange: dateRangeChecks,
  numberrange: numberRangeChecks,
  text: textChecks,
};

/** What a filter without a `kind` is. */
export const DEFAULT_FILTER_KIND: FilterKindName = 'ids';

/** filterKindName({ field: 'cost', param: 'cost', kind: 'numberrange' }) === 'numberrange'; no kind is ids. */
export const filterKindName = (filter: Pick<ListFilter, 'kind'>): FilterKindName => filter.kind ?? DEFAULT_FILTER_KIND;

/** The entry of a filter's kind in a record of kinds: kindEntry(FILTER_KIND_RULES, filter).toQuery(value). */
export function kindEntry<T>(record: Readonly<Record<FilterKindName, T>>, filter: Pick<ListFilter, 'kind'>): T {
  const entry = (record as Record<string, T | undefined>)[filterKindName(filter)];
  // The start-up check refuses a file naming another kind, so this is a file that skipped it.
  if (entry === undefined) throw new Error(`no filter kind "${filter.kind}"`);
  return entry;
}

/** The rules of a filter's kind: filterKindRules(filter).toQuery(value). */
export const filterKindRules = (filter: Pick<ListFilter, 'kind'>): FilterKindRules => kindEntry(FILTER_KIND_RULES, filter);
