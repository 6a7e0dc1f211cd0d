import type { FastifyRequest } from 'fastify';
import type { SqlClient } from './database/sqlClient';
import { forbidden, unauthenticated } from './httpErrors';
import { isPermissionName } from './permissions';
import { permissionsOf } from './repositories/userPermissions';

/**
 * Refuses (403) a caller whose service-desk set lacks the flag: the server answers a call as the
 * screen would have offered it, so a button hidden by get/permissions cannot be reached directly.
 */
export async function requirePermission(db: SqlClient, request: FastifyRequest, flag: string): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (!isPermissionName(flag) || !(await permissionsOf(db, request.user))[flag]) throw forbidden('You do not have the permission to do this.');
}
