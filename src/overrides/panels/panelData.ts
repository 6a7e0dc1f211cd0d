/**
 * What the panels read and send, built from the same resource files and data provider as the agent
 * panel: a ticket's assets, changes and problem are its x-links (schemas/ticket.json), the user's and
 * organisation's rows are filtered asset and contract lists. Nothing here imports react-admin's UI,
 * so a host page that loads the panel bundle does not pay for the admin app.
 */
import type { RaRecord } from 'ra-core';
import { createDataProvider, createHttpClient, type HttpClient, type ServiceDeskDataProvider } from '../../engine/data';
import { getListResponse, pageQuery } from '../../engine/data/records';
import { connectLinks, defineResource, type ResourceDefinition, fillUrl, type ResourceFile } from '../../kernel';

/**
 * The resources a panel shows or links (the ticket's link targets and the contracts beside them), read
 * from the same directory as the app's (the @schemas alias), and only these: the bundle stays small.
 */
const FILES: ResourceFile[] = Object.values(
  import.meta.glob<ResourceFile>('@schemas/{ticket,asset,change,problem,contract}.json', { eager: true, import: 'default' }),
);

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
  definition(name: string): ResourceDefinition;
  /** One page of `resource`'s list narrowed by filter values (keys as the resource's x-list filters name them). */
  list(resource: string, filter: Record<string, unknown>, page: number): Promise<Page>;
  /** One page of an owner's linked rows (x-links[link]). */
  linked(owner: string, link: string, id: number, page: number): Promise<Page>;
  /** One page of the contracts beside a ticket or an organisation. */
  contractsOf(kind: keyof typeof CONTRACTS_OF, id: number, page: number): Promise<Page>;
}

const pagination = (page: number) => ({ page, perPage: PANEL_PAGE_SIZE });

/** createPanelData('https://desk.example.com') → the panels' calls against that server, with its session cookie. */
export function createPanelData(apiUrl: string): PanelData {
  const definitions = connectLinks(FILES.map((file) => defineResource(file)));
  const byName = new Map(definitions.map((def) => [def.name, def]));
  const definition = (name: string) => {
    const def = byName.get(name);
    if (!def) throw new Error(`The panels know no resource "${name}".`);
    return def;
  };
  const http = createHttpClient(apiUrl);
  const provider = createDataProvider(definitions, http);
  return {
    http,
    provider,
    definition,
    async list(resource, filter, page) {
      const def = definition(resource);
      const { data, total = 0 } = await provider.getList(resource, { filter, pagination: pagination(page), sort: { field: def.defaultSort.field, order: def.defaultSort.order } });
      return { data, total };
    },
    linked: (owner, link, id, page) => provider.linked(owner, { link, id, pagination: pagination(page) }),
    async contractsOf(kind, id, page) {
      const def = definition('contract');
      const query = pageQuery(def.params, { pagination: pagination(page), sort: { field: def.defaultSort.field, order: def.defaultSort.order } });
      return getListResponse(def, await http.send({ method: 'GET', url: fillUrl(CONTRACTS_OF[kind], { id }), query }));
    },
  };
}

/** The caller's service-desk permission set: every flag a panel shows an action by. */
export const PERMISSIONS_SOURCE = { GET: '/service-desk/get/permissions', record: 'data.actions' } as const;
