import { useListContext } from 'ra-core';
import { useState } from 'react';

type FilterValues = Record<string, unknown>;

/**
 * usePendingFilters() → [values, setFilters]: the list's filter values including a change made but
 * not yet applied. A list applies a change through the address, in a transition a busy page may hold
 * back; a second input changed meanwhile must build on the first change, not on the values before it
 * (a count typed, then its unit chosen at once, must not send the unit alone). The pending values give
 * way as soon as the list's own values move: the change landed, or the address went elsewhere.
 */
export function usePendingFilters(): [FilterValues, (next: FilterValues) => void] {
  const { filterValues, setFilters } = useListContext();
  const [pending, setPending] = useState<{ over: FilterValues; values: FilterValues }>();
  const values = pending && pending.over === filterValues ? pending.values : filterValues;
  const change = (next: FilterValues) => {
    setPending({ over: filterValues, values: next });
    setFilters(next);
  };
  return [values, change];
}
