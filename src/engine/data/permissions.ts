/**
 * The caller's permission set, at the URL a property's x-permission declares:
 *   permissions => GET x-permission.GET     flags at x-permission.record
 */
import { getPath, type PermissionHint } from '../../kernel';
import type { ApiRequest } from './request';

/** Where a permission set is read: the endpoint part of an x-permission, without its flag. */
export type PermissionSource = Pick<PermissionHint, 'GET' | 'record'>;

export type PermissionSet = Record<string, boolean>;

/** permissionsRequest({ GET: '/service-desk/get/permissions', record: 'data.actions' }) → that GET, no query. */
export const permissionsRequest = (source: PermissionSource): ApiRequest => ({ method: 'GET', url: source.GET });

/**
 * permissionsResponse(source, body) → the flags at source.record, true only for true, 1 or "1" (as
 * action flags read); an answer without them is an error, so the form falls back to showing the input.
 */
export function permissionsResponse(source: PermissionSource, body: unknown): PermissionSet {
  const flags = getPath(body, source.record);
  if (!flags || typeof flags !== 'object' || Array.isArray(flags)) throw new Error(`${source.GET}: no permission set at ${source.record}`);
  return Object.fromEntries(Object.entries(flags).map(([name, value]) => [name, value === true || value === 1 || value === '1']));
}
