import type { FilterValues } from '../../repositories/savedFilters';
import type { RawQuery } from '../resources/parseQuery';

const isScalar = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/**
 * Filter values by parameter as the query string a list reads, lists in indexed brackets:
 * filterRawQuery({ status_ids: [1, 2], created_at: 'last::7~day' })
 * gives { 'status_ids[0]': '1', 'status_ids[1]': '2', created_at: 'last::7~day' }. Anything else is left out.
 */
export function filterRawQuery(filter: FilterValues): RawQuery {
  const query: RawQuery = {};
  for (const [param, value] of Object.entries(filter)) {
    if (Array.isArray(value)) value.filter(isScalar).forEach((item, i) => { query[`${param}[${i}]`] = String(item); });
    else if (isScalar(value)) query[param] = String(value);
  }
  return query;
}

/** Does the request set this parameter itself, in any of its forms (p, p[], p[0])? */
const sets = (request: RawQuery, param: string) => Object.keys(request).some((key) => key === param || key.startsWith(`${param}[`));

/**
 * The request's query combined with a saved filter: the saved values of every parameter the request
 * does not set itself, then the request as it came (so it may narrow a saved filter or replace one of
 * its values, and pages, sorts and searches as usual).
 * withSavedFilter({ status_ids: [1] }, { 'priority_ids[0]': '2' }) gives { 'status_ids[0]': '1', 'priority_ids[0]': '2' }.
 */
export function withSavedFilter(saved: FilterValues, request: RawQuery): RawQuery {
  const kept = Object.fromEntries(Object.entries(saved).filter(([param]) => !sets(request, param)));
  return { ...filterRawQuery(kept), ...request };
}
