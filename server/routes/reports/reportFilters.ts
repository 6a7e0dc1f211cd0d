import type { SqlClient } from '../../database/sqlClient';
import type { ResourceDefinition } from '../../../src/kernel';
import { ApiError } from '../../httpErrors';
import { lookupNamed } from '../../lookups';
import type { ListFilterQuery } from '../../repositories/filterCondition';
import { lookupItemsById } from '../../repositories/lookupItems';
import type { ReportFilter } from '../../repositories/reports';
import { filterParsers, type FilterParser } from '../resources/parseListQuery';
import type { RawQuery } from '../resources/parseQuery';
import { filterRawQuery } from '../savedFilters/savedFilterQuery';

type Option = { id: unknown; name: string };

/** The resource a report type reports on: the one whose x-report.type it is. */
export const subjectOf = (resources: ResourceDefinition[], type: unknown) =>
  (typeof type === 'string' ? resources.find((def) => def.file['x-report']?.type === type) : undefined);

/** A report's filter values by query parameter: { asset_type_ids: [2], created_at: 'date::…~' }. */
export const reportValues = (filters: ReportFilter[]): Record<string, unknown> =>
  Object.fromEntries(filters.map((filter) => [filter.key, filter.value]));

/** A report's filters as the query its list reads: { 'asset_type_ids[0]': '2', created_at: 'date::…~' }. */
export const reportQuery = (filters: ReportFilter[]): RawQuery => filterRawQuery(reportValues(filters));

/** The options a filter's ids name: a look-up's items or a choice's titles, by id. */
async function namesOf(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, param: string, ids: unknown[]): Promise<Map<unknown, string> | undefined> {
  const declared = def.filters.find((filter) => filter.param === param);
  const custom = def.customFilters.find((filter) => filter.key === param);
  const lookup = declared?.descriptor.reference?.lookup ?? custom?.lookup;
  if (lookup) {
    const source = lookupNamed(def, lookup)?.source;
    if (!source) return undefined;
    const found = await lookupItemsById(db, resources, source, ids.filter((id): id is number => typeof id === 'number'));
    return new Map([...found].map(([id, item]) => [id, item.name]));
  }
  const options: Option[] | undefined = declared?.descriptor.choices?.map((choice) => ({ id: choice.value, name: choice.label })) ?? custom?.options;
  return options && new Map(options.map((option) => [option.id, option.name]));
}

/** The value as stored: ids and options as the list checked them, a date range or a term as sent (trimmed). */
function storedValue(parsed: ListFilterQuery, sent: unknown): unknown {
  if (parsed.kind === 'ids' || parsed.kind === 'link') return parsed.values;
  if (parsed.kind === 'contains') return parsed.term;
  return String(sent).trim();
}

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/**
 * A report's `fields` checked against the list it reports on, each exactly as the list would read
 * it: the key must be one of its filters or custom fields (not an attach picker's), the value must
 * pass that filter, and chosen ids must exist; value_meta is filled with their names of the moment
 * (what the client sent there is not trusted). Empty values are dropped. Errors are keyed
 * fields.<i>.key and fields.<i>.value, all at once.
 */
export async function checkReportFields(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, sent: unknown):
  Promise<{ filters: ReportFilter[]; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const filters: ReportFilter[] = [];
  if (sent === undefined || sent === null || sent === '') return { filters, errors };
  if (!Array.isArray(sent)) return { filters, errors: { fields: 'The fields must be a list of filters.' } };
  const parsers = new Map<string, FilterParser>(filterParsers(def).filter((parser) => !parser.exclude).map((parser) => [parser.param, parser]));
  for (const [i, entry] of (sent as unknown[]).entries()) {
    const { key, value } = (entry ?? {}) as { key?: unknown; value?: unknown };
    const parser = typeof key === 'string' ? parsers.get(key) : undefined;
    if (!parser) { errors[`fields.${i}.key`] = `The key must be a filter of the ${def.title} list.`; continue; }
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (!(isScalar(value) || (Array.isArray(value) && value.every(isScalar)))) { errors[`fields.${i}.value`] = 'The value is invalid.'; continue; }
    if (filters.some((filter) => filter.key === parser.param)) { errors[`fields.${i}.key`] = `The filter ${parser.param} is given twice.`; continue; }
    try {
      const [parsed] = parser.parse(filterRawQuery({ [parser.param]: value }));
      if (!parsed) continue;
      const stored = storedValue(parsed, value);
      if (!Array.isArray(stored)) { filters.push({ key: parser.param, value: stored, value_meta: null }); continue; }
      const names = await namesOf(db, resources, def, parser.param, stored);
      const missing = names ? stored.filter((id) => !names.has(id)) : [];
      if (missing.length) { errors[`fields.${i}.value`] = `The selected values do not exist: ${missing.join(', ')}.`; continue; }
      filters.push({ key: parser.param, value: stored, value_meta: names ? stored.map((id) => ({ id, name: names.get(id) })) : null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors[`fields.${i}.value`] = error.message;
    }
  }
  return { filters, errors };
}
