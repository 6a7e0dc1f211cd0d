import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { readCabDefinition } from '../../cab/definitions';
import { levelCounts } from '../../cab/levelCounts';
import { boardOfLevel, removeCabBoard, removeCabLevel } from '../../cab/writeDefinition';
import { badRequest, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { positiveId } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';

export const LAST_LEVEL_MESSAGE = 'The last level of a CAB cannot be removed.';

/** removeItem => DELETE levels' x-remove-item ({item}: a level id); a board keeps at least one level (400). */
export function cabRemoveLevelRoute(app: FastifyInstance, def: ResourceDefinition, endpoint: { DELETE: string }) {
  app.delete<{ Params: Record<string, string> }>(routePath(endpoint.DELETE), async (request) => {
    const user = requireRole(request, def.write);
    const levelId = positiveId(request.params.item, 'level id');
    const boardId = await boardOfLevel(app.db, levelId);
    if (boardId === undefined) throw notFound();
    if (((await levelCounts(app.db, [boardId])).get(boardId) ?? 0) <= 1) throw badRequest(LAST_LEVEL_MESSAGE);
    await removeCabLevel(app.db, boardId, levelId, user.id);
    return { success: true, message: `${capitalise(def.title)} level deleted successfully.` };
  });
}

/** delete => DELETE x-api.delete.DELETE ({id}): the board with its levels; x-resource.remove (else write). */
export function cabRemoveRoute(app: FastifyInstance, def: ResourceDefinition, endpoint: { DELETE: string }) {
  app.delete<{ Params: { id: string } }>(routePath(endpoint.DELETE), async (request) => {
    const user = requireRole(request, def.remove);
    const id = positiveId(request.params.id);
    if (!await readCabDefinition(app.db, id)) throw notFound();
    await removeCabBoard(app.db, id, user.id);
    return { success: true, message: `${capitalise(def.title)} deleted successfully.` };
  });
}
