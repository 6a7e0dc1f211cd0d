import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { PermissionSource, ServiceDeskDataProvider } from '../data';
import type { PermissionStatus } from '../views/hiddenFields';

const keyOf = (source: PermissionSource) => ['sd.permissions', source.GET, source.record];
const sourceName = (source: PermissionSource) => `${source.GET} ${source.record}`;

/**
 * useServicePermissions(sources) → statusOf(source): each permission set read once per session
 * (react-admin's query cache, which a logout clears) and never retried, since a failure has its
 * own meaning: the gated inputs are shown.
 */
export function useServicePermissions(sources: PermissionSource[]): (source: PermissionSource) => PermissionStatus {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: keyOf(source),
      queryFn: () => dataProvider.permissions(source),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const statuses: PermissionStatus[] = results.map(({ data, isError }) => (isError ? { failed: true } : data ? { set: data } : { pending: true }));
  const answered = JSON.stringify(sources.map((source, i) => [sourceName(source), statuses[i]]));
  // Rebuilt from the answers' text only when one changes, so a form does not rebuild its schema on every render.
  return useMemo(() => {
    const byName = new Map(JSON.parse(answered) as Array<[string, PermissionStatus]>);
    return (source: PermissionSource) => byName.get(sourceName(source)) ?? { failed: true };
  }, [answered]);
}
