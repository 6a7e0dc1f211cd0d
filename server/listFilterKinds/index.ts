/**
 * How the list request reads each list-filter kind, keyed by the names of src/kernel/filterKinds:
 * a kind the kernel registers without its parsers here fails the type check.
 */
import { type FilterKindName, filterKindName } from '../../src/kernel';
import { dateRangeFilter } from './dateRangeFilter';
import type { DeclaredFilter, FilterKindParsers } from './filterKindParsers';
import { idsFilter } from './idsFilter';
import { numberRangeFilter } from './numberRangeFilter';
import { textFilter } from './textFilter';

export type { FilterKindParsers, FilterParser } from './filterKindParsers';

export const FILTER_KIND_PARSERS: Readonly<Record<FilterKindName, FilterKindParsers>> = {
  ids: idsFilter,
  daterange: dateRangeFilter,
  numberrange: numberRangeFilter,
  text: textFilter,
};

/** The parsers of a declared filter's kind: filterKindParsers(filter).parsers(def, filter). */
export function filterKindParsers(filter: DeclaredFilter): FilterKindParsers {
  const parsers = (FILTER_KIND_PARSERS as Record<string, FilterKindParsers | undefined>)[filterKindName(filter)];
  if (!parsers) throw new Error(`no list-filter kind is registered as "${filter.kind}" on the server`);
  return parsers;
}
