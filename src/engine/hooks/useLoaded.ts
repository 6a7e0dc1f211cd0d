import { useRead } from './useRead';

/**
 * useLoaded(key, () => dataProvider.planning(resource, id), []) → what the load answered for this
 * key: undefined while it loads, `failed` when it fails (the spec lets these loads fail silently).
 * The key names everything the load reads (useRead).
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, failed: T): T | undefined {
  const { data, error, loading } = useRead(key, load);
  if (loading) return undefined;
  return error === undefined ? data : failed;
}
