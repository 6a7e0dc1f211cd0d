import { type ResourceDefinition, filterNameError } from '../../../src/kernel';
import { ApiError, FieldErrors } from '../../httpErrors';
import type { ListFilterQuery } from '../../repositories/filterCondition';
import type { FilterValues } from '../../repositories/savedFilters';
import { filterParsers } from '../resources/parseListQuery';
import { filterRawQuery } from './savedFilterQuery';

export const NO_VALUES = 'Choose at least one filter value.';

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The value as stored: the checked list (ids as numbers, a choice's options as declared), a date range as sent (last::7~day stays relative), a trimmed term. */
function storedValue(parsed: ListFilterQuery, sent: unknown): unknown {
  if (parsed.kind === 'ids' || parsed.kind === 'link') return parsed.values;
  if (parsed.kind === 'contains') return parsed.term;
  return String(sent).trim();
}

/**
 * A saved filter's body { name, filter: { <param>: value } } checked against the list it filters:
 * each parameter must be one of the list's filters or custom fields (not an attach picker's) and its
 * value must pass exactly as the list would read it. Empty values are dropped; at least one must be
 * left. Every problem is a 412 field (name, filter, filter.<param>), all reported at once.
 */
export function parseSavedFilter(def: ResourceDefinition, body: Record<string, unknown>): { name: string; filter: FilterValues } {
  const errors: Record<string, string> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const nameError = filterNameError(name);
  if (nameError) errors.name = nameError;
  const sent = body.filter;
  const filter: FilterValues = {};
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) {
    errors.filter = NO_VALUES;
    throw new FieldErrors(errors);
  }
  const parsers = new Map(filterParsers(def).filter((parser) => !parser.exclude).map((parser) => [parser.param, parser]));
  for (const [param, value] of Object.entries(sent as Record<string, unknown>)) {
    const parser = parsers.get(param);
    if (!parser) { errors[`filter.${param}`] = `The list has no filter ${param}.`; continue; }
    if (isEmpty(value)) continue;
    if (!(isScalar(value) || (Array.isArray(value) && value.every(isScalar)))) { errors[`filter.${param}`] = 'The value is invalid.'; continue; }
    try {
      const [parsed] = parser.parse(filterRawQuery({ [param]: value }));
      if (parsed) filter[param] = storedValue(parsed, value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors[`filter.${param}`] = error.message;
    }
  }
  if (!Object.keys(errors).some((key) => key.startsWith('filter')) && Object.keys(filter).length === 0) errors.filter = NO_VALUES;
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { name, filter };
}
