/**
 * Associations between records (x-links), by owner resource and link name:
 *   linked  => GET    x-links[name].list.GET ({id}) ?page&limit&sort&order&search   under the link's own list.params names
 *           => GET    target x-api.list.GET ?{target link filter}[0]={id}&...      without a list of its own
 *   attach  => POST   x-links[name].attach.POST ({id})                 JSON { <attach.field>: [ids], <attribute.name>?: value }
 *           => POST   x-links[name].attach.POST                        JSON { <attach.ownerField>: id, <attach.field>: [ids], ... }
 *           => POST   x-links[name].attach.POST ({id}, {target})       no body: the URL names the one target
 *   detach  => DELETE x-links[name].detach.DELETE ({id}, {target}, {<attribute.name>})
 *           => DELETE x-links[name].detach.DELETE ({id})                JSON { ...detach.const, <detach.field>: [id] }
 * attach.const and detach.const are sent in the body as written (they tell links sharing a URL apart).
 * Any of these placeholders may sit in the URL's query (detach?item_id={target}&order_id={id}).
 *   options => GET    x-links[name].lookup ({id}, its own query kept) ?search-query   data.{name}: [{id, name}]
 *           => GET    target x-api.list.GET ?{picker filters}&{picker.exclude}[0]={id}&search&limit=50   with a picker
 */
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import { type LinkDefinition, DEFAULT_QUERY_PARAMS, type ResourceDefinition, fillUrl, getPath, fillTemplate } from '../../kernel';
import { lookupRequest, lookupResponse, type LookupItem } from './lookups';
import { readRecord } from './readRecord';
import { getListRequest, getListResponse, pageQuery, SEARCH_FILTER } from './records';
import type { ApiRequest } from './request';

export interface LinkedParams {
  link: string;
  /** The owning record. */
  id: Identifier;
  pagination: { page: number; perPage: number };
  sort?: GetListParams['sort'];
  search?: string;
}

function linkOf(owner: ResourceDefinition, name: string): LinkDefinition & { target: ResourceDefinition } {
  const link = owner.links[name];
  if (!link) throw new Error(`${owner.name} declares no x-links "${name}"`);
  if (!link.target) throw new Error(`${owner.name}: x-links "${name}" is not connected to "${link.resource}" (connectLinks)`);
  return link as LinkDefinition & { target: ResourceDefinition };
}

/** linkedRequest(problem, { link: 'tickets', id: 4, pagination }) → GET /…/problem-tickets/4?page=1&limit=10 */
export function linkedRequest(owner: ResourceDefinition, { link: name, id, pagination, sort, search = '' }: LinkedParams): ApiRequest {
  const link = linkOf(owner, name);
  if (link.list) {
    const names = { ...DEFAULT_QUERY_PARAMS, ...link.list.params };
    const { url, query } = fillTemplate(link.list.GET, { id });
    return { method: 'GET', url, query: [...query, ...pageQuery(names, { pagination, sort }, search)] };
  }
  if (!link.targetFilter) throw new Error(`${link.resource} has no x-list filter with "link": "${owner.name}.${name}"`);
  return getListRequest(link.target, { pagination, sort, filter: { [link.targetFilter.key]: [id], [SEARCH_FILTER]: search } });
}

/** The linked rows in the target's read shape (normalised like any list row) and their total. */
export function linkedResponse(owner: ResourceDefinition, name: string, body: unknown): { data: RaRecord[]; total: number } {
  const link = linkOf(owner, name);
  if (!link.list) return getListResponse(link.target, body);
  const rows = getPath(body, link.list.items);
  return { data: (Array.isArray(rows) ? rows : []).map((row) => readRecord(link.target, row)), total: Number(getPath(body, link.list.total) ?? 0) };
}

/** A filled link template as a request: the path's placeholders in the URL, the query's beside it. */
const templateRequest = (method: ApiRequest['method'], template: string, values: Record<string, string | number>): ApiRequest => {
  const { url, query } = fillTemplate(template, values);
  return { method, url, ...(query.length ? { query } : {}) };
};

/**
 * attachRequest(order, 'items', 4, [1, 2]) → POST /…/order-attach-items/4 { item_ids: [1, 2] };
 * attachRequest(problem, 'change', 4, [9]) → POST /…/problem-attach-change/4/9 (one target, no body);
 * with an ownerField and an attribute: POST /…/attach-item { order_id: 4, item_ids: [1], kind: 'gift' }.
 */
