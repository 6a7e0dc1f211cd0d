import { useEffect, useState } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import type { LookupItem, ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * useLinkOptions(problem, 'tickets', 4, search, open) → the targets the link's look-up offers, asked again as the search settles;
 * with a picker, the target's list narrowed by the picker's filter values (asked again as they change).
 */
export function useLinkOptions(definition: ResourceDefinition, link: string | undefined, id: Identifier, search: string, enabled: boolean, filters?: Record<string, unknown>) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<LookupItem[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled || !link) return undefined;
    let current = true;
    setLoading(true);
    dataProvider.linkOptions(definition.name, { link, id, search: settled || undefined, ...(filters ? { filters } : {}) })
      .then((items) => { if (current) setOptions(items); })
      .catch(() => { if (current) setOptions([]); })
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [dataProvider, definition.name, link, id, settled, enabled, filters]);
  return { options, loading };
}
