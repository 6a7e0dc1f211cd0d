/**
 * The list-filter kinds, one entry each: the one list of the kinds a resource file may name (the
 * start-up check reads it, registeredKinds.ts). A new kind is its rules file here, its input and chip
 * in src/engine/filters and its parameter parser in server/listFilterKinds, each registered by name.
 */
import type { ListFilter } from '../types';
import { dateRangeFilter } from './dateRangeFilter';
import type { FilterKindRules } from './filterKindRules';
import { idsFilter } from './idsFilter';
import { numberRangeFilter } from './numberRangeFilter';
import { textFilter } from './textFilter';

export type { FilterKindRules, FilterParamValue } from './filterKindRules';

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

/** What a filter without a `kind` is. */
export const DEFAULT_FILTER_KIND: FilterKindName = 'ids';

/** filterKindName({ field: 'cost', param: 'cost', kind: 'numberrange' }) === 'numberrange'; no kind is ids. */
export const filterKindName = (filter: Pick<ListFilter, 'kind'>): FilterKindName => filter.kind ?? DEFAULT_FILTER_KIND;

/** The rules of a filter's kind: filterKindRules(filter).toQuery(value). */
export function filterKindRules(filter: Pick<ListFilter, 'kind'>): FilterKindRules {
  const rules = (FILTER_KIND_RULES as Record<string, FilterKindRules | undefined>)[filterKindName(filter)];
  // The start-up check refuses a file naming another kind, so this is a file that skipped it.
  if (!rules) throw new Error(`no list-filter kind is registered as "${filter.kind}"`);
  return rules;
}
