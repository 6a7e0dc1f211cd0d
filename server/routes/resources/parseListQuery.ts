import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { badRequest } from '../../httpErrors';
import type { ListQuery } from '../../repositories/listQuery';
import { integerList, positiveInt, scalar, searchTerm, type RawQuery } from './parseQuery';

export const MAX_LIMIT = 500;
export const MAX_PAGE = 1_000_000;

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
  const filters = def.filters.flatMap((filter) => {
    const values = integerList(query, filter.param);
    return values ? [{ field: filter.field, values }] : [];
  });
  return { page, limit, sort: { field, order }, search: searchTerm(query, names.search), filters };
}
