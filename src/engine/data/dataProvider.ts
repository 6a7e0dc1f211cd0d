import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { type ResourceDefinition, ROW_VERSION, type FieldDescriptor } from '../../kernel';
import { actionsRequest, actionsResponse, commandRequest, type ActionFlags } from './actions';
import { activityRequest, activityResponse, type ActivityEntry, type ActivityParams } from './activity';
import { associatesRequest, associatesResponse, type AssociatesParams } from './associates';
import { columnChoicesRequest, columnChoicesResponse, type ColumnChoice } from './columnChoices';
import type { HttpClient } from './httpClient';
import { readRecord } from './readRecord';
import { formRequest, formResponse, type FormDescription } from './form';
import { lazyMethods } from './lazyMethods';
import type { LinkMethods } from './linkMethods';
import type { ListFilterMethods } from './listFilterMethods';
import { permissionsRequest, permissionsResponse, type PermissionSet, type PermissionSource } from './permissions';
import { lookupRequest, lookupResponse, type LookupItem, type LookupParams } from './lookups';
import type { PlanningMethods } from './planningMethods';
import { urlOf, type ApiRequest } from './request';
import { deleteRequest, getListRequest, getListResponse, getOneRequest, getOneResponse, saveRequest } from './records';

type Envelope = { message?: unknown; data?: unknown };

/** react-admin's DataProvider plus the families the engine's views use. */
export interface ServiceDeskDataProvider extends DataProvider, PlanningMethods, LinkMethods, ListFilterMethods {
  lookup(url: string, params?: LookupParams): Promise<LookupItem[]>;
  associates(resource: string, params: AssociatesParams): Promise<{ data: Record<string, unknown>[] }>;
  actions(resource: string, id: Identifier): Promise<ActionFlags>;
  /** Runs an x-actions command; values are the ones its `fields` asks for. */
  command(resource: string, name: string, id: Identifier, values?: Record<string, unknown>): Promise<{ meta?: { message: string } }>;
  /** The server-described form (x-api.form) of a create, or of the record's edit with its values. */
  form(resource: string, id?: Identifier): Promise<FormDescription>;
  activity(resource: string, params: ActivityParams): Promise<{ data: ActivityEntry[]; total: number }>;
  /** The caller's permission set where an x-permission says it is. */
  permissions(source: PermissionSource): Promise<PermissionSet>;
  /** The columns a list's column chooser offers (x-list.columnChooser). */
  columnChoices(resource: string): Promise<ColumnChoice[]>;
  /** The address of a server page (a link bulk action's), on the API server like every call; a promise, as react-admin's proxy expects of every method. */
  pageUrl(request: Pick<ApiRequest, 'url' | 'query'>): Promise<string>;
}

const metaOf = (body: Envelope) => (typeof body.message === 'string' ? { message: body.message } : undefined);

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
  const save = async (resource: string, data: Record<string, unknown>, id?: Identifier, context?: Record<string, unknown>, fields?: FieldDescriptor[], version?: unknown) => {
    const def = definitionOf(resource);
    const body = await http.send<Envelope>(saveRequest(def, data, id, context, fields, version));
    const saved = body.data ? readRecord(def, body.data) : undefined;
    return { data: (saved ?? { ...data, id }) as RaRecord, meta: metaOf(body) };
  };
  const remove = async (resource: string, id: Identifier) => {
    const def = definitionOf(resource);
    const body = await http.send<Envelope>(deleteRequest(def, id));
    return { data: { id } as RaRecord, meta: metaOf(body) };
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
    // meta.context: the ids of the record a create was opened from (x-api.save.context);
    // meta.fields: what a server-described form shows, when it is not the file's writable properties.
    async create(resource, { data, meta }) {
      return (await save(resource, data, undefined, meta?.context, meta?.fields)) as never;
    },
    // previousData is the record as the form read it: its version goes with the update (a 409 when stale).
    async update(resource, { id, data, previousData, meta }) {
      return (await save(resource, data, id, undefined, meta?.fields, previousData?.[ROW_VERSION])) as never;
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await save(resource, data, id);
      return { data: ids } as never;
    },
    async delete(resource, { id }) {
      return (await remove(resource, id)) as never;
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await remove(resource, id);
      return { data: ids } as never;
    },
    async lookup(url, params) {
      return lookupResponse(url, await http.send(lookupRequest(url, params)));
    },
    async associates(resource, params) {
      const def = definitionOf(resource);
      return { data: associatesResponse(def, params.tab, await http.send(associatesRequest(def, params))) };
    },
    async actions(resource, id) {
      const def = definitionOf(resource);
      return actionsResponse(def, await http.send(actionsRequest(def, id)));
    },
    async command(resource, name, id, values) {
      return { meta: metaOf(await http.send<Envelope>(commandRequest(definitionOf(resource), name, id, values))) };
    },
    async form(resource, id) {
      const def = definitionOf(resource);
      return formResponse(def, await http.send(formRequest(def, id)), id);
    },
    async activity(resource, params) {
      const def = definitionOf(resource);
      return activityResponse(def, await http.send(activityRequest(def, params)));
    },
    async permissions(source) {
      return permissionsResponse(source, await http.send(permissionsRequest(source)));
    },
    async columnChoices(resource) {
      const def = definitionOf(resource);
      return columnChoicesResponse(def, await http.send(columnChoicesRequest(def)));
    },
    pageUrl: async (request) => urlOf(http.baseUrl, request),
    // Families the first list screen never calls load with their first call (one chunk each).
    ...lazyMethods<PlanningMethods>({ planning: true, planningEntry: true, savePlanning: true, deletePlanning: true },
      () => import('./planningMethods').then((family) => family.planningMethods(definitionOf, http))),
    ...lazyMethods<LinkMethods>({ linked: true, attach: true, detach: true, linkOptions: true, bulk: true },
      () => import('./linkMethods').then((family) => family.linkMethods(definitionOf, http))),
    ...lazyMethods<ListFilterMethods>({ customFields: true, savedFilters: true, saveFilter: true, deleteFilter: true, listRanges: true },
      () => import('./listFilterMethods').then((family) => family.listFilterMethods(definitionOf, http))),
  };
}
