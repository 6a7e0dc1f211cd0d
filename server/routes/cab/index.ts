/**
 * The CAB module's definition routes, at the URLs
 * schemas/cab.json declares; its records live in server/cab/definitions.ts, not the generic store
 * (x-store.module "cab"):
 *   list       => GET    /service-desk/api/cab ?sort_by&order&search&page&limit    rows at data.data
 *   getOne     => GET    /service-desk/api/cab/{id}                                 fields directly under data
 *   save       => POST   /service-desk/api/cab                                      JSON, id = update
 *   removeItem => DELETE /service-desk/api/cab/{levelId}/level                      not the last level
 *   delete     => DELETE /service-desk/api/cab/{id}/workflow/
 * The approval routes on changes are another module's (server/routes/cabApproval/).
 */
import type { FastifyInstance } from 'fastify';
import { recordEndpoint } from '../../../src/kernel';
import { moduleResource } from '../../modules/moduleResource';
import { positiveId } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { cabListRoute } from './list';
import { readCab } from './readCab';
import { cabRemoveLevelRoute, cabRemoveRoute } from './remove';
import { cabSaveRoute } from './save';

export default async function cabRoutes(app: FastifyInstance) {
  // Without a resource file naming the module (a test's own schema folder) the routes do not exist.
  const def = moduleResource(app.resources, 'cab');
  if (!def) return;
  cabListRoute(app, def);
  app.get<{ Params: { id: string } }>(routePath(recordEndpoint(def).GET), async (request) =>
    ({ success: true, data: await readCab(app, def, positiveId(request.params.id), request.user?.role) }));
  if (def.api.save) cabSaveRoute(app, def, def.api.save);
  const removal = def.fields.levels?.schema['x-remove-item'];
  if (removal) cabRemoveLevelRoute(app, def, removal);
  if (def.api.delete) cabRemoveRoute(app, def, def.api.delete);
}
