/**
 * Dependency look-ups that feed reference selects and filters:
 *   lookup => GET {x-ref.lookup} ?search-query&meta=true   data.{name}: [{id, name}]
 */
import type { ApiRequest, QueryPairs } from './request';

export interface LookupItem {
  id: string | number;
  name: string;
  [key: string]: unknown;
}

export interface LookupParams {
  search?: string;
  meta?: boolean;
  limit?: number | 'all';
}

/** lookupRequest('/api/dependency/teams', { search: ' ne ' }) → GET …/teams?search-query=ne */
export function lookupRequest(url: string, { search, meta, limit }: LookupParams = {}): ApiRequest {
  const query: QueryPairs = [];
  if (search?.trim()) query.push(['search-query', search.trim()]);
  if (meta) query.push(['meta', 'true']);
  if (limit !== undefined) query.push(['limit', String(limit)]);
  return { method: 'GET', url, query };
}

/**
 * The items of a look-up answer: data.{name} where name is the last segment of the URL, or
 * data.data when paginated; a server that answers a bare list is read too.
 */
export function lookupResponse(url: string, body: unknown): LookupItem[] {
  const data = (body as { data?: unknown })?.data;
  const name = url.split('?')[0].split('/').filter(Boolean).pop() ?? '';
  const found = Array.isArray(data) ? data : (data as Record<string, unknown> | undefined)?.[name] ?? (data as Record<string, unknown> | undefined)?.data;
  return (Array.isArray(found) ? found : [])
    .filter((item): item is LookupItem => item !== null && typeof item === 'object' && 'id' in item)
    .map((item) => ({ ...item, name: String(item.name ?? item.id) }));
}
