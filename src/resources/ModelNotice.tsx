import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { modelStore, useAppModel } from '../engine/resourceFiles';
import { readAppModel } from './readAppModel';

// The model as a query that is never stale by itself (the page brought it): the app bar's reload,
// which invalidates every query, asks the server for it too, so a form with nothing to read still learns of a newer version.
const MODEL_QUERY = ['service-desk', 'model'];
const reload = async () => {
  modelStore.set(await readAppModel());
  return modelStore.get().number;
};

/**
 * Says that the screens now draw from a newer model version, once it is set (followModel: the version an
 * answer names), and has the lists on screen read again, so a new column shows its values. A page
 * that had no model yet (the dev server's, read after signing in) says nothing.
 */
export function ModelNotice() {
  const { number } = useAppModel();
  const notify = useNotify();
  const queryClient = useQueryClient();
  useQuery({ queryKey: MODEL_QUERY, queryFn: reload, initialData: number, staleTime: Number.POSITIVE_INFINITY, retry: false });
  const drawn = useRef(number);
  useEffect(() => {
    if (number === drawn.current) return;
    const first = drawn.current === 0;
    drawn.current = number;
    if (first) return;
    notify('sd.model.changed', { type: 'info', messageArgs: { number } });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === 'getList' });
  }, [number, notify, queryClient]);
  return null;
}
