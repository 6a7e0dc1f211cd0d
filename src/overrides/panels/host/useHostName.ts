import { useRead } from '../../../engine/hooks/useRead';
import { http } from '../../http';

/** The host records whose pages carry the panels, as the host reads them (GET /api/{kind}/{id}). */
export type HostRecordKind = 'user' | 'organization';

/**
 * useHostName('user', 7) → 'Maria Lopez' once the host's read answered (a person without a name by
 * their e-mail), undefined before, for an unknown id or when the read fails: the page then keeps its
 * plain title (User 7).
 */
export function useHostName(kind: HostRecordKind, id: number | undefined): string | undefined {
  const { data } = useRead(`${kind}/${id}`, () => (id === undefined
    ? Promise.resolve(undefined)
    : http.send<{ data?: { name?: string; email?: string } }>({ method: 'GET', url: `/api/${kind}/${id}` }).then((body) => body.data)));
  return data?.name || data?.email || undefined;
}
