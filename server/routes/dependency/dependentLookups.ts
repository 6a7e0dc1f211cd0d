/**
 * Look-ups of one record's items (server/dependentLookups.ts), agent-only like every look-up:
 *   lookup => GET /service-desk/api/user-organization/{userId}   data.organizations: [{id, name}]; 404 for an unknown person
 */
import type { FastifyInstance } from 'fastify';
import { DEPENDENT_LOOKUPS } from '../../dependentLookups';
import { notFound } from '../../httpErrors';
import { positiveId } from '../resources/parseQuery';

export function dependentLookupRoutes(app: FastifyInstance): void {
  for (const lookup of Object.values(DEPENDENT_LOOKUPS)) {
    app.get<{ Params: { id: string } }>(lookup.route, async (request) => {
      const items = await lookup.items(app.db, positiveId(request.params.id));
      if (!items) throw notFound();
      return { success: true, data: { [lookup.key]: items } };
    });
  }
}
