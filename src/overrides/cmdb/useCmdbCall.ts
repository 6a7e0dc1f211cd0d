import { useCallback, useEffect, useState } from 'react';
import type { ApiRequest } from '../../engine/data';
import { messageOfError } from '../../engine/hooks/useDeleteRecord';
import { http } from '../http';

/**
 * useCmdbCall(request, read, version): the answer of a GET read through `read`, asked again when the
 * request's URL or `version` changes or reload() is called; a late answer to an older request is dropped.
 */
export function useCmdbCall<T>(request: ApiRequest, read: (body: unknown) => T, version: number) {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [again, setAgain] = useState(0);
  const key = `${request.url}?${JSON.stringify(request.query ?? [])}`;
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    http.send(request)
      .then((body) => { if (current) setState({ data: read(body), loading: false }); })
      .catch((failure) => { if (current) setState({ error: messageOfError(failure), loading: false }); });
    return () => { current = false; };
    // The key stands for the request; read is a module-level mapper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version, again]);
  const reload = useCallback(() => setAgain((n) => n + 1), []);
  return { ...state, reload };
}
