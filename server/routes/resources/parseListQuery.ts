import { filterLink, type ResourceDefinition } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';
import type { ListFilterQuery } from '../../repositories/filterCondition';
import type { ListQuery } from '../../repositories/listQuery';
import { parseCustomFilter } from './parseCustomFilter';
import { parseDateRange, parseStamp } from './parseDateRange';
import { numberRangeBounds } from './parseNumberRange';
import { integerList, positiveInt, scalar, searchTerm, type RawQuery } from './parseQuery';
import { memoised } from '../../memoised';

export const MAX_LIMIT = 500;
export const MAX_PAGE = 1_000_000;

type Filter = ResourceDefinition['filters'][number];

/**
 * A filter's query value by its kind: ids as indexed brackets, a daterange as date::from~to or
 * last::N~unit, a numberrange as from~to.
 */
function parseFilter(def: ResourceDefinition, filter: Filter, query: RawQuery): ListFilterQuery[] {
  if (filter.kind === 'daterange') {
    const raw = scalar(query, filter.param)?.trim();
    const range = raw ? parseDateRange(filter.param, raw) : {};
    return range.from || range.to ? [{ kind: 'daterange', field: filter.field, ...range }] : [];
  }
  if (filter.kind === 'numberrange') {
    const raw = scalar(query, filter.param)?.trim();
    const range = raw ? numberRangeBounds(filter.param, raw) : {};
    return range.from !== undefined || range.to !== undefined ? [{ kind: 'numberrange', field: filter.field, ...range }] : [];
  }
  if (filter.kind === 'text') {
    // A term like the search's, at most 255 characters: SQLite refuses a LIKE pattern over 50,000 bytes.
    const term = searchTerm(query, filter.param);
    return term ? [{ kind: 'contains', field: filter.field, term }] : [];
  }
  const values = integerList(query, filter.param);
  if (filter.module) return values ? [{ kind: 'module', module: filter.module, values: values.map(Number) }] : [];
  const link = filterLink(def.name, filter);
  if (link) return values ? [{ kind: 'link', ...link, values }] : [];
  // An array property (user_ids, notify_to) is stored as a JSON list: a row matches when it holds any of the ids.
  const field = def.fields[filter.field];
  const inList = field?.reference?.multiple === true || field?.schema.type === 'array';
  return values ? [{ kind: 'ids', field: filter.field, values, inList, ...(filter.exclude ? { exclude: true } : {}) }] : [];
}

/**
 * The two parameters of a range sent as two timestamps (x-list filter `end`): the start is a lower
 * bound, the end an upper bound that must not come before a start sent with it.
 */
function boundParsers(filter: Filter & { end: string }): FilterParser[] {
  const bound = (param: string, query: RawQuery) => {
    const raw = scalar(query, param)?.trim();
    return raw ? parseStamp(param, raw) : undefined;
  };
  return [
    { param: filter.param, exclude: false, parse: (query) => {
      const from = bound(filter.param, query);
      return from ? [{ kind: 'daterange', field: filter.field, from }] : [];
    } },
    { param: filter.end, exclude: false, parse: (query) => {
      const to = bound(filter.end, query);
      const from = bound(filter.param, query);
      if (to && from && from > to) throw badRequest(`The ${filter.end} must not come before the ${filter.param}.`);
      return to ? [{ kind: 'daterange', field: filter.field, to }] : [];
    } },
  ];
}

/** One query parameter of a list's filters and how it reads; `exclude` marks an attach picker's filter. */
export interface FilterParser {
  param: string;
  exclude: boolean;
  parse(query: RawQuery): ListFilterQuery[];
}

/** The list's filter parameters: the x-list filters, then the custom fields (x-custom) by key. */
export const filterParsers = memoised((def: ResourceDefinition): FilterParser[] => [
  ...def.filters.flatMap((filter): FilterParser[] => (filter.end ? boundParsers({ ...filter, end: filter.end })
    : [{ param: filter.param, exclude: filter.exclude === true, parse: (query: RawQuery) => parseFilter(def, filter, query) }])),
  ...def.customFilters.map((filter) => ({ param: filter.key, exclude: false, parse: (query: RawQuery) => parseCustomFilter(filter, query) })),
]);

/** Validates a list request strictly against the resource file: a bad value is a 400, never a guess. */
export function parseListQuery(def: ResourceDefinition, query: RawQuery): ListQuery {
  const names = def.params;
  const page = positiveInt(scalar(query, names.page), 'page', MAX_PAGE, 1);
  const limit = positiveInt(scalar(query, names.limit), 'limit', MAX_LIMIT, 10);
  const field = scalar(query, names.sort) || def.defaultSort.field;
  if (!def.sortable.includes(field) && field !== def.defaultSort.field) {
    throw badRequest(`The sort field must be one of: ${def.sortable.join(', ')}.`);
  }
  const orderText = scalar(query, names.order);
  if (orderText !== undefined && orderText !== '' && !/^(asc|desc)$/i.test(orderText)) throw badRequest('The sort order must be asc or desc.');
  const order = orderText ? (orderText.toUpperCase() as 'ASC' | 'DESC') : def.defaultSort.order;
  const filters = filterParsers(def).flatMap((filter) => filter.parse(query));
  return { page, limit, sort: { field, order }, search: searchTerm(query, names.search), filters };
}
