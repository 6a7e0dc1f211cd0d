/**
 * The permission screens' calls:
 *   list   => GET  /service-desk/get/permissions?limit=all&user_id={id}[&role=user]   data.permissions, data.permission_ids
 *   change => POST /api/user/attach-permissions   { user_id, permission_ids, _method: 'PATCH' }
 * role=user asks for the list a host user may be given; without it, the service-desk set of an agent.
 */
import type { HttpClient } from '../../engine/data';
import type { QueryPairs } from '../../engine/data/request';
import { getPath } from '../../kernel';
import { PERMISSIONS_SOURCE } from './panelData';

/** One permission: id, name and key. */
export interface Permission { id: number; name: string; key: string }

export interface HeldPermissions { permissions: Permission[]; held: number[] }

export type PermissionList = 'agent' | 'user';

export async function loadPermissions(http: HttpClient, userId: number, list: PermissionList): Promise<HeldPermissions> {
  const query: QueryPairs = [['limit', 'all'], ['user_id', String(userId)]];
  if (list === 'user') query.push(['role', 'user']);
  const body = await http.send({ method: 'GET', url: PERMISSIONS_SOURCE.GET, query });
  return { permissions: (getPath(body, 'data.permissions') as Permission[] | undefined) ?? [], held: (getPath(body, 'data.permission_ids') as number[] | undefined) ?? [] };
}

export async function savePermissions(http: HttpClient, userId: number, ids: number[]): Promise<string | undefined> {
  const body = await http.send<{ message?: unknown }>({ method: 'POST', url: '/api/user/attach-permissions', json: { user_id: userId, permission_ids: ids, _method: 'PATCH' } });
  return typeof body.message === 'string' ? body.message : undefined;
}
