import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { lifecycleOf } from '../../lifecycles';
import { findRecord } from '../../repositories/records';
import { removeRecord } from '../../repositories/saveRecord';
import { positiveId } from './parseQuery';
import { routePath } from './routePath';
import { capitalise } from './save';

/** delete => DELETE x-api.delete.DELETE ({id}); needs x-resource.remove (else write) */
export function removeRoute(app: FastifyInstance, def: ResourceDefinition, endpoint: { DELETE: string }) {
  app.delete<{ Params: { id: string } }>(routePath(endpoint.DELETE), async (request) => {
    const user = requireRole(request, def.remove);
    const id = positiveId(request.params.id);
    const row = await findRecord(app.db, def, id);
    if (!row) throw notFound();
    lifecycleOf(def)?.refuse('delete', row);
    await app.files.remove('attachments', await removeRecord(app.db, def, id, user.id));
    return { success: true, message: `${capitalise(def.title)} deleted successfully.` };
  });
}
