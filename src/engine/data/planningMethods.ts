import type { Identifier } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import type { HttpClient } from './httpClient';
import {
  deletePlanningRequest, planningEntryRequest, planningEntryResponse, planningListRequest, planningListResponse,
  savePlanningRequest, type PlanningEntry, type PlanningWrite,
} from './planning';

/** The planning family's data-provider methods; the server's success message rides in meta.message. */
export interface PlanningMethods {
  planning(resource: string, id: Identifier): Promise<PlanningEntry[]>;
  planningEntry(resource: string, id: Identifier, key: string): Promise<PlanningEntry>;
  savePlanning(resource: string, id: Identifier, write: PlanningWrite): Promise<{ meta?: { message: string } }>;
  deletePlanning(resource: string, id: Identifier, key: string): Promise<{ meta?: { message: string } }>;
}

const metaOf = (body: { message?: unknown }) => (typeof body?.message === 'string' ? { message: body.message } : undefined);

/** planningMethods(definitionOf, http): the pure mappers of planning.ts sent through the one HTTP client. */
export function planningMethods(definitionOf: (resource: string) => ResourceDefinition, http: HttpClient): PlanningMethods {
  return {
    async planning(resource, id) {
      const def = definitionOf(resource);
      return planningListResponse(def, await http.send(planningListRequest(def, id)));
    },
    async planningEntry(resource, id, key) {
      const def = definitionOf(resource);
      return planningEntryResponse(def, key, await http.send(planningEntryRequest(def, id, key)));
    },
    async savePlanning(resource, id, write) {
      return { meta: metaOf(await http.send(savePlanningRequest(definitionOf(resource), id, write))) };
    },
    async deletePlanning(resource, id, key) {
      return { meta: metaOf(await http.send(deletePlanningRequest(definitionOf(resource), id, key))) };
    },
  };
}
