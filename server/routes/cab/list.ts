import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, listEndpoint } from '../../../src/kernel';
import { asBoardRow } from '../../cab/definitions';
import { levelCounts } from '../../cab/levelCounts';
import { findListPage } from '../../repositories/listQuery';
import { readRecords } from '../../repositories/readRecords';
import { listEnvelope } from '../resources/listEnvelope';
import { parseListQuery } from '../resources/parseListQuery';
import type { RawQuery } from '../resources/parseQuery';

/**
 * list => GET x-api.list.GET ?sort_by&order&search&page&limit,
 * rows at data.data. Boards are a plain table, so the generic query and reader serve them; each row
 * adds its levels_count.
 */
export function cabListRoute(app: FastifyInstance, def: ResourceDefinition) {
  app.get<{ Querystring: RawQuery }>(listEndpoint(def).GET, async (request) => {
    const query = parseListQuery(def, request.query);
    const { rows, total } = await findListPage(app.db, def, query);
    const ids = rows.map((row) => asBoardRow(row).id);
    const counts = await levelCounts(app.db, ids);
    // The reader keeps the rows' order.
    const records = (await readRecords(app.db, app.resources, def, rows, request.user?.role))
      .map((record, i) => ({ ...record, levels_count: counts.get(ids[i]) ?? 0 }));
    return listEnvelope(listEndpoint(def), query, records, total);
  });
}
