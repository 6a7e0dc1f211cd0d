import type { Identifier } from 'ra-core';
import { FILTER_OPTIONS } from '../constants';
import type { LookupItem, LookupParams } from '../data';
import type { ResourceDefinition } from '../../kernel';

/** What a picker asks of a data provider: the agent panel's (useDataProvider) or a host page panel's. */
export interface PickerProvider {
  lookup(url: string, params?: LookupParams): Promise<LookupItem[]>;
  linkOptions(resource: string, params: { link: string; id: Identifier; search?: string; filters?: Record<string, unknown> }): Promise<LookupItem[]>;
}

/** One filter of a picker: a select over a look-up. */
export interface PickerFilter {
  field: string;
  label: string;
  options(search: string): Promise<LookupItem[]>;
}

export interface LinkPicker {
  filters: PickerFilter[];
  /** The candidates the applied filters and search leave, without the targets already linked. */
  candidates(filters: Record<string, Array<string | number>>, search: string): Promise<LookupItem[]>;
}

/**
 * linkPicker(provider, owner, link, ownerId): the filters an x-links picker names (the target's
 * reference properties, each asking its look-up) and its candidates, the target's list narrowed by
 * them and leaving out what the record holds.
 */
export function linkPicker(provider: PickerProvider, owner: ResourceDefinition, link: string, id: Identifier): LinkPicker {
  const spec = owner.links[link];
  const target = spec?.target;
  const filters = (spec?.picker?.filters ?? []).flatMap((field): PickerFilter[] => {
    const descriptor = target?.fields[field];
    const lookup = descriptor?.reference?.lookup;
    if (!descriptor || !lookup) return [];
    return [{ field, label: descriptor.label, options: (search) => provider.lookup(lookup, { search: search || undefined, meta: descriptor.reference?.meta, limit: FILTER_OPTIONS }) }];
  });
  return {
    filters,
    candidates: (chosen, search) => provider.linkOptions(owner.name, { link, id, search: search.trim() || undefined, filters: chosen }),
  };
}
