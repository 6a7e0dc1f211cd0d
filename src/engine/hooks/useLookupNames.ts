import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { LookupItem, ServiceDeskDataProvider } from '../data';

// The names every look-up answer has given, by look-up URL and id: a value chosen from a select is
// named at once wherever else it shows (a filter chip), without asking again.
const seen = new Map<string, Map<string, string>>();

/** Keeps the names of a look-up's answer (useLookup does this with each one). */
export function rememberNames(lookup: string, items: LookupItem[]): void {
  const names = seen.get(lookup) ?? new Map<string, string>();
  for (const item of items) names.set(String(item.id), item.name);
  seen.set(lookup, names);
}

// Ids asked in the same tick, by look-up: a page of rows each naming its reference asks once.
const asking = new Map<string, { ids: Set<string>; answer: Promise<LookupItem[]> }>();

function askInBatch(dataProvider: ServiceDeskDataProvider, lookup: string, ids: string[]): Promise<LookupItem[]> {
  let batch = asking.get(lookup);
  if (!batch) {
    const collected = new Set<string>();
    const answer = new Promise<LookupItem[]>((resolve, reject) => {
      setTimeout(() => {
        asking.delete(lookup);
        dataProvider.lookup(lookup, { ids: [...collected] }).then(resolve, reject);
      }, 0);
    });
    batch = { ids: collected, answer };
    asking.set(lookup, batch);
  }
  for (const id of ids) batch.ids.add(id);
  return batch.answer;
}

/**
 * useLookupNames('/api/dependency/departments', [3, 7]) → Map { '3' → 'Sales', '7' → 'Legal' }: the names
 * of chosen ids (a filter's values read from the address), from answers seen before, the others asked
 * of the same look-up by id (ids[0]=3). An id it cannot name is missing from the map.
 */
export function useLookupNames(lookup: string | undefined, ids: Array<string | number>): Map<string, string> {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const known = lookup ? seen.get(lookup) : undefined;
  const missing = lookup ? ids.map(String).filter((id) => !known?.has(id)) : [];
  const { data } = useQuery({
    queryKey: ['sd.lookupNames', lookup, missing],
    queryFn: async () => {
      const items = await askInBatch(dataProvider, lookup!, missing);
      rememberNames(lookup!, items);
      return items;
    },
    enabled: missing.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const names = new Map<string, string>();
  for (const id of ids.map(String)) {
    const name = seen.get(lookup ?? '')?.get(id) ?? data?.find((item) => String(item.id) === id)?.name;
    if (name !== undefined) names.set(id, name);
  }
  return names;
}
