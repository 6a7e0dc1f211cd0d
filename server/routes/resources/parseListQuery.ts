import type { ResourceDefinition } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';
import { type FilterParser, filterKindParsers } from '../../listFilterKinds';
import type { ListQuery } from '../../repositories/listQuery';
import { parseCustomFilter } from './parseCustomFilter';
import { positiveInt, scalar, searchTerm, type RawQuery } from './parseQuery';
import { memoised } from '../../memoised';

export type { FilterParser } from '../../listFilterKinds';

export const MAX_LIMIT = 500;
export const MAX_PAGE = 1_000_000;

/** The list's filter parameters: the x-list filters, each read as its kind says, then the custom fields (x-custom) by key. */
export const filterParsers = memoised((def: ResourceDefinition): FilterParser[] => [
  ...def.filters.flatMap((filter) => filterKindParsers(filter).parsers(def, filter)),
  ...def.customFilters.map((filter) => ({ param: filter.key, exclude: false, parse: (query: RawQuery) => parseCustomFilter(filter, query, def.fields[filter.key]) })),
]);

/** Validates a list request strictly against the resource file: a bad value is a 400, never a guess. */
export function parseListQuery(def: ResourceDefinition, query: RawQuery): ListQuery {
  const names = def.params;
  const page = positiveInt(scalar(query, names.page), 'page', MAX_PAGE, 1);
  const limit = positiveInt(scalar(query, names.limit), 'limit', MAX_LIMIT, 10);
  const field = scalar(query, names.sort) || def.defaultSort.field;
  if (!def.sortable.includes(field) && field !== def.defaultSort.field) {
    throw badRequest(`The sort field must be one of: ${def.sortable.join(', ')}.`);
  }
  const orderText = scalar(query, names.order);
  if (orderText !== undefined && orderText !== '' && !/^(asc|desc)$/i.test(orderText)) throw badRequest('The sort order must be asc or desc.');
  const order = orderText ? (orderText.toUpperCase() as 'ASC' | 'DESC') : def.defaultSort.order;
  const filters = filterParsers(def).flatMap((filter) => filter.parse(query));
  return { page, limit, sort: { field, order }, search: searchTerm(query, names.search), filters };
}
