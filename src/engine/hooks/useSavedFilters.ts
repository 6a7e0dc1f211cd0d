import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SavedFilter, ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';

const NONE: SavedFilter[] = [];
const keyOf = (definition: ResourceDefinition) => ['sd.savedFilters', definition.name];

/**
 * useSavedFilters(def) → { filters, isPending, isError, refresh }: the caller's saved filters of the
 * list (x-list.savedFilters), asked again after a save or a delete through refresh().
 */
export function useSavedFilters(definition: ResourceDefinition) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const queryClient = useQueryClient();
  const declared = definition.file['x-list']?.savedFilters !== undefined;
  const { data, isPending, isError } = useQuery({
    queryKey: keyOf(definition),
    queryFn: () => dataProvider.savedFilters(definition.name),
    enabled: declared,
    retry: false,
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: keyOf(definition) }), [queryClient, definition]);
  return { filters: data ?? NONE, isPending: declared && isPending, isError, refresh };
}
