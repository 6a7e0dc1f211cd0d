import type { ApiRequest } from '../../engine/data';
import { messageOfError } from '../../engine/data/messageOfError';
import { useRead } from '../../engine/hooks/useRead';
import { http } from '../http';

/**
 * useCmdbCall(request, read, version): the answer of a GET read through `read`, asked again when the
 * request (its URL and query) or `version` changes or reload() is called; a late answer to an older request is dropped.
 */
export function useCmdbCall<T>(request: ApiRequest, read: (body: unknown) => T, version: number) {
  const answer = useRead(JSON.stringify([request.url, request.query ?? [], version]), async () => read(await http.send(request)));
  const error = answer.error === undefined ? undefined : messageOfError(answer.error);
  return { data: answer.data, error, loading: answer.loading, reload: answer.reload };
}
