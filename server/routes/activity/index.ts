/**
 * The activity log of a record, for resources with x-api.activity:
 *   activity => GET x-api.activity.GET ({id}) ?page&limit&sort-order
 * Entries {id, name (HTML sentence), created_at, creator {id, full_name, profile_pic}} at
 * x-api.activity.items; total, per_page and current_page at x-api.activity.total and beside it.
 */
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, setPath } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { findActivityPage } from '../../repositories/activityLog';
import { findRecord } from '../../repositories/records';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { groupDescriptors } from '../forms/groupDescriptors';
import { activitySentence } from './activitySentence';
import { activityValues } from './activityValues';
import { parseActivityQuery } from './parseActivityQuery';

const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');

function activityRoute(app: FastifyInstance, def: ResourceDefinition, endpoint: NonNullable<ResourceDefinition['api']['activity']>) {
  app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(endpoint.GET), async (request) => {
    const query = parseActivityQuery(endpoint, request.query);
    const id = positiveId(request.params.id);
    if (!(await findRecord(app.db, def, id))) throw notFound();
    const { rows, total } = await findActivityPage(app.db, def.name, id, query);
    const valueText = await activityValues(app.db, app.resources, def, rows);
    const groupFields = await groupDescriptors(app.db, def);
    const entries = rows.map((row) => ({
      id: row.id,
      name: activitySentence(def, row, valueText, groupFields),
      created_at: row.created_at,
      // The users table has no pictures yet; the spec allows a null profile_pic.
      creator: row.user && { id: row.user.id, full_name: row.user.name, profile_pic: null },
    }));
    const body: Record<string, unknown> = { success: true };
    const base = parentOf(endpoint.total);
    setPath(body, base ? `${base}.per_page` : 'per_page', query.limit);
    setPath(body, base ? `${base}.current_page` : 'current_page', query.page);
    setPath(body, endpoint.total, total);
    setPath(body, endpoint.items, entries);
    return body;
  });
}

export default async function activityRoutes(app: FastifyInstance) {
  for (const def of app.resources) if (def.api.activity) activityRoute(app, def, def.api.activity);
}
