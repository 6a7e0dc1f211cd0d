import type { Identifier, RaRecord } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import { bulkRequest, type BulkParams } from './bulk';
import type { HttpClient } from './httpClient';
import {
  attachRequest, detachRequest, linkCandidatesRequest, linkCandidatesResponse, linkedRequest, linkedResponse, linkOptionsRequest, linkOptionsResponse, type LinkedParams,
} from './links';
import type { LookupItem } from './lookups';

type Meta = { meta?: { message: string } };

/** The links family's data-provider methods; the server's success message rides in meta.message. */
export interface LinkMethods {
  linked(resource: string, params: LinkedParams): Promise<{ data: RaRecord[]; total: number }>;
  /** `attribute` is the value of the link's attribute the pairs are stored with (a link type), when it has one. */
  attach(resource: string, params: { link: string; id: Identifier; ids: Identifier[]; attribute?: string }): Promise<Meta>;
  detach(resource: string, params: { link: string; id: Identifier; target: Identifier; attribute?: string }): Promise<Meta>;
  /** The targets to attach: from the link's picker (the target's list, narrowed by `filters`) when it has one, else its lookup. */
  linkOptions(resource: string, params: { link: string; id: Identifier; search?: string; filters?: Record<string, unknown> }): Promise<LookupItem[]>;
  /** Applies one bulk action (x-links[link].bulk) to the chosen linked rows. */
  bulk(resource: string, params: BulkParams): Promise<Meta>;
}

const metaOf = (body: { message?: unknown } | undefined) => (typeof body?.message === 'string' ? { message: body.message } : undefined);

/** linkMethods(definitionOf, http): the pure mappers of links.ts sent through the one HTTP client. */
export function linkMethods(definitionOf: (resource: string) => ResourceDefinition, http: HttpClient): LinkMethods {
  return {
    async linked(resource, params) {
      const def = definitionOf(resource);
      return linkedResponse(def, params.link, await http.send(linkedRequest(def, params)));
    },
    async attach(resource, { link, id, ids, attribute }) {
      return { meta: metaOf(await http.send(attachRequest(definitionOf(resource), link, id, ids, attribute))) };
    },
    async detach(resource, { link, id, target, attribute }) {
      return { meta: metaOf(await http.send(detachRequest(definitionOf(resource), link, id, target, attribute))) };
    },
    async linkOptions(resource, { link, id, search, filters }) {
      const def = definitionOf(resource);
      if (def.links[link]?.picker) return linkCandidatesResponse(def, link, await http.send(linkCandidatesRequest(def, link, id, filters, search)));
      return linkOptionsResponse(def, link, await http.send(linkOptionsRequest(def, link, id, search)));
    },
    async bulk(resource, params) {
      return { meta: metaOf(await http.send(bulkRequest(definitionOf(resource), params))) };
    },
  };
}
