import type { FastifyInstance } from 'fastify';
import { REQUIRED_MESSAGE } from '../../../src/kernel';
import { badRequest, FieldErrors, forbidden, notFound } from '../../httpErrors';
import { permissionsForRole } from '../../permissions';
import { requireRole } from '../../plugins/auth';
import { replacePermissions } from '../../repositories/userPermissions';
import { findUserById } from '../../repositories/users';
import { readBody } from '../resources/readBody';

const POSITIVE = /^[1-9][0-9]{0,15}$/;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

/**
 * change => POST /api/user/attach-permissions  { user_id, permission_ids: [ids], _method: 'PATCH' }
 * The user then holds exactly those permissions of their role's list (an empty list takes every one
 * away). Administrators only; nobody changes their own set (403), so an administrator cannot lock
 * themselves out or raise themselves. An id outside the user's list is a 412 on permission_ids.
 */
export default async function attachPermissions(app: FastifyInstance) {
  app.post('/api/user/attach-permissions', async (request) => {
    const caller = requireRole(request, 'admin');
    const body = (await readBody(request, [])).values;
    // Laravel's method spoofing: the host sends a form POST standing for a PATCH.
    if (body._method !== undefined && String(body._method).toUpperCase() !== 'PATCH') throw badRequest('The _method must be PATCH.');
    const rawUser = body.user_id;
    if (rawUser === undefined || rawUser === null || rawUser === '') throw new FieldErrors({ user_id: REQUIRED_MESSAGE });
    if (!POSITIVE.test(String(rawUser))) throw new FieldErrors({ user_id: 'The user_id must be a positive integer.' });
    const user = await findUserById(app.db, Number(rawUser));
    if (!user) throw notFound('The user does not exist.');
    if (user.id === caller.id) throw forbidden('You cannot change your own permissions.');
    const values = asList(body.permission_ids).map((value) => String(value).trim());
    if (!values.every((value) => POSITIVE.test(value))) throw new FieldErrors({ permission_ids: 'The permission_ids must be a list of ids.' });
    const offered = new Set(permissionsForRole(user.role).map(({ id }) => id));
    const unknown = [...new Set(values.map(Number))].filter((id) => !offered.has(id));
    if (unknown.length) throw new FieldErrors({ permission_ids: `The selected permission ${unknown.join(', ')} does not exist.` });
    await replacePermissions(app.db, user, values.map(Number));
    return { success: true, message: 'Permissions updated successfully.' };
  });
}
