import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition, ColumnRange } from '../../kernel';

const NONE: Record<string, ColumnRange> = {};

/**
 * useListRanges(def) → { cost: { min, max } }: the list's number-range columns as the server stores
 * them, asked once when the filter panel opens (and again a minute later); none when the list has no
 * number range or the call fails (the inputs then go without placeholders).
 */
export function useListRanges(definition: ResourceDefinition): Record<string, ColumnRange> {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const wanted = definition.filters.some((filter) => filter.kind === 'numberrange');
  const { data } = useQuery({
    queryKey: ['sd.listRanges', definition.name],
    queryFn: () => dataProvider.listRanges(definition.name),
    enabled: wanted,
    staleTime: 60_000,
    retry: false,
  });
  return data ?? NONE;
}
