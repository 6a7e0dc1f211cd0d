/**
 * A record's activity log (x-api.activity):
 *   activity => GET x-api.activity.GET ({id}) ?page&limit&sort-order   entries at items, count at total
 */
import type { Identifier } from 'ra-core';
import { type ResourceDefinition, fillUrl, getPath } from '../../kernel';
import type { ApiRequest } from './request';

export interface ActivityEntry {
  id: Identifier;
  /** An HTML sentence from the server: sanitised before it is shown. */
  name: string;
  created_at: string;
  creator: { id: Identifier; full_name?: string; profile_pic?: string | null } | null;
}

export interface ActivityParams {
  id: Identifier;
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
}

const endpointOf = (definition: ResourceDefinition) => {
  const endpoint = definition.api.activity;
  if (!endpoint) throw new Error(`${definition.name} declares no x-api.activity`);
  return endpoint;
};

export function activityRequest(definition: ResourceDefinition, { id, page, perPage, order }: ActivityParams): ApiRequest {
  return {
    method: 'GET',
    url: fillUrl(endpointOf(definition).GET, { id }),
    query: [['page', String(page)], ['limit', String(perPage)], ['sort-order', order]],
  };
}

export function activityResponse(definition: ResourceDefinition, body: unknown): { data: ActivityEntry[]; total: number } {
  const endpoint = endpointOf(definition);
  const rows = getPath(body, endpoint.items);
  return { data: Array.isArray(rows) ? rows : [], total: Number(getPath(body, endpoint.total) ?? 0) };
}
