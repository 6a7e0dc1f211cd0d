import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition, ImportSpec } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';
import { firstRecords, previewRows } from '../../import/dryRun';
import { queueJob } from '../../import/importJobs';
import { importPlan } from '../../import/importPlan';
import { requireRole } from '../../plugins/auth';
import { ALREADY_SUBMITTED } from './importJobOf';
import { readMapping } from './readMapping';

/**
 * submit => POST x-import.submit {mapped_system_attributes, import_id, update_existing,
 * should_handle_date, date_time_format, special_keys}: queues the job, data.tracking_id (the same id).
 * With dry_run: true it writes nothing and answers data.preview, what the first rows would become.
 * Only the first of two submits of one upload starts a job; the second is told it was submitted.
 */
export function submitRoute(app: FastifyInstance, def: ResourceDefinition, spec: ImportSpec) {
  app.post(spec.submit.POST, { config: { staff: true } }, async (request) => {
    const user = requireRole(request, 'admin');
    const { job, settings, dryRun } = await readMapping(app, def, request.body);
    if (dryRun) {
      const records = await firstRecords(await app.files.localPath('imports', job.stored_name), job.newline);
      const plan = await importPlan(app.db, app.resources, def, settings, job.headers.length);
      return { success: true, data: { preview: await previewRows(app.db, plan, records, user.id), total_rows: job.total_rows } };
    }
    if (!await queueJob(app.db, job.id, settings)) throw badRequest(ALREADY_SUBMITTED);
    app.imports.enqueue();
    return { success: true, message: 'The import has started.', data: { tracking_id: job.id } };
  });
}
