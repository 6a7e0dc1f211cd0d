import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { badRequest, notFound } from '../../httpErrors';
import { findJob, type ImportJob } from '../../import/importJobs';
import { positiveId } from '../resources/parseQuery';

export const ALREADY_SUBMITTED = 'This import has been submitted already.';

/** The job a URL or body names; 404 when there is none (or it imports into another resource than `def`). */
export async function importJobOf(app: FastifyInstance, raw: unknown, def?: ResourceDefinition): Promise<ImportJob> {
  const id = positiveId(raw === undefined || raw === null ? undefined : String(raw), 'import id');
  const job = await findJob(app.db, id);
  if (!job || (def && job.resource !== def.name)) throw notFound('Import not found.');
  return job;
}

/** A job still waiting for its mapping; 400 once it was submitted. */
export async function uploadedJobOf(app: FastifyInstance, raw: unknown, def?: ResourceDefinition): Promise<ImportJob> {
  const job = await importJobOf(app, raw, def);
  if (job.status !== 'uploaded') throw badRequest(ALREADY_SUBMITTED);
  return job;
}
