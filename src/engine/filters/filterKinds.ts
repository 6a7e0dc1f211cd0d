/**
 * How the filter panel draws each list-filter kind, keyed by the names of src/kernel/filterKinds (a
 * kind the kernel registers without an entry here fails the type check). Only the lazily loaded filter
 * drawer and chips import this module, so the inputs stay out of the first bundle.
 */
import type { FilterKindName } from '../../kernel';
import { dateRangeFilter } from './dateRangeFilter';
import type { FilterKind } from './filterKind';
import { idsFilter } from './idsFilter';
import { numberRangeFilter } from './numberRangeFilter';
import { textFilter } from './textFilter';

export const FILTER_KINDS: Readonly<Record<FilterKindName, FilterKind>> = {
  ids: idsFilter,
  daterange: dateRangeFilter,
  numberrange: numberRangeFilter,
  text: textFilter,
};
