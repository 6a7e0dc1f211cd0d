import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '../../import/importJobs';
import { failedPage } from '../../import/importJobs';
import { failedRowsCsv } from '../../import/failedRowsCsv';
import { requireRole } from '../../plugins/auth';
import { MAX_PAGE } from '../resources/parseListQuery';
import { positiveInt, scalar, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { importJobOf } from './importJobOf';

/** Rows of the failed list per page: at most this many. */
const MAX_FAILED_LIMIT = 100;

/** The tracking summary plus what a progress bar needs. */
export function summaryOf(job: ImportJob) {
  const processed = Math.min(job.next_record, job.total_rows);
  const finished = job.status === 'completed' || job.status === 'failed';
  return {
    id: job.id,
    name: job.file_name,
    type: job.resource,
    status: job.status,
    status_text: job.status_text,
    processed,
    total: job.total_rows,
    progress: finished ? 100 : job.total_rows ? Math.floor((processed / job.total_rows) * 100) : 0,
    created_at: job.created_at,
    started_at: job.started_at,
    ended_at: job.ended_at,
    totalCreated: job.created,
    totalUpdated: job.updated,
    totalFailed: job.failed,
    totalWarning: job.warning,
  };
}

/**
 * tracking => GET x-import.tracking ({id}): data.summary
 * failed   => GET x-import.failed ({id}) ?page&limit: data.list [{row, field, comment}], data.total
 * failed   => GET x-import.failed/download ({id}): the refused rows as a CSV file (invented: the spec has no export)
 */
export function trackingRoutes(app: FastifyInstance, urls: { tracking: string; failed: string }) {
  app.get<{ Params: { id: string } }>(routePath(urls.tracking), { config: { staff: true } }, async (request) => {
    requireRole(request, 'admin');
    return { success: true, data: { summary: summaryOf(await importJobOf(app, request.params.id)) } };
  });

  app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(urls.failed), { config: { staff: true } }, async (request) => {
    requireRole(request, 'admin');
    const job = await importJobOf(app, request.params.id);
    const page = positiveInt(scalar(request.query, 'page'), 'page', MAX_PAGE, 1);
    const limit = positiveInt(scalar(request.query, 'limit'), 'limit', MAX_FAILED_LIMIT, 10);
    const { rows, total } = await failedPage(app.db, job.id, page, limit);
    return { success: true, data: { list: rows, total, current_page: page, per_page: limit, last_page: Math.max(1, Math.ceil(total / limit)) } };
  });

  app.get<{ Params: { id: string } }>(`${routePath(urls.failed)}/download`, { config: { staff: true } }, async (request, reply) => {
    requireRole(request, 'admin');
    const job = await importJobOf(app, request.params.id);
    reply.header('Content-Disposition', `attachment; filename="import-${job.id}-failed-rows.csv"`);
    return reply.type('text/csv; charset=utf-8').send(failedRowsCsv(app.db, job));
  });
}
