import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../http';
import { currentOf, currentRequest, diffOf, diffRequest, versionsOf, versionsRequest } from './modelApi';

export const MODEL_KEY = 'sd.model';

/** useCurrentModel() → the model's current version (number and files). */
export function useCurrentModel() {
  return useQuery({ queryKey: [MODEL_KEY, 'current'], queryFn: async () => currentOf(await http.send(currentRequest())), retry: false });
}

/** useVersions() → every version, newest first. */
export function useVersions() {
  return useQuery({ queryKey: [MODEL_KEY, 'versions'], queryFn: async () => versionsOf(await http.send(versionsRequest())), retry: false });
}

/** useModelDiff(1, 2) → what changed from one version to the other (to: the current when left out); nothing while from is undefined. */
export function useModelDiff(from: number | undefined, to?: number) {
  return useQuery({
    queryKey: [MODEL_KEY, 'diff', from, to],
    queryFn: async () => diffOf(await http.send(diffRequest(from!, to))),
    enabled: from !== undefined,
    retry: false,
  });
}

/** After an apply, a restore or a purge: every read of the model is made again. */
export function useModelChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [MODEL_KEY] }), [queryClient]);
}
