import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { readCabDefinition } from '../../cab/definitions';
import { writeCabDefinition } from '../../cab/writeDefinition';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { capitalise } from '../resources/save';
import { parseCabBody } from './parseCabBody';
import { readCab } from './readCab';

/** save => POST x-api.save.POST (JSON; an id updates that board), x-resource.write only; answers the board as read. */
export function cabSaveRoute(app: FastifyInstance, def: ResourceDefinition, endpoint: { POST: string }) {
  app.post(endpoint.POST, async (request) => {
    const user = requireRole(request, def.write);
    // A CAB carries no files: a multipart body's file parts are skipped unread.
    const body = await readBody(request, []);
    const raw = body.values.id;
    const id = raw === undefined || raw === null || raw === '' ? undefined : positiveId(String(raw));
    const board = id === undefined ? undefined : await readCabDefinition(app.db, id);
    if (id !== undefined && !board) throw notFound();
    const result = await writeCabDefinition(app.db, await parseCabBody(app.db, app.resources, def, body.values, board), user.id);
    return { success: true, message: `${capitalise(def.title)} ${result.action} successfully.`, data: await readCab(app, def, result.id, user.role) };
  });
}
