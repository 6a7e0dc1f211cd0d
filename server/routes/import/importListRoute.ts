import type { FastifyInstance } from 'fastify';
import { countStartedImports, startedImports } from '../../import/startedImports';
import { requireRole } from '../../plugins/auth';
import { MAX_PAGE } from '../resources/parseListQuery';
import { positiveInt, scalar, type RawQuery } from '../resources/parseQuery';

/** The list's address (invented: the spec has no list of imports); the home page's block of the last imports opens its page. */
export const IMPORT_LIST_API = '/service-desk/api/imports';

const MAX_LIMIT = 100;

/**
 * imports => GET /service-desk/api/imports?page&limit: data.list (each started import: id, file_name,
 * status, created, updated, failed, total_rows, created_at, started_at, ended_at), newest first, and
 * data.total. Administrators only, as every import route.
 */
export function importListRoute(app: FastifyInstance) {
  app.get<{ Querystring: RawQuery }>(IMPORT_LIST_API, { config: { staff: true } }, async (request) => {
    requireRole(request, 'admin');
    const page = positiveInt(scalar(request.query, 'page'), 'page', MAX_PAGE, 1);
    const limit = positiveInt(scalar(request.query, 'limit'), 'limit', MAX_LIMIT, 10);
    return { success: true, data: { list: await startedImports(app.db, limit, (page - 1) * limit), total: await countStartedImports(app.db) } };
  });
}
