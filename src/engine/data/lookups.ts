/**
 * Dependency look-ups that feed reference selects and filters:
 *   lookup => GET {x-ref.lookup} ?search-query&meta=true&limit   data.{name}: [{id, name}]
 *   lookup => GET {x-ref.lookup} ?ids[0]=3&ids[1]=7            the items of chosen ids (a filter's names)
 *   lookup => GET {x-ref.lookup filled by dependsOn}        data.{items}: [{id, name}] (user-organization/7 → data.organizations)
 */
import { lookupNameOf } from '../../kernel';
import { indexed, type ApiRequest, type QueryPairs } from './request';

export interface LookupItem {
  id: string | number;
  name: string;
  [key: string]: unknown;
}

export interface LookupParams {
  search?: string;
  meta?: boolean;
  limit?: number | 'all';
  /** Only these items: names for values already chosen. */
  ids?: Array<string | number>;
}

/** lookupRequest('/api/dependency/teams', { search: ' ne ' }) → GET …/teams?search-query=ne */
export function lookupRequest(url: string, { search, meta, limit, ids }: LookupParams = {}): ApiRequest {
  const query: QueryPairs = [];
  if (search?.trim()) query.push(['search-query', search.trim()]);
  if (meta) query.push(['meta', 'true']);
  if (limit !== undefined) query.push(['limit', String(limit)]);
  if (ids) query.push(...indexed('ids', ids));
  return { method: 'GET', url, query };
}

/** The one list of an answer's data ({ organizations: [...] }), when it holds exactly one. */
const onlyList = (data: Record<string, unknown> | undefined) => {
  const lists = Object.values(data ?? {}).filter(Array.isArray);
  return lists.length === 1 ? lists[0] : undefined;
};

/**
 * The items of a look-up answer: data.{name} where name is the last segment of the URL, or
 * data.data when paginated, or the one list data holds (a look-up of a record's items, whose URL ends
 * with the record's id: user-organization/7 answers data.organizations); a bare list is read too.
 */
export function lookupResponse(url: string, body: unknown): LookupItem[] {
  const data = (body as { data?: unknown })?.data;
  const name = lookupNameOf(url);
  const named = data as Record<string, unknown> | undefined;
  const found = Array.isArray(data) ? data : named?.[name] ?? named?.data ?? onlyList(named);
  return (Array.isArray(found) ? found : [])
    .filter((item): item is LookupItem => item !== null && typeof item === 'object' && 'id' in item)
    .map((item) => ({ ...item, name: String(item.name ?? item.id) }));
}
