import { useDataProvider, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../../kernel';
import { useLoaded } from './useLoaded';

/**
 * The rows an x-show tab reads from its own GET (associates, timeline): undefined while loading,
 * [] when the call fails (the spec lets these loads fail silently). Reloads when version changes.
 */
export function useTabRows(definition: ResourceDefinition, tab: number, id: Identifier, version = 0): Record<string, unknown>[] | undefined {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const sort = definition.show.tabs?.[tab]?.sort;
  const key = JSON.stringify([definition.name, tab, id, sort, version]);
  return useLoaded(key, async () => (await dataProvider.associates(definition.name, { tab, id, sort })).data, []);
}
