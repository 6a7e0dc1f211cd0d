import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, RANGES_PARAM, rangesPath, setPath } from '../../../src/kernel';
import { findColumnRanges } from '../../repositories/columnRanges';
import { findListPage } from '../../repositories/listQuery';
import { readRecords } from '../../repositories/readRecords';
import { applySavedFilter } from '../savedFilters/applySavedFilter';
import { listEnvelope } from './listEnvelope';
import { parseListQuery } from './parseListQuery';
import { isOn, type RawQuery } from './parseQuery';

/**
 * list   => GET x-api.list.GET ?page&limit&sort-field&sort-order&search-query&<filter>[i]&<custom field>&<saved filter param>
 * ranges => GET x-api.list.GET ?ranges=true   { <numberrange field>: { min, max } } beside the total, instead of a page
 */
export function listRoute(app: FastifyInstance, def: ResourceDefinition) {
  const endpoint = def.api.list;
  // A create-only resource has no list.
  if (!endpoint) return;
  app.get<{ Querystring: RawQuery }>(endpoint.GET, { config: { kept: true } }, async (request) => {
    if (isOn(request.query, RANGES_PARAM)) {
      const body = { success: true };
      setPath(body, rangesPath(endpoint.total), await findColumnRanges(app.db, def));
      return body;
    }
    const query = parseListQuery(def, await applySavedFilter(app.db, def, request.user, request.query));
    const { rows, total } = await findListPage(app.db, def, query);
    return listEnvelope(endpoint, query, await readRecords(app.db, app.resources, def, rows, request.user?.role), total);
  });
}
