/**
 * The caller's service-desk permission set (server/permissions.ts):
 *   permissions => GET /service-desk/get/permissions                     data.actions: { attach_asset: true, ... }
 *   user list   => GET /service-desk/get/permissions?limit=all&role=user  the same, plus data.permissions: [{ id, name, key }]
 * The set is always answered (the table's row reads data.actions on the user-list call too). Any
 * signed-in user may ask (a host user reads all false); without a session it is a 401.
 */
import type { FastifyInstance } from 'fastify';
import { setPath } from '../../../src/engine/schema/paths';
import { badRequest } from '../../httpErrors';
import { grantedPermissions, PERMISSIONS, USER_PERMISSIONS } from '../../permissions';
import { requireRole } from '../../plugins/auth';
import { scalar, type RawQuery } from '../resources/parseQuery';

export default async function permissionsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: RawQuery }>(PERMISSIONS.GET, async (request) => {
    const user = requireRole(request, 'user');
    const body: Record<string, unknown> = { success: true };
    setPath(body, PERMISSIONS.record, grantedPermissions(user.role));
    const role = scalar(request.query, 'role');
    // Only the user list is specified; another role would answer a list nobody defined.
    if (role !== undefined && role !== 'user') throw badRequest('The role must be user.');
    if (role === 'user') setPath(body, 'data.permissions', USER_PERMISSIONS);
    return body;
  });
}
