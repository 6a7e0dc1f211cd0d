import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  error?: Error & { status?: number };
  loading: boolean;
  reload(): void;
}

/**
 * useLoad(() => a call for this page, [page]) → the answer of the latest call;
 * an older call answering late is dropped, so a quick page change never shows the previous page.
 * useRead does the same with react-admin's cache; this one needs no context and no useEffectEvent
 * (the panel library draws with Preact), so what the panels share with the agent panel uses it.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` is the caller's list of what `load` reads, checked at every call site (biome.json names useLoad's closure and list), and round counts reload()'s.
  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ data: previous.data, loading: true }));
    load().then(
      (data) => { if (call === latest.current) setState({ data, loading: false }); },
      (error: Error) => { if (call === latest.current) setState({ error, loading: false }); },
    );
  }, [...deps, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
