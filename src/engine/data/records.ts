/**
 * Requests of the generic record family, all at the URLs a resource file declares in x-api:
 *   getList => GET    x-api.list.GET ?page&limit&sort-field&sort-order&search-query&{param}[i]&{range}=date::from~to
 *                                      &{custom field key}…&{x-list.savedFilters.param}={id}
 *   getOne  => GET    x-api.getOne.GET        ({id})
 *   create  => POST   x-api.save.POST         (multipart or JSON, no id; x-api.save.context ids in the query or the body)
 *   update  => POST   x-api.save.POST         (the same, with id and, when the record was read with one, its row_version in the body)
 *   delete  => DELETE x-api.delete.DELETE     ({id})
 */
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import { type ResourceDefinition, type FieldDescriptor, sentValues, wrapBlock, type QueryParamNames, listEndpoint, recordEndpoint, ROW_VERSION, fillUrl, getPath, dateRangeText, filterQuery, SAVED_FILTER } from '../../kernel';
import { filterQueryPairs } from './filterQuery';
import { readRecord } from './readRecord';
import { toFormEntries, type ApiRequest, type QueryPairs } from './request';

/** The react-admin filter key the search box writes; the request sends it as the resource's search parameter. */
export const SEARCH_FILTER = 'q';

export type { DateRangeValue } from '../../kernel';

/** dateRange('created_at', { from: '2024-01-01 00:00:00' }) → [['created_at', 'date::2024-01-01 00:00:00~']] */
export function dateRange(param: string, value: unknown): QueryPairs {
  const text = dateRangeText(value);
  return text ? [[param, text]] : [];
}

/** pageQuery(names, { pagination, sort }, ' vpn ') → page, limit, sort, order and the trimmed search under the given names. */
export function pageQuery(names: QueryParamNames, { pagination, sort }: Partial<GetListParams>, search = ''): QueryPairs {
  const query: QueryPairs = [
    [names.page, String(pagination?.page ?? 1)],
    [names.limit, String(pagination?.perPage ?? 10)],
  ];
  if (sort?.field) query.push([names.sort, sort.field], [names.order, sort.order === 'DESC' ? 'desc' : 'asc']);
  if (search.trim()) query.push([names.search, search.trim()]);
  return query;
}

/**
 * getListRequest(def, { pagination, sort, filter }) → the list GET with the resource's own parameter
 * names: the panel's filters (filterQuery.ts) and, on a saved filter's page, its id for the server to apply.
 */
export function getListRequest(definition: ResourceDefinition, { pagination, sort, filter = {} }: Partial<GetListParams>): ApiRequest {
  const query = pageQuery(definition.params, { pagination, sort }, String(filter[SEARCH_FILTER] ?? ''));
  query.push(...filterQueryPairs(filterQuery(definition, filter)));
  const saved = definition.file['x-list']?.savedFilters;
  const savedId = filter[SAVED_FILTER];
  if (saved && savedId !== undefined && savedId !== null && savedId !== '') query.push([saved.param, String(savedId)]);
  return { method: 'GET', url: listEndpoint(definition).GET, query };
}

/** getListResponse(def, body) → { data, total } from the paginator where x-api.list says it is. */
export function getListResponse(definition: ResourceDefinition, body: unknown): { data: RaRecord[]; total: number } {
  const rows = getPath(body, listEndpoint(definition).items);
  const total = Number(getPath(body, listEndpoint(definition).total) ?? 0);
  return { data: (Array.isArray(rows) ? rows : []).map((row) => readRecord(definition, row)), total };
}

export const getOneRequest = (definition: ResourceDefinition, id: Identifier): ApiRequest =>
  ({ method: 'GET', url: fillUrl(recordEndpoint(definition).GET, { id }) });

export const getOneResponse = (definition: ResourceDefinition, body: unknown): RaRecord =>
  readRecord(definition, getPath(body, recordEndpoint(definition).record));

/**
 * saveRequest(def, data, id?, context?) → the one POST that creates and (with id) updates. Only writable
 * properties are sent; a stored attachment that was not replaced is left out so the server keeps it, and
 * so is an x-link list the form does not hold. Rich text that is not a block element is wrapped in <p>.
 * A mixed list with x-send goes as one indexed list per item type (notify_agent_ids[0]=3&email_ids[0]=a@b.c).
 * A server-described form (x-api.form) passes its own fields, form-group fields included.
 * Context ids (a change created from problem 4: { problem_id: 4 }) go where x-api.save.context says,
 * the query unless it says body; parameters the file does not declare are not sent.
 * An update carries the version its record was read at (ROW_VERSION), when it was read with one, so
 * the server can refuse it should someone else have saved since.
 */
export function saveRequest(definition: ResourceDefinition, data: Record<string, unknown>, id?: Identifier, context: Record<string, unknown> = {},
  fields: FieldDescriptor[] = definition.writable, version?: unknown): ApiRequest {
  const values: Record<string, unknown> = id === undefined ? {} : { id };
  if (id !== undefined && version !== undefined && version !== null) values[ROW_VERSION] = version;
  for (const field of fields) {
    const value = data[field.name];
    if (field.kind === 'attachment') {
      if (typeof Blob !== 'undefined' && value instanceof Blob) values[field.name] = value;
      if (data[`${field.name}_delete`]) values[`${field.name}_delete`] = true;
    } else if (field.link !== undefined) {
      // A link set (x-link) is replaced only when the form holds it, so a hidden picker leaves it alone;
      // an empty list goes as null, since multipart cannot carry [] and an absent field means "unchanged".
      if (value !== undefined) values[field.name] = Array.isArray(value) && value.length === 0 ? null : value;
    } else if (field.send && Array.isArray(value) && value.length > 0) {
      // x-send: ids and typed e-mails travel as two indexed lists (notify_agent_ids[0], email_ids[0]).
      Object.assign(values, sentValues(field, value));
    } else if (field.send && id !== undefined) {
      // An emptied list: one of its fields, empty, says so (multipart cannot carry []).
      values[field.send.integer ?? field.send.string ?? field.name] = null;
    } else if (field.kind === 'html' && typeof value === 'string') {
      // Rich text always travels as blocks: text typed without a paragraph gets one.
      values[field.name] = wrapBlock(value);
    } else if (value !== undefined || id !== undefined) {
      values[field.name] = value ?? null;
    }
  }
  if (!definition.api.save) throw new Error(`${definition.name} is read-only: it declares no x-api.save`);
  const { POST: url, body } = definition.api.save;
  const query: QueryPairs = [];
  for (const [param, value] of Object.entries(context)) {
    const declared = definition.context[param];
    if (!declared || value === undefined || value === null || value === '') continue;
    if (declared.in === 'body') values[param] = value;
    else query.push([param, String(value)]);
  }
  const sent = query.length ? { query } : {};
  return body === 'json' ? { method: 'POST', url, ...sent, json: values } : { method: 'POST', url, ...sent, multipart: toFormEntries(values) };
}

export function deleteRequest(definition: ResourceDefinition, id: Identifier): ApiRequest {
  if (!definition.api.delete) throw new Error(`${definition.name} is read-only: it declares no x-api.delete`);
  return { method: 'DELETE', url: fillUrl(definition.api.delete.DELETE, { id }) };
}
