import type { DataProvider, Identifier } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { actionsRequest, actionsResponse, type ActionFlags } from './actions';
import { activityRequest, activityResponse, type ActivityEntry, type ActivityParams } from './activity';
import type { HttpClient } from './httpClient';
import { formRequest, formResponse, type FormDescription } from './form';
import { lazyMethods } from './lazyMethods';
import type { LinkMethods } from './linkMethods';
import type { ListFilterMethods } from './listFilterMethods';
import { lookupRequest, lookupResponse, type LookupItem, type LookupParams } from './lookups';
import type { OccasionalReads } from './occasionalReads';
import type { PlanningMethods } from './planningMethods';
import type { WriteMethods } from './writeMethods';
import { urlOf, type ApiRequest } from './request';
import { getListRequest, getListResponse, getOneRequest, getOneResponse } from './records';

/** react-admin's DataProvider plus the families the engine's views use. */
export interface ServiceDeskDataProvider extends DataProvider, WriteMethods, OccasionalReads, PlanningMethods, LinkMethods, ListFilterMethods {
  lookup(url: string, params?: LookupParams): Promise<LookupItem[]>;
  actions(resource: string, id: Identifier): Promise<ActionFlags>;
  /** The server-described form (x-api.form) of a create, or of the record's edit with its values. */
  form(resource: string, id?: Identifier): Promise<FormDescription>;
  activity(resource: string, params: ActivityParams): Promise<{ data: ActivityEntry[]; total: number }>;
  /** The address of a server page (a link bulk action's), on the API server like every call; a promise, as react-admin's proxy expects of every method. */
  pageUrl(request: Pick<ApiRequest, 'url' | 'query'>): Promise<string>;
}

/**
 * createDataProvider(definitions, http): every call is a pure mapper (records.ts, lookups.ts,
 * associates.ts) sent through the one HTTP client; the server's success message rides in meta.message.
 */
export function createDataProvider(definitions: ResourceDefinition[], http: HttpClient): ServiceDeskDataProvider {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  const definitionOf = (resource: string) => {
    const def = byName.get(resource);
    if (!def) throw new Error(`No resource file defines "${resource}"`);
    return def;
  };
  const getOne = async (resource: string, id: Identifier) => {
    const def = definitionOf(resource);
    return getOneResponse(def, await http.send(getOneRequest(def, id)));
  };
  return {
    async getList(resource, params) {
      const def = definitionOf(resource);
      return getListResponse(def, await http.send(getListRequest(def, params))) as never;
    },
    async getOne(resource, { id }) {
      return { data: await getOne(resource, id) } as never;
    },
    async getMany(resource, { ids }) {
      return { data: await Promise.all(ids.map((id) => getOne(resource, id))) } as never;
    },
    async getManyReference(resource, { target, id, ...params }) {
      const def = definitionOf(resource);
      return getListResponse(def, await http.send(getListRequest(def, { ...params, filter: { ...params.filter, [target]: [id] } }))) as never;
    },
    async lookup(url, params) {
      return lookupResponse(url, await http.send(lookupRequest(url, params)));
    },
    async actions(resource, id) {
      const def = definitionOf(resource);
      return actionsResponse(def, await http.send(actionsRequest(def, id)));
    },
    async form(resource, id) {
      const def = definitionOf(resource);
      return formResponse(def, await http.send(formRequest(def, id)), id);
    },
    async activity(resource, params) {
      const def = definitionOf(resource);
      return activityResponse(def, await http.send(activityRequest(def, params)));
    },
    pageUrl: async (request) => urlOf(http.baseUrl, request),
    // Families the first list screen never calls load with their first call (one chunk each).
    ...lazyMethods<OccasionalReads>({ associates: true, permissions: true, columnChoices: true },
      () => import('./occasionalReads').then((family) => family.occasionalReads(definitionOf, http))),
    ...lazyMethods<WriteMethods>({ create: true, update: true, updateMany: true, delete: true, deleteMany: true, command: true },
      () => import('./writeMethods').then((family) => family.writeMethods(definitionOf, http))),
    ...lazyMethods<PlanningMethods>({ planning: true, planningEntry: true, savePlanning: true, deletePlanning: true },
      () => import('./planningMethods').then((family) => family.planningMethods(definitionOf, http))),
    ...lazyMethods<LinkMethods>({ linked: true, attach: true, detach: true, linkOptions: true, bulk: true },
      () => import('./linkMethods').then((family) => family.linkMethods(definitionOf, http))),
    ...lazyMethods<ListFilterMethods>({ customFields: true, savedFilters: true, saveFilter: true, deleteFilter: true, listRanges: true },
      () => import('./listFilterMethods').then((family) => family.listFilterMethods(definitionOf, http))),
  };
}
