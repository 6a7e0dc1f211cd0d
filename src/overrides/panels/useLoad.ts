import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  error?: Error & { status?: number };
  loading: boolean;
  reload(): void;
}

/**
 * useLoad(() => data.linked('ticket', 'assets', 4, page), [page]) → the answer of the latest call;
 * an older call answering late is dropped, so a quick page change never shows the previous page.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ data: previous.data, loading: true }));
    load().then(
      (data) => { if (call === latest.current) setState({ data, loading: false }); },
      (error: Error) => { if (call === latest.current) setState({ error, loading: false }); },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` names what the call reads
  }, [...deps, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
