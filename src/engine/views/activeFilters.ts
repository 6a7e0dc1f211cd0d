import { CUSTOM_FILTERS, SAVED_FILTER } from '../data';
import type { CustomFilter, ResourceDefinition } from '../../kernel';
import type { ActiveValue, FilterKind } from '../filters/filterKind';
import { FILTER_KINDS } from '../filters/filterKinds';
import { panelFilters, panelValue } from '../filters/panelFilters';

export type { ActiveValue } from '../filters/filterKind';

/** A filter the list is narrowed by now: where it sits in the filter values, its label and value. */
export interface ActiveFilter { key: string; custom: boolean; label: string; value: ActiveValue }

/** The active filters, each with the kind that names its value on its chip. */
export function activeFilterKinds(definition: ResourceDefinition, values: Record<string, unknown> = {}, custom: CustomFilter[] = []): Array<{ active: ActiveFilter; kind: FilterKind }> {
  return panelFilters(definition, custom).flatMap((filter) => {
    const kind = FILTER_KINDS[filter.kind];
    const value = kind.active(panelValue(values, filter), filter);
    return value ? [{ active: { key: filter.key, custom: filter.custom, label: filter.descriptor.label, value }, kind }] : [];
  });
}

/**
 * The filters the values narrow the list by, in the panel's order (the x-list filters, then the custom
 * fields the server lists), each with its label: the chips above a list. The search and the saved
 * filter's id are not among them; a value the address holds in a shape its filter cannot read is left out.
 * activeFilters(problem, { department_id: [3] }, []) → [{ key: 'department_id', label: 'Department', value: { kind: 'ids', ids: [3], lookup: '/api/dependency/departments' } }]
 */
export const activeFilters = (definition: ResourceDefinition, values: Record<string, unknown> = {}, custom: CustomFilter[] = []): ActiveFilter[] =>
  activeFilterKinds(definition, values, custom).map(({ active }) => active);

/**
 * The filter values with one filter set (or removed, when `next` is undefined). Any change makes the
 * list an ad-hoc filter: a saved filter's id is no longer sent, so what the list shows is what filters.
 * changedFilters({ '@saved': 4, status_id: [1] }, 'status_id', undefined) → {}
 */
export function changedFilters(values: Record<string, unknown> = {}, key: string, next: unknown, custom = false): Record<string, unknown> {
  const { [SAVED_FILTER]: _saved, ...others } = values;
  if (custom) {
    const { [key]: _previous, ...rest } = (others[CUSTOM_FILTERS] ?? {}) as Record<string, unknown>;
    const fields = next === undefined ? rest : { ...rest, [key]: next };
    return changedFilters(others, CUSTOM_FILTERS, Object.keys(fields).length ? fields : undefined);
  }
  const { [key]: _previous, ...rest } = others;
  return next === undefined ? rest : { ...rest, [key]: next };
}
