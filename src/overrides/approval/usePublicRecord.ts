import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { ApiRequest } from '../../engine/data';
import { messageOfError } from '../../engine/hooks/useDeleteRecord';
import { http } from '../http';
import { NOT_FOUND_ROUTE } from './approvalRoutes';

/** What a public link shows: its record once loaded, or why the link is gone (expired, or its record edited since it was sent). */
export interface PublicRecord<T> {
  record?: T;
  gone?: string;
}

/** The server's answer to a link that worked once and no longer does. */
const GONE = 410;

/**
 * What a public approval link shows, read once per request URL: nothing while loading; a link that is
 * gone (410) stays on its page with the server's words, which say what happened; any other link that
 * cannot be loaded goes to the not-found page with the server's message (spec §2, §8).
 * `read` must be stable (a module-level mapper), or every render loads again.
 */
export function usePublicRecord<T>(request: ApiRequest, read: (body: unknown) => T): PublicRecord<T> {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [state, setState] = useState<PublicRecord<T>>({});
  const { url } = request;
  useEffect(() => {
    let current = true;
    http.send({ method: 'GET', url })
      .then((body) => { if (current) setState({ record: read(body) }); })
      .catch((failure) => {
        if (!current) return;
        const message = translate(messageOfError(failure), { _: messageOfError(failure) });
        if ((failure as { status?: number }).status === GONE) setState({ gone: message });
        else navigate(NOT_FOUND_ROUTE, { replace: true, state: { message } });
      });
    return () => { current = false; };
  }, [url, read, navigate, translate]);
  return state;
}
