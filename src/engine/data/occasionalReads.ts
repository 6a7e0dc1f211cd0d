import type { ResourceDefinition } from '../../kernel';
import { associatesRequest, associatesResponse, type AssociatesParams } from './associates';
import { columnChoicesRequest, columnChoicesResponse, type ColumnChoice } from './columnChoices';
import type { HttpClient } from './httpClient';
import { permissionsRequest, permissionsResponse, type PermissionSet, type PermissionSource } from './permissions';

/** Reads only some screens make: an associates tab's rows, a gated input's permission set, a column chooser's columns. */
export interface OccasionalReads {
  associates(resource: string, params: AssociatesParams): Promise<{ data: Record<string, unknown>[] }>;
  /** The caller's permission set where an x-permission says it is. */
  permissions(source: PermissionSource): Promise<PermissionSet>;
  /** The columns a list's column chooser offers (x-list.columnChooser). */
  columnChoices(resource: string): Promise<ColumnChoice[]>;
}

/** occasionalReads(definitionOf, http): those reads, a family that loads with the first of them. */
export function occasionalReads(definitionOf: (resource: string) => ResourceDefinition, http: HttpClient): OccasionalReads {
  return {
    async associates(resource, params) {
      const def = definitionOf(resource);
      return { data: associatesResponse(def, params.tab, await http.send(associatesRequest(def, params))) };
    },
    async permissions(source) {
      return permissionsResponse(source, await http.send(permissionsRequest(source)));
    },
    async columnChoices(resource) {
      const def = definitionOf(resource);
      return columnChoicesResponse(def, await http.send(columnChoicesRequest(def)));
    },
  };
}
