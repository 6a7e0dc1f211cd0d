import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import { type ResourceDefinition, type ColumnRange, filterKindRules } from '../../kernel';

const NONE: Record<string, ColumnRange> = {};

/**
 * useListRanges(def) → { cost: { min, max } }: the list's number-range columns as the server stores
 * them, asked once when a number-range input is first drawn (and again a minute later); none when the
 * list has no filter showing its column's range or the call fails (the inputs then go without placeholders).
 */
export function useListRanges(definition: ResourceDefinition): Record<string, ColumnRange> {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const wanted = definition.filters.some((filter) => filterKindRules(filter).columnRange);
  const { data } = useQuery({
    queryKey: ['sd.listRanges', definition.name],
    queryFn: () => dataProvider.listRanges(definition.name),
    enabled: wanted,
    staleTime: 60_000,
    retry: false,
  });
  return data ?? NONE;
}
