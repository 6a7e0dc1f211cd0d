import type { Identifier } from 'ra-core';
import type { CustomFilter, ResourceDefinition, ColumnRange, FilterQuery } from '../../kernel';
import type { HttpClient } from './httpClient';
import {
  customFieldsRequest, customFieldsResponse, deleteFilterRequest, saveFilterRequest, savedFiltersRequest, savedFiltersResponse,
  type SavedFilter,
} from './listFilters';
import { listRangesRequest, listRangesResponse } from './listRanges';

/** The list-filter family's data-provider methods; the server's success message rides in meta.message. */
export interface ListFilterMethods {
  /** The list's custom fields as filters; none when the resource declares no custom-field list. */
  customFields(resource: string): Promise<CustomFilter[]>;
  savedFilters(resource: string): Promise<SavedFilter[]>;
  saveFilter(resource: string, name: string, filter: FilterQuery): Promise<{ data: SavedFilter; meta?: { message: string } }>;
  deleteFilter(resource: string, id: Identifier): Promise<{ meta?: { message: string } }>;
  /** The smallest and largest value of each number-range filter's column, by field. */
  listRanges(resource: string): Promise<Record<string, ColumnRange>>;
}

type Envelope = { message?: unknown; data?: unknown };
const metaOf = (body: Envelope) => (typeof body?.message === 'string' ? { message: body.message } : undefined);

/** listFilterMethods(definitionOf, http): the pure mappers of listFilters.ts sent through the one HTTP client. */
export function listFilterMethods(definitionOf: (resource: string) => ResourceDefinition, http: HttpClient): ListFilterMethods {
  return {
    async customFields(resource) {
      const def = definitionOf(resource);
      const request = customFieldsRequest(def);
      return request ? customFieldsResponse(def, await http.send(request)) : [];
    },
    async savedFilters(resource) {
      const def = definitionOf(resource);
      return savedFiltersResponse(def, await http.send(savedFiltersRequest(def)));
    },
    async saveFilter(resource, name, filter) {
      const def = definitionOf(resource);
      const body = await http.send<Envelope>(saveFilterRequest(def, name, filter));
      const data = (body.data ?? {}) as SavedFilter;
      return { data: { ...data, filter: data.filter ?? filter }, meta: metaOf(body) };
    },
    async deleteFilter(resource, id) {
      return { meta: metaOf(await http.send<Envelope>(deleteFilterRequest(definitionOf(resource), id))) };
    },
    async listRanges(resource) {
      const def = definitionOf(resource);
      return listRangesResponse(def, await http.send(listRangesRequest(def)));
    },
  };
}
