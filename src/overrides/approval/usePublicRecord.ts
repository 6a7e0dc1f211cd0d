import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { ApiRequest } from '../../engine/data';
import { messageOfError } from '../../engine/hooks/useDeleteRecord';
import { http } from '../http';
import { NOT_FOUND_ROUTE } from './approvalRoutes';

/**
 * What a public approval link shows, read once per request URL: undefined while loading; a link
 * that cannot be loaded goes to the not-found page with the server's message (spec §2, §8).
 * `read` must be stable (a module-level mapper), or every render loads again.
 */
export function usePublicRecord<T>(request: ApiRequest, read: (body: unknown) => T): T | undefined {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [record, setRecord] = useState<T>();
  const { url } = request;
  useEffect(() => {
    let current = true;
    http.send({ method: 'GET', url })
      .then((body) => { if (current) setRecord(read(body)); })
      .catch((failure) => {
        if (current) navigate(NOT_FOUND_ROUTE, { replace: true, state: { message: translate(messageOfError(failure), { _: messageOfError(failure) }) } });
      });
    return () => { current = false; };
  }, [url, read, navigate, translate]);
  return record;
}
