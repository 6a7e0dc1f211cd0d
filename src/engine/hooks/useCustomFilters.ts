import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { CustomFilter, ResourceDefinition } from '../../kernel';

const NONE: CustomFilter[] = [];

/**
 * useCustomFilters(def) → { filters, isPending }: the list's custom fields as the server lists them
 * (x-list.customFields), read once per session; none when the list declares no such endpoint or the
 * call fails (the declared filters still work).
 */
export function useCustomFilters(definition: ResourceDefinition) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const declared = definition.file['x-list']?.customFields !== undefined;
  const { data, isPending } = useQuery({
    queryKey: ['sd.customFields', definition.name],
    queryFn: () => dataProvider.customFields(definition.name),
    enabled: declared,
    staleTime: Infinity,
    retry: false,
  });
  return { filters: data ?? NONE, isPending: declared && isPending };
}
