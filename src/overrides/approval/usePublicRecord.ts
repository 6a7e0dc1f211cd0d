import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { ApiRequest } from '../../engine/data/request';
import { messageOfError } from '../../engine/data/messageOfError';
import { NOT_FOUND_ROUTE } from './approvalRoutes';
import { answeredEarly, readNow } from './earlyRead';

/** What a public link shows: its record once loaded, or why the link is gone (expired, or its record edited since it was sent). */
export interface PublicRecord<T> {
  record?: T;
  gone?: string;
  /** Reads it again, keeping what is shown until the answer comes (after a decision: its new state). */
  reload(): void;
}

/** The server's answer to a link that worked once and no longer does. */
const GONE = 410;

/**
 * What a public approval link shows, read once per request URL (or drawn at once with an answer read
 * early, earlyRead.ts): nothing while loading; a link that is
 * gone (410) stays on its page with the server's words, which say what happened; any other link that
 * cannot be loaded goes to the not-found page with the server's message.
 * `read` must be stable (a module-level mapper), or every render loads again.
 */
export function usePublicRecord<T>(request: ApiRequest, read: (body: unknown) => T): PublicRecord<T> {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { url } = request;
  // A record whose answer came before the first draw is drawn at once, without a loading frame.
  const [state, setState] = useState<Omit<PublicRecord<T>, 'reload'>>(() => {
    const answered = answeredEarly(url);
    return answered ? { record: read(answered.body) } : {};
  });
  const drawnEarly = useRef(state.record !== undefined);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version counts reload()'s, each asking for the same URL again.
  useEffect(() => {
    let current = true;
    const reading = readNow(url);
    // The first draw had the early answer: nothing to set again.
    if (drawnEarly.current) {
      drawnEarly.current = false;
      return undefined;
    }
    reading
      .then((body) => { if (current) setState({ record: read(body) }); })
      .catch((failure) => {
        if (!current) return;
        const message = translate(messageOfError(failure), { _: messageOfError(failure) });
        if ((failure as { status?: number }).status === GONE) setState({ gone: message });
        else navigate(NOT_FOUND_ROUTE, { replace: true, state: { message } });
      });
    return () => { current = false; };
  }, [url, read, navigate, translate, version]);
  return { ...state, reload };
}
