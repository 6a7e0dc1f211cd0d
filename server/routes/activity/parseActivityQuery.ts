import { DEFAULT_QUERY_PARAMS, type Endpoint } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';
import type { ActivityPageQuery } from '../../repositories/activityLog';
import { MAX_PAGE } from '../resources/parseListQuery';
import { positiveInt, scalar, type RawQuery } from '../resources/parseQuery';

/** The page sizes the activity tab offers; anything else is refused, not rounded. */
export const ACTIVITY_LIMITS = [10, 25, 50, 100];

/** page, limit (10/25/50/100, default 10) and sort-order (asc|desc, default desc), under the endpoint's own names. */
export function parseActivityQuery(endpoint: Endpoint, query: RawQuery): ActivityPageQuery {
  const names = { ...DEFAULT_QUERY_PARAMS, ...endpoint.params };
  const page = positiveInt(scalar(query, names.page), 'page', MAX_PAGE, 1);
  const rawLimit = scalar(query, names.limit) ?? String(ACTIVITY_LIMITS[0]);
  const limit = ACTIVITY_LIMITS.find((size) => String(size) === rawLimit);
  if (limit === undefined) throw badRequest(`The ${names.limit} must be one of ${ACTIVITY_LIMITS.join(', ')}.`);
  const order = scalar(query, names.order) || 'desc';
  if (!/^(asc|desc)$/i.test(order)) throw badRequest('The sort order must be asc or desc.');
  return { page, limit, order: order.toUpperCase() as 'ASC' | 'DESC' };
}
