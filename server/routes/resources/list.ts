import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { findListPage } from '../../repositories/listQuery';
import { readRecords } from '../../repositories/readRecords';
import { applySavedFilter } from '../savedFilters/applySavedFilter';
import { listEnvelope } from './listEnvelope';
import { parseListQuery } from './parseListQuery';
import type { RawQuery } from './parseQuery';

/** list => GET x-api.list.GET ?page&limit&sort-field&sort-order&search-query&<filter>[i]&<custom field>&<saved filter param> */
export function listRoute(app: FastifyInstance, def: ResourceDefinition) {
  const endpoint = def.api.list;
  // A create-only resource has no list.
  if (!endpoint) return;
  app.get<{ Querystring: RawQuery }>(endpoint.GET, async (request) => {
    const query = parseListQuery(def, applySavedFilter(app.db, def, request.user, request.query));
    const { rows, total } = findListPage(app.db, def, query);
    return listEnvelope(endpoint, query, readRecords(app.db, app.resources, def, rows, request.user?.role), total);
  });
}
