/**
 * What the panels read and send, built from the same model and data provider as the agent panel: a ticket's assets, changes and problem are its x-links (schemas/ticket.json), the user's and
 * organisation's rows are filtered asset and contract lists. Nothing here imports react-admin's UI,
 * so a host page that loads the panel bundle does not pay for the admin app.
 */
import type { RaRecord } from 'ra-core';
import { createDataProvider, createHttpClient, type HttpClient, type ServiceDeskDataProvider } from '../../engine/data';
import { getListResponse, pageQuery } from '../../engine/data/records';
import { followModel } from '../../engine/followModel';
import { createModelStore, type ModelStore, perModel } from '../../engine/resourceFiles';
import { APP_MODEL_API, type AppModel, connectLinks, defineResource, type ResourceDefinition, fillUrl } from '../../kernel';

export const PANEL_PAGE_SIZE = 5;

export interface Page { data: RaRecord[]; total: number }

/** The contract lists that are routes of their own rather than links (server/routes/panels). */
export const CONTRACTS_OF = {
  ticket: '/service-desk/api/contract/ticket/{id}',
  organization: '/service-desk/contract/organization/{id}',
} as const;

export interface PanelData {
  http: HttpClient;
  provider: ServiceDeskDataProvider;
  /** The model the panels draw from; none until ready() on a host page, the app's own inside the app. */
  model: ModelStore;
  /** Reads the server's current model when there is none yet (once: later calls share the read). */
  ready(): Promise<void>;
  definition(name: string): ResourceDefinition;
  /** One page of `resource`'s list narrowed by filter values (keys as the resource's x-list filters name them). */
  list(resource: string, filter: Record<string, unknown>, page: number): Promise<Page>;
  /** One page of an owner's linked rows (x-links[link]). */
  linked(owner: string, link: string, id: number, page: number): Promise<Page>;
  /** One page of the contracts beside a ticket or an organisation. */
  contractsOf(kind: keyof typeof CONTRACTS_OF, id: number, page: number): Promise<Page>;
}

const pagination = (page: number) => ({ page, perPage: PANEL_PAGE_SIZE });

interface Drawn { byName: Map<string, ResourceDefinition>; provider: ServiceDeskDataProvider }

/**
 * createPanelData('https://desk.example.com') → the panels' calls against that server, with its session
 * cookie, drawn from `model`: on a host page a store of its own, filled by ready() from the server's
 * app copy (the browser revalidates it with its ETag) and following a newer version an answer names.
 */
export function createPanelData(apiUrl: string, model: ModelStore = createModelStore()): PanelData {
  // One read at a time, whoever asks: ready() at mount, or an answer naming a newer version (the
  // model's own answer names one too, before the store holds it).
  let reading: Promise<AppModel> | undefined;
  const read = () => (reading ??= http.send<{ data: AppModel }>({ method: 'GET', url: APP_MODEL_API })
    .then((answer) => answer.data).finally(() => { reading = undefined; }));
  const http = createHttpClient(apiUrl, undefined, { onModelVersion: followModel(model, read) });
  const drawn = perModel((current): Drawn => {
    const definitions = connectLinks(current.files.map((file) => defineResource(file)));
    return { byName: new Map(definitions.map((def) => [def.name, def])), provider: createDataProvider(definitions, http) };
  });
  const definition = (name: string) => {
    const def = drawn(model.get()).byName.get(name);
    if (!def) throw new Error(`The panels know no resource "${name}".`);
    return def;
  };
  // The data provider of the version drawn now: read at each call, so a newer version's is used from then on.
  const provider = () => drawn(model.get()).provider;
  return {
    http,
    get provider() { return provider(); },
    model,
    ready() {
      if (model.get().number > 0) return Promise.resolve();
      return read().then((current) => { if (current.number > model.get().number) model.set(current); });
    },
    definition,
    async list(resource, filter, page) {
      const def = definition(resource);
      const { data, total = 0 } = await provider().getList(resource, { filter, pagination: pagination(page), sort: { field: def.defaultSort.field, order: def.defaultSort.order } });
      return { data, total };
    },
    linked: (owner, link, id, page) => provider().linked(owner, { link, id, pagination: pagination(page) }),
    async contractsOf(kind, id, page) {
      const def = definition('contract');
      const query = pageQuery(def.params, { pagination: pagination(page), sort: { field: def.defaultSort.field, order: def.defaultSort.order } });
      return getListResponse(def, await http.send({ method: 'GET', url: fillUrl(CONTRACTS_OF[kind], { id }), query }));
    },
  };
}

/** The caller's service-desk permission set: every flag a panel shows an action by. */
export const PERMISSIONS_SOURCE = { GET: '/service-desk/get/permissions', record: 'data.actions' } as const;
