import { useEffect, useState } from 'react';
import { useDataProvider } from 'ra-core';
import type { LookupItem, ServiceDeskDataProvider } from '../data';
import type { FieldDescriptor } from '../schema/describeField';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from './useDebouncedValue';

/** useLookup(descriptor, search) → the options of a reference property, asked again as the search settles. */
export function useLookup(descriptor: FieldDescriptor, search = '', enabled = true) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<LookupItem[]>([]);
  const [loading, setLoading] = useState(false);
  const reference = descriptor.reference;
  useEffect(() => {
    if (!reference || !enabled) return undefined;
    let current = true;
    setLoading(true);
    dataProvider
      .lookup(reference.lookup, { search: settled || undefined, meta: reference.meta })
      .then((items) => { if (current) setOptions(items); })
      .catch(() => { if (current) setOptions([]); })
      .finally(() => { if (current) setLoading(false); });
    // A later answer replaces an earlier one; an earlier one arriving late is dropped.
    return () => { current = false; };
  }, [dataProvider, reference, settled, enabled]);
  return { options, loading };
}
