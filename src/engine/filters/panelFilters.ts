import { CUSTOM_FILTER_KINDS, CUSTOM_FILTERS, type CustomFilter, type ResourceDefinition, customFilterDescriptor, filterKindName } from '../../kernel';
import type { PanelFilter } from './filterKind';

/**
 * The filters of a list's panel, in its order: the x-list filters (not an attach picker's exclude
 * filter, which is the attach dialog's), then the custom fields the server lists, each drawn as the
 * kind CUSTOM_FILTER_KINDS gives its type.
 * panelFilters(contract, [])[0] → { key: 'status_id', custom: false, kind: 'ids', ... }
 */
export function panelFilters(definition: ResourceDefinition, custom: CustomFilter[]): PanelFilter[] {
  const declared = definition.filters.filter((filter) => !filter.exclude).map((filter): PanelFilter => ({
    key: filter.key, custom: false, kind: filterKindName(filter), descriptor: filter.descriptor, field: filter.field,
    multiple: filter.multiple !== false, relative: !filter.end,
  }));
  const customs = custom.map((filter): PanelFilter => ({
    key: filter.key, custom: true, kind: CUSTOM_FILTER_KINDS[filter.type], descriptor: customFilterDescriptor(filter), field: filter.key,
    multiple: filter.type !== 'boolean', relative: false,
  }));
  return [...declared, ...customs];
}

/** A panel filter's value among the filter values (a custom field's under CUSTOM_FILTERS). */
export const panelValue = (values: Record<string, unknown> | undefined, filter: PanelFilter): unknown =>
  (filter.custom ? (values?.[CUSTOM_FILTERS] as Record<string, unknown> | undefined)?.[filter.key] : values?.[filter.key]);
