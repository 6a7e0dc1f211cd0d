/**
 * Downloads of a report's rows, opened by the client in a new window:
 *   csv   => GET /service-desk/api/export/csv?filter_id={report}
 *   excel => GET /service-desk/api/export/excel?filter_id={report}
 * The report's filters select the rows (the list's own filter code), its chosen columns are the
 * columns, with names rather than ids. Both stream: see server/export/.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { csvStream } from '../../export/csvStream';
import { excelStream } from '../../export/excelStream';
import { exportRows } from '../../export/exportRows';
import { primedRows } from '../../export/primedRows';
import { sendDownload } from '../../export/sendDownload';
import { listCondition } from '../../repositories/listQuery';
import { findReport, type Report } from '../../repositories/reports';
import { parseListQuery } from '../resources/parseListQuery';
import { positiveId, scalar, type RawQuery } from '../resources/parseQuery';
import { shownColumns } from './reportColumns';
import { reportQuery, subjectOf } from './reportFilters';
import { REPORT_PARAM } from './listAnswers';
import { REPORT_NOT_FOUND } from './reportRoutes';

export const EXPORT_URLS = { csv: '/service-desk/api/export/csv', excel: '/service-desk/api/export/excel' } as const;

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  excel: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

export function exportRoutes(app: FastifyInstance, reports: ResourceDefinition) {
  for (const format of Object.keys(EXPORT_URLS) as Array<keyof typeof EXPORT_URLS>) {
    app.get<{ Querystring: RawQuery }>(EXPORT_URLS[format], async (request, reply) => {
      const report: Report | undefined = await findReport(app.db, reports, positiveId(scalar(request.query, REPORT_PARAM), REPORT_PARAM), request.user?.role);
      const subject = report && subjectOf(app.resources, report.type);
      if (!report || !subject) throw notFound(REPORT_NOT_FOUND);
      const { filters } = parseListQuery(subject, reportQuery(report.filter_meta));
      const columns = shownColumns(subject, report.report_column_keys);
      const rows = await primedRows(exportRows({ db: app.db, resources: app.resources, def: subject, where: await listCondition(subject, { filters }, 'index', app.db), columns, role: request.user?.role }));
      const header = columns.map((column) => column.label);
      return sendDownload(reply, { name: report.name, ...FORMATS[format] }, format === 'csv' ? csvStream(header, rows) : excelStream('Report', header, rows));
    });
  }
}
