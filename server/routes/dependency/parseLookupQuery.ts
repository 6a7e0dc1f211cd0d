import { badRequest } from '../../httpErrors';
import type { Lookup } from '../../lookups';
import { integerList, positiveInt, positiveId, scalar, searchTerm, type RawQuery } from '../resources/parseQuery';

export interface LookupRequest {
  search?: string;
  /** undefined = every item */
  limit?: number;
  page: number;
  meta: boolean;
  paginate: boolean;
  /** Only these items (ids[0]=3&ids[1]=7): the names of values already chosen, whatever page they are on. */
  ids?: number[];
}

const FLAG: Record<string, boolean> = { true: true, '1': true, false: false, '0': false, '': false };

function flag(query: RawQuery, name: string): boolean {
  const raw = scalar(query, name);
  if (raw === undefined) return false;
  if (!(raw in FLAG)) throw badRequest(`The ${name} must be true or false.`);
  return FLAG[raw];
}

/** Validates a look-up's query: limit=all|N, meta, paginate, page, supplements[...], context ids and ids[...]. */
export function parseLookupQuery(lookup: Lookup, query: RawQuery): LookupRequest {
  for (const [name, value] of Object.entries(query)) {
    if (/^supplements(\[[^\]]*\])*$/.test(name) && (Array.isArray(value) || (value ?? '').length > 255)) {
      throw badRequest(`The ${name} must be a single value.`);
    }
  }
  for (const name of lookup.context ?? []) {
    const raw = scalar(query, name);
    if (raw !== undefined) positiveId(raw, name);
  }
  const meta = flag(query, 'meta');
  const paginate = flag(query, 'paginate');
  const rawLimit = scalar(query, 'limit');
  const explicit = rawLimit === undefined || rawLimit === 'all' ? undefined : positiveInt(rawLimit, 'limit', 500);
  const ids = integerList(query, 'ids');
  if (ids?.some((id) => id < 1)) throw badRequest('The ids must be a list of integers.');
  // meta=true, limit=all and a list of ids (at most 500) lift the cap of 10; a paginated look-up always pages.
  const uncapped = rawLimit === 'all' || ((meta || ids !== undefined) && explicit === undefined);
  const limit = explicit ?? (uncapped && !paginate ? undefined : 10);
  return { search: searchTerm(query, 'search-query'), limit, page: positiveInt(scalar(query, 'page'), 'page', 1_000_000, 1), meta, paginate, ids };
}
