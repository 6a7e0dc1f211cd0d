/**
 * CMDB relations between assets:
 *   table  => GET    /service-desk/api/cmdb-asset-table/{id}   data.cmdb_data: relation types with their related assets
 *   graph  => GET    /service-desk/api/cmdb-asset/{id}         ?depth=1..5&limit=1..1000 → data {nodes (with asset_type, asset_status), edges, hidden, hidden_edges}
 *   make   => POST   /service-desk/api/make-cmdb               {relation, child_asset_ids, parent_asset_id, cmdb_id}
 *   remove => DELETE /service-desk/api/remove-cmdb             {child_asset_ids, parent_asset_id, cmdb_id, relation}
 * Bodies are JSON or multipart. Writes need the asset's x-resource.write. A server started without
 * the asset or relation-type resource file has no relations and registers none of these.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { assetGraph } from '../../cmdb/assetGraph';
import { relationGroups } from '../../cmdb/relationGroups';
import { cmdbTables } from '../../cmdb/relationTable';
import { relate, unrelate } from '../../cmdb/relations';
import { existingIds } from '../../repositories/linkRecords';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { parseGraphQuery } from './parseGraphQuery';
import { parseRelationBody } from './parseRelationBody';

const API = '/service-desk/api';

export default async function cmdbRoutes(app: FastifyInstance) {
  const tables = cmdbTables(app.resources);
  if (!tables) return;
  const assetOf = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = positiveId(request.params.id);
    if (!(await existingIds(app.db, tables.asset, [id])).has(id)) throw notFound();
    return id;
  };
  // No file is read: a relation body carries ids only.
  const bodyOf = async (request: FastifyRequest, checkRows: boolean) =>
    parseRelationBody(app.db, tables, (await readBody(request, [])).values, checkRows);

  app.get<{ Params: { id: string } }>(`${API}/cmdb-asset-table/:id`, async (request) =>
    ({ success: true, data: { cmdb_data: await relationGroups(app.db, tables, await assetOf(request)) } }));

  app.get<{ Params: { id: string }; Querystring: RawQuery }>(`${API}/cmdb-asset/:id`, async (request) => {
    const query = parseGraphQuery(request.query);
    return { success: true, data: await assetGraph(app.db, app.resources, tables, await assetOf(request), query) };
  });

  app.post(`${API}/make-cmdb`, async (request) => {
    const user = requireRole(request, tables.asset.write);
    const count = await relate(app.db, app.resources, tables, await bodyOf(request, true), user.id);
    return { success: true, message: count === 1 ? 'Relationship created successfully.' : 'Relationships created successfully.' };
  });

  app.delete(`${API}/remove-cmdb`, async (request) => {
    const user = requireRole(request, tables.asset.write);
    const count = await unrelate(app.db, app.resources, tables, await bodyOf(request, false), user.id);
    return { success: true, message: count === 1 ? 'Relationship removed successfully.' : 'Relationships removed successfully.' };
  });
}
