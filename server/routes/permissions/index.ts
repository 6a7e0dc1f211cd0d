/**
 * The service-desk permissions (server/permissions.ts, held per user in userPermissions):
 *   permissions => GET  /service-desk/get/permissions                     data.actions: { attach_asset: true, ... }
 *   user list   => GET  /service-desk/get/permissions?limit=all&role=user  the same, plus data.permissions: [{ id, name, key }]
 *   agent list  => GET  /service-desk/get/permissions?limit=all            the same, plus the service-desk set as data.permissions
 *   of a user   => GET  /service-desk/get/permissions?user_id=7            (administrators) that user's actions and data.permission_ids
 *   change      => POST /api/user/attach-permissions                      user_id, permission_ids, _method=PATCH (attachPermissions.ts)
 * The set is always answered (the table's row reads data.actions on the user-list call too). Any
 * signed-in user may ask for their own (a host user reads all false); without a session it is a 401.
 */
import type { FastifyInstance } from 'fastify';
import { setPath } from '../../../src/kernel';
import { badRequest, notFound } from '../../httpErrors';
import { AGENT_PERMISSIONS, PERMISSIONS, USER_PERMISSIONS } from '../../permissions';
import { requireRole } from '../../plugins/auth';
import { heldPermissionIds, permissionsOf } from '../../repositories/userPermissions';
import { findUserById } from '../../repositories/users';
import { positiveId, scalar, type RawQuery } from '../resources/parseQuery';
import attachPermissions from './attachPermissions';

export default async function permissionsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: RawQuery }>(PERMISSIONS.GET, async (request) => {
    const caller = requireRole(request, 'user');
    const userId = scalar(request.query, 'user_id');
    // Only an administrator reads another user's set: it is what their permission screens edit.
    if (userId !== undefined) requireRole(request, 'admin');
    const user = userId === undefined ? caller : await findUserById(app.db, positiveId(userId, 'user_id'));
    if (!user) throw notFound('The user does not exist.');
    const body: Record<string, unknown> = { success: true };
    setPath(body, PERMISSIONS.record, await permissionsOf(app.db, user));
    const role = scalar(request.query, 'role');
    // Only the user list is specified; another role would answer a list nobody defined.
    if (role !== undefined && role !== 'user') throw badRequest('The role must be user.');
    if (role === 'user') setPath(body, 'data.permissions', USER_PERMISSIONS);
    else if (scalar(request.query, 'limit') === 'all') setPath(body, 'data.permissions', AGENT_PERMISSIONS);
    if (userId !== undefined) setPath(body, 'data.permission_ids', await heldPermissionIds(app.db, user));
    return body;
  });
  await app.register(attachPermissions);
}
