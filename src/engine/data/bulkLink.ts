import type { Identifier } from 'ra-core';
import type { ListBulkAction } from '../../kernel';
import { indexed, type ApiRequest } from './request';

/**
 * The page a link bulk action opens for the ticked ids:
 * bulkLinkRequest({ href: '/labels', param: 'ids', ... }, [3, 5]) → { url: '/labels', query: [['ids[0]', '3'], ['ids[1]', '5']] }.
 */
export function bulkLinkRequest(action: Pick<ListBulkAction, 'href' | 'param'>, ids: Identifier[]): Pick<ApiRequest, 'url' | 'query'> {
  return { url: action.href, query: indexed(action.param, ids) };
}
