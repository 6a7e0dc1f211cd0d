import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { csvStream } from '../../export/csvStream';
import { exportRows } from '../../export/exportRows';
import { primedRows } from '../../export/primedRows';
import { sendDownload } from '../../export/sendDownload';
import { listCondition, orderClause } from '../../repositories/listQuery';
import { searchWay } from '../../repositories/searchWay';
import { applySavedFilter } from '../savedFilters/applySavedFilter';
import { parseListQuery } from './parseListQuery';
import type { RawQuery } from './parseQuery';
import { routePath } from './routePath';

/**
 * export => GET x-list.export.GET ?<the list's filters>&search-query&sort-field&sort-order   text/csv
 * Every row the list would show across its pages, parsed by the list's own code (a bad filter is the
 * same 400), in its sort; the x-list columns under their titles, with the values people see (see
 * server/export/cellValue.ts). The URL sits outside the API prefixes (the spec's
 * /service-desk/contract/export), so it declares the staff gate the list has by its prefix.
 */
export function exportListRoute(app: FastifyInstance, def: ResourceDefinition) {
  const spec = def.file['x-list']?.export;
  if (!spec) return;
  app.get<{ Querystring: RawQuery }>(routePath(spec.GET), { config: { staff: true } }, async (request, reply) => {
    const query = parseListQuery(def, await applySavedFilter(app.db, def, request.user, request.query));
    const where = await listCondition(def, query, await searchWay(app.db, def, query.search), app.db);
    const rows = await primedRows(exportRows({
      db: app.db, resources: app.resources, def, where, order: orderClause(def, query.sort),
      columns: def.columns, role: request.user?.role,
    }));
    const header = def.columns.map((column) => column.label);
    return sendDownload(reply, { name: def.label, extension: 'csv', type: 'text/csv; charset=utf-8' }, csvStream(header, rows));
  });
}
