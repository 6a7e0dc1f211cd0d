import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Read<T> {
  /** The answer; while the read is asked again, the previous one. Undefined after a failure. */
  data?: T;
  error?: unknown;
  loading: boolean;
  /** Asks again with the same key. */
  reload(): void;
}

/**
 * useRead(JSON.stringify([changeId, version]), () => http.send(boardsRequest(changeId))) → the answer of
 * the latest read. The key names everything the read depends on (a record, a page, a version that
 * changes when the record does): a new key or reload() reads again, and an answer that comes back
 * for an older key is dropped, so a quick change never shows what was asked before.
 */
export function useRead<T>(key: string, read: () => Promise<T>): Read<T> {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ of?: string; data?: T; error?: unknown }>({});
  const asked = `${round}\u0000${key}`;
  // The read of the render that asked: the key says when to ask.
  const start = useEffectEvent(read);
  useEffect(() => {
    let current = true;
    start().then(
      (data) => { if (current) setAnswer({ of: asked, data }); },
      (error: unknown) => { if (current) setAnswer({ of: asked, error }); },
    );
    return () => { current = false; };
  }, [asked]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loading = answer.of !== asked;
  return { data: answer.data, error: loading ? undefined : answer.error, loading, reload };
}
