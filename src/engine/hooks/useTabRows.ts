import { useEffect, useState } from 'react';
import { useDataProvider, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ResourceDefinition } from '../schema/defineResource';

/**
 * The rows an x-show tab reads from its own GET (associates, timeline): undefined while loading,
 * [] when the call fails (the spec lets these loads fail silently). Reloads when version changes.
 */
export function useTabRows(definition: ResourceDefinition, tab: number, id: Identifier, version = 0): Record<string, unknown>[] | undefined {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [rows, setRows] = useState<Record<string, unknown>[]>();
  const sort = definition.show.tabs?.[tab]?.sort;
  useEffect(() => {
    let current = true;
    setRows(undefined);
    dataProvider.associates(definition.name, { tab, id, sort })
      .then(({ data }) => { if (current) setRows(data); })
      .catch(() => { if (current) setRows([]); });
    return () => { current = false; };
  }, [dataProvider, definition.name, tab, id, sort, version]);
  return rows;
}
