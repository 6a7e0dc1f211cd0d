/**
 * A list's custom fields and the caller's saved filters, at the URLs its x-list declares:
 *   customFields => GET    x-list.customFields.GET                 CustomFilter[] at items
 *   savedFilters => GET    x-list.savedFilters.GET                 SavedFilter[] at items
 *   saveFilter   => POST   x-list.savedFilters.POST   JSON { name, filter: { <param>: value } }
 *   deleteFilter => DELETE x-list.savedFilters.DELETE ({id})
 */
import type { Identifier } from 'ra-core';
import { CUSTOM_FILTER_KINDS, type CustomFilter, type ResourceDefinition, fillUrl, getPath, type FilterQuery } from '../../kernel';
import type { ApiRequest } from './request';

export interface SavedFilter {
  id: Identifier;
  name: string;
  /** The filter values by query parameter. */
  filter: Record<string, unknown>;
}

function savedFiltersOf(definition: ResourceDefinition) {
  const spec = definition.file['x-list']?.savedFilters;
  if (!spec) throw new Error(`${definition.name} declares no x-list.savedFilters`);
  return spec;
}

const listAt = (body: unknown, path: string): unknown[] => {
  const items = getPath(body, path);
  return Array.isArray(items) ? items : [];
};

/** The custom-field list's request; a list without x-list.customFields has none (undefined). */
export function customFieldsRequest(definition: ResourceDefinition): ApiRequest | undefined {
  const spec = definition.file['x-list']?.customFields;
  return spec && { method: 'GET', url: spec.GET };
}

/** customFieldsResponse(def, body) → the entries that name a key and a known type; others are skipped, not guessed. */
export function customFieldsResponse(definition: ResourceDefinition, body: unknown): CustomFilter[] {
  return listAt(body, definition.file['x-list']!.customFields!.items).filter((item): item is CustomFilter => {
    const entry = item as Partial<CustomFilter> | null;
    return typeof entry?.key === 'string' && Object.hasOwn(CUSTOM_FILTER_KINDS, String(entry.type));
  }).map((entry) => ({ ...entry, label: entry.label || entry.key }));
}

export const savedFiltersRequest = (definition: ResourceDefinition): ApiRequest => ({ method: 'GET', url: savedFiltersOf(definition).GET });

export function savedFiltersResponse(definition: ResourceDefinition, body: unknown): SavedFilter[] {
  return listAt(body, savedFiltersOf(definition).items).flatMap((item) => {
    const { id, name, filter } = (item ?? {}) as Partial<SavedFilter>;
    if (id === undefined || typeof name !== 'string') return [];
    return [{ id, name, filter: filter && typeof filter === 'object' && !Array.isArray(filter) ? filter : {} }];
  });
}

/** saveFilterRequest(def, 'Open', { status_ids: [1] }) → POST { name: 'Open', filter: { status_ids: [1] } } as JSON. */
export const saveFilterRequest = (definition: ResourceDefinition, name: string, filter: FilterQuery): ApiRequest =>
  ({ method: 'POST', url: savedFiltersOf(definition).POST, json: { name, filter } });

export const deleteFilterRequest = (definition: ResourceDefinition, id: Identifier): ApiRequest =>
  ({ method: 'DELETE', url: fillUrl(savedFiltersOf(definition).DELETE, { id }) });
