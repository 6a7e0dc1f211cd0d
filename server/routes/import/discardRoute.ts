import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../httpErrors';
import { deleteUploadedJob } from '../../import/importJobs';
import { requireRole } from '../../plugins/auth';
import { routePath } from '../resources/routePath';
import { uploadedJobOf } from './importJobOf';

/** discard => DELETE x-import.discard ({id}): the upload and its file are gone; a submitted import cannot be discarded. */
export function discardRoute(app: FastifyInstance, url: string) {
  app.delete<{ Params: { id: string } }>(routePath(url), { config: { staff: true } }, async (request) => {
    requireRole(request, 'admin');
    const job = await uploadedJobOf(app, request.params.id);
    if (!await deleteUploadedJob(app.db, job.id)) throw badRequest('This import has been submitted already and cannot be discarded.');
    await app.files.remove('imports', [job.stored_name]);
    return { success: true, message: 'The upload was discarded.' };
  });
}
