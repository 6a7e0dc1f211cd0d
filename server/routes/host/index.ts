/**
 * The host help desk's reads of its own records that its pages are titled by, answered as the
 * reference server stands in for the host (the spec names no such call: the host's pages load their
 * records themselves):
 *   user         => GET /api/user/{id}           data {id, name, email}
 *   organisation => GET /api/organization/{id}   data {id, name}
 * Staff only, as the host's agent pages are; an unknown id is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { findUserById } from '../../repositories/users';
import { positiveId } from '../resources/parseQuery';

export default async function hostRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/user/:id', async (request) => {
    requireRole(request, 'agent');
    const user = await findUserById(app.db, positiveId(request.params.id));
    if (!user) throw notFound('The user does not exist.');
    return { success: true, data: { id: user.id, name: user.name, email: user.email } };
  });

  app.get<{ Params: { id: string } }>('/api/organization/:id', async (request) => {
    requireRole(request, 'agent');
    const organization = await app.db.get<{ id: number; name: string }>("SELECT id, name FROM reference_items WHERE kind = 'organizations' AND id = ?",
      [positiveId(request.params.id)]);
    if (!organization) throw notFound('The organization does not exist.');
    return { success: true, data: organization };
  });
}
