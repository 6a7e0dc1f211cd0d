import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { formDescriptionQuery } from './showQueries';

/**
 * useFormDescription(def, id?) → the server-described form (x-api.form) of a create, or of the
 * record's edit with its values; read afresh on every visit (an administrator may have changed a
 * form group since; one read on arrival, prefetchScreen, counts for the visit), not retried: a
 * failure is shown as it is.
 */
export function useFormDescription(definition: ResourceDefinition, id?: Identifier) {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  return useQuery({
    ...formDescriptionQuery(dataProvider, definition.name, id),
    enabled: definition.api.form !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
