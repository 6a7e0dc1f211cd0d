/**
 * How the list request reads each list-filter kind, keyed by the names of src/kernel/filterKinds:
 * a kind the kernel registers without its parsers here fails the type check.
 */
import { type FilterKindName, kindEntry } from '../../src/kernel';
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
export const filterKindParsers = (filter: DeclaredFilter): FilterKindParsers => kindEntry(FILTER_KIND_PARSERS, filter);
