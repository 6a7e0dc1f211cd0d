import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, setPath } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { findRecord } from '../../repositories/records';
import { readRecords } from '../../repositories/readRecords';
import { positiveId } from './parseQuery';
import { routePath } from './routePath';

/** The record in read shape, or a 404; shared by getOne and the answer of a save. */
export async function readOne(app: FastifyInstance, def: ResourceDefinition, id: number, role: Parameters<typeof readRecords>[4]) {
  const row = await findRecord(app.db, def, id);
  if (!row) throw notFound();
  return (await readRecords(app.db, app.resources, def, [row], role))[0];
}

/** getOne => GET x-api.getOne.GET ({id}); the record at x-api.getOne.record */
export function getOneRoute(app: FastifyInstance, def: ResourceDefinition) {
  const endpoint = def.api.getOne;
  // A create-only resource has no record to read.
  if (!endpoint) return;
  app.get<{ Params: { id: string } }>(routePath(endpoint.GET), { config: { kept: true } }, async (request) => {
    const body: Record<string, unknown> = { success: true };
    setPath(body, endpoint.record, await readOne(app, def, positiveId(request.params.id), request.user?.role));
    return body;
  });
}
