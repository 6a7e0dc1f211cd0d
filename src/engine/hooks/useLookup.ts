import { useEffect, useState } from 'react';
import { useDataProvider } from 'ra-core';
import type { LookupItem, ServiceDeskDataProvider } from '../data';
import type { FieldDescriptor } from '../../kernel';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from './useDebouncedValue';
import { rememberNames } from './useLookupNames';

/**
 * useLookup(descriptor, search) → the options of a reference property, asked again as the search settles.
 * With `limit` (a filter's select) it asks for that many names, no more, and lets the server search the rest.
 */
export function useLookup(descriptor: FieldDescriptor, search = '', enabled = true, limit?: number) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<LookupItem[]>([]);
  const reference = descriptor.reference;
  // Loading from the first render: a value set before its options arrive (a create's initial status) never shows its bare id.
  const [loading, setLoading] = useState(() => enabled && reference !== undefined);
  useEffect(() => {
    if (!reference || !enabled) return undefined;
    let current = true;
    setLoading(true);
    const params = limit === undefined ? { search: settled || undefined, meta: reference.meta } : { search: settled || undefined, limit };
    dataProvider
      .lookup(reference.lookup, params)
      .then((items) => {
        rememberNames(reference.lookup, items);
        if (current) setOptions(items);
      })
      .catch(() => { if (current) setOptions([]); })
      .finally(() => { if (current) setLoading(false); });
    // A later answer replaces an earlier one; an earlier one arriving late is dropped.
    return () => { current = false; };
  }, [dataProvider, reference, settled, enabled, limit]);
  return { options, loading };
}
