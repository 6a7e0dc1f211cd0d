/**
 * A list's custom fields and the caller's saved filters, at the URLs its x-list declares:
 *   customFields => GET    x-list.customFields.GET        the x-custom properties as filters, at items
 *   filterStructure => GET x-list.filterStructure.GET     the x-list filters the panel shows, at items (filterStructure.ts)
 *   savedFilters => GET    x-list.savedFilters.GET        the caller's saved filters of the list, at items
 *                   POST   x-list.savedFilters.POST       { name, filter: { <param>: value } } (JSON or multipart)
 *                   DELETE x-list.savedFilters.DELETE     ({id}) only the caller's own; 404 otherwise
 * The list applies one given its id in x-list.savedFilters.param (applySavedFilter.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, setPath, type SavedFiltersSpec } from '../../../src/kernel';
import { filterStructure } from './filterStructure';
import { FieldErrors, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { logActivity } from '../../repositories/activityLog';
import { deleteSavedFilter, findSavedFilter, hasSavedFilterNamed, insertSavedFilter, listSavedFilters } from '../../repositories/savedFilters';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { FILTER_NOT_FOUND } from './applySavedFilter';
import { parseSavedFilter } from './parseSavedFilter';

/** Activity-log entries of saved filters: they belong to no record, so they are logged under their own name. */
export const SAVED_FILTER_LOG = 'saved_filters';
export const NAME_TAKEN = 'A saved filter with this name exists already.';

const answer = (path: string, value: unknown, message?: string) => {
  const body: Record<string, unknown> = { success: true, ...(message ? { message } : {}) };
  setPath(body, path, value);
  return body;
};

function savedFilterRoutes(app: FastifyInstance, def: ResourceDefinition, spec: SavedFiltersSpec) {
  app.get(spec.GET, async (request) => {
    const user = requireRole(request, 'agent');
    return answer(spec.items, await listSavedFilters(app.db, def.name, user.id));
  });
  app.post(spec.POST, async (request) => {
    const user = requireRole(request, 'agent');
    // No file field: a multipart body's files are skipped, never stored.
    const body = await readBody(request, []);
    const { name, filter } = parseSavedFilter(def, body.values);
    if (await hasSavedFilterNamed(app.db, def.name, user.id, name)) throw new FieldErrors({ name: NAME_TAKEN });
    const saved = await app.db.transaction(async () => {
      const row = await insertSavedFilter(app.db, def.name, user.id, name, filter);
      await logActivity(app.db, { resource: SAVED_FILTER_LOG, recordId: row.id, userId: user.id, action: 'created',
        changes: { resource: [null, def.name], name: [null, name], filter: [null, filter] } });
      return row;
    });
    return answer('data', saved, 'Filter saved successfully.');
  });
  app.delete<{ Params: { id: string } }>(routePath(spec.DELETE), async (request) => {
    const user = requireRole(request, 'agent');
    const id = positiveId(request.params.id);
    const saved = await findSavedFilter(app.db, def.name, user.id, id);
    if (!saved) throw notFound(FILTER_NOT_FOUND);
    await app.db.transaction(async () => {
      await deleteSavedFilter(app.db, id);
      await logActivity(app.db, { resource: SAVED_FILTER_LOG, recordId: id, userId: user.id, action: 'deleted',
        changes: { resource: [def.name, null], name: [saved.name, null], filter: [saved.filter, null] } });
    });
    return { success: true, message: 'Filter deleted successfully.' };
  });
}

export default async function listFilterRoutes(app: FastifyInstance) {
  for (const def of app.resources) {
    const list = def.file['x-list'];
    if (!list) continue;
    if (list.customFields) {
      const { GET, items } = list.customFields;
      app.get(GET, async (request) => {
        requireRole(request, 'agent');
        return answer(items, def.customFilters);
      });
    }
    if (list.filterStructure) {
      const { GET, items } = list.filterStructure;
      const structure = filterStructure(def);
      app.get(GET, async (request) => {
        requireRole(request, 'agent');
        return answer(items, structure);
      });
    }
    if (list.savedFilters) savedFilterRoutes(app, def, list.savedFilters);
  }
}