export function attachRequest(owner: ResourceDefinition, name: string, id: Identifier, ids: Identifier[], attribute?: string): ApiRequest {
  const link = linkOf(owner, name);
  const { attach } = link;
  if (!attach) throw new Error(`${owner.name}: x-links "${name}" has no attach`);
  const extra = {
    ...attach.const,
    ...(attach.ownerField ? { [attach.ownerField]: id } : {}),
    ...(link.attribute ? { [link.attribute.name]: attribute ?? '' } : {}),
  };
  if (attach.field !== undefined) return { ...templateRequest('POST', attach.POST, { id }), json: { ...extra, [attach.field]: ids } };
  if (ids.length !== 1) throw new Error(`${owner.name}: x-links "${name}" attaches one target at a time, not ${ids.length}`);
  const request = templateRequest('POST', attach.POST, { id, target: ids[0] });
  return Object.keys(extra).length ? { ...request, json: extra } : request;
}

/**
 * detachRequest(order, 'items', 4, 9) → DELETE /…/order-detach-item/4/9;
 * detachRequest(order, 'items', 4, 9, 'gift') → DELETE /…/detach-item?item_id=9&order_id=4&kind=gift (placeholders in the query).
 */
export function detachRequest(owner: ResourceDefinition, name: string, id: Identifier, target: Identifier, attribute?: string): ApiRequest {
  const link = linkOf(owner, name);
  const { detach } = link;
  if (!detach) throw new Error(`${owner.name}: x-links "${name}" has no detach`);
  // detachRequest(item, 'orders', 9, 4) → DELETE /…/detach-services/9 { kind: 'order', order_ids: [4] } (ids in the body).
  if (detach.field !== undefined) return { ...templateRequest('DELETE', detach.DELETE, { id }), json: { ...detach.const, [detach.field]: [target] } };
  return templateRequest('DELETE', detach.DELETE, { id, target, ...(link.attribute ? { [link.attribute.name]: attribute ?? '' } : {}) });
}

/** linkOptionsRequest(problem, 'tickets', 4, 'vpn') → GET /…/tickets_based_on_problem?supplements=4&search-query=vpn */
export function linkOptionsRequest(owner: ResourceDefinition, name: string, id: Identifier, search?: string): ApiRequest {
  const { lookup } = linkOf(owner, name);
  if (!lookup) throw new Error(`${owner.name}: x-links "${name}" has no lookup`);
  const [url, own = ''] = fillUrl(lookup, { id }).split('?');
  const request = lookupRequest(url, { search });
  return { ...request, query: [...new URLSearchParams(own), ...(request.query ?? [])] };
}

/** How many candidates a picker asks for. */
export const PICKER_LIMIT = 50;

/**
 * linkCandidatesRequest(order, 'items', 4, { kind_id: [2] }, 'pen') → GET /…/item-list?page=1&limit=50
 * &search-query=pen&kind_ids[0]=2&order_id[0]=4: the target's list, without the rows already linked.
 */
export function linkCandidatesRequest(owner: ResourceDefinition, name: string, id: Identifier, filters: Record<string, unknown> = {}, search = ''): ApiRequest {
  const { picker, target } = linkOf(owner, name);
  if (!picker) throw new Error(`${owner.name}: x-links "${name}" has no picker`);
  const exclude = target.filters.find((filter) => filter.param === picker.exclude && filter.exclude);
  if (!exclude) throw new Error(`${target.name} has no exclude filter "${picker.exclude}"`);
  const chosen = Object.fromEntries((picker.filters ?? []).map((field) => [field, filters[field]]));
  return getListRequest(target, { pagination: { page: 1, perPage: PICKER_LIMIT }, filter: { ...chosen, [exclude.key]: [id], [SEARCH_FILTER]: search } });
}

/** The target's list rows as choices, named by the picker's label properties joined with a space. */
export function linkCandidatesResponse(owner: ResourceDefinition, name: string, body: unknown): LookupItem[] {
  const { picker, target } = linkOf(owner, name);
  const label = picker?.label ?? ['name'];
  return getListResponse(target, body).data.map((row) => ({
    id: row.id,
    name: label.map((property) => row[property]).filter((part) => part !== undefined && part !== null && part !== '').join(' ') || String(row.id),
  }));
}

export const linkOptionsResponse = (owner: ResourceDefinition, name: string, body: unknown): LookupItem[] =>
  lookupResponse(linkOf(owner, name).lookup ?? '', body);
