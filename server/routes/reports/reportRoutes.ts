/**
 * The reports' own records, at the URLs the report resource file declares:
 *   list   => GET    x-api.list.GET      ?sort-field (id)&sort-order&search-query&page&limit → data.reports {data, total, ...}
 *   getOne => GET    x-api.getOne.GET    ({id}) → data.report_filter
 *   save   => POST   x-api.save.POST     {name, description, type, chart_type, fields, report_column_keys, id?, row_version?} (JSON or multipart; a stale row_version is a 409)
 *   delete => DELETE x-api.delete.DELETE ({id})
 */
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, listEndpoint, recordEndpoint, ROW_VERSION, setPath } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { findListPage } from '../../repositories/listQuery';
import { findRecord } from '../../repositories/records';
import { findReport, readReports, removeReport, saveReport } from '../../repositories/reports';
import { refuseStale } from '../../repositories/rowVersions';
import { listEnvelope } from '../resources/listEnvelope';
import { parseListQuery } from '../resources/parseListQuery';
import { optionalPositive, positiveId, type RawQuery } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { parseReportBody } from './parseReportBody';

export const REPORT_NOT_FOUND = 'Report not found.';

export function reportRoutes(app: FastifyInstance, def: ResourceDefinition) {
  app.get<{ Querystring: RawQuery }>(listEndpoint(def).GET, async (request) => {
    const query = parseListQuery(def, request.query);
    const { rows, total } = await findListPage(app.db, def, query);
    const body = listEnvelope(listEndpoint(def), query, readReports(def, rows, request.user?.role), total);
    // The endpoint table reads `total` beside data.reports.data; both places carry it.
    setPath(body, 'data.total', total);
    return body;
  });

  app.get<{ Params: { id: string } }>(routePath(recordEndpoint(def).GET), async (request) => {
    const report = await findReport(app.db, def, positiveId(request.params.id), request.user?.role);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    const body: Record<string, unknown> = { success: true };
    setPath(body, recordEndpoint(def).record, report);
    return body;
  });

  app.post(def.api.save!.POST, async (request) => {
    const user = requireRole(request, def.write);
    // No file fields: a multipart body is read for its fields only.
    const { values: body } = await readBody(request, []);
    const id = optionalPositive(body, 'id');
    const existing = id === undefined ? undefined : await findRecord(app.db, def, id);
    if (id !== undefined && !existing) throw notFound(REPORT_NOT_FOUND);
    const version = existing ? optionalPositive(body, ROW_VERSION) : undefined;
    if (existing) refuseStale(def, existing, version);
    const write = await parseReportBody(app.db, app.resources, def, body, existing);
    const saved = await saveReport(app.db, def, id, { ...write, version }, user.id);
    return { success: true, message: `${capitalise(def.title)} ${saved.action} successfully.`, data: await findReport(app.db, def, saved.id, user.role) };
  });

  app.delete<{ Params: { id: string } }>(routePath(def.api.delete!.DELETE), async (request) => {
    const user = requireRole(request, def.remove);
    const id = positiveId(request.params.id);
    if (!(await findRecord(app.db, def, id))) throw notFound(REPORT_NOT_FOUND);
    await removeReport(app.db, def, id, user.id);
    return { success: true, message: `${capitalise(def.title)} deleted successfully.` };
  });
}
