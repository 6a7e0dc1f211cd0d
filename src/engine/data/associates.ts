/**
 * Read-only tables of related rows on a show page:
 *   associates => GET x-show.tabs[i].GET ({id}) ?sort-field   rows at x-show.tabs[i].items
 */
import type { Identifier } from 'ra-core';
import { type ResourceDefinition, fillUrl, getPath } from '../../kernel';
import type { ApiRequest } from './request';

export interface AssociatesParams {
  tab: number;
  id: Identifier;
  sort?: string;
}

const tabOf = (definition: ResourceDefinition, tab: number) => {
  const spec = definition.show.tabs?.[tab];
  if (!spec?.GET || !spec.items) throw new Error(`${definition.name}: tab ${tab} has no GET and items`);
  return spec as typeof spec & { GET: string; items: string };
};

export function associatesRequest(definition: ResourceDefinition, { tab, id, sort }: AssociatesParams): ApiRequest {
  const spec = tabOf(definition, tab);
  return { method: 'GET', url: fillUrl(spec.GET, { id }), query: sort ? [[definition.params.sort, sort]] : [] };
}

export function associatesResponse(definition: ResourceDefinition, tab: number, body: unknown): Record<string, unknown>[] {
  const rows = getPath(body, tabOf(definition, tab).items);
  return Array.isArray(rows) ? rows : [];
}
