import type { FastifyInstance } from 'fastify';
import type { LinkDefinition } from '../../../src/engine/schema/connectLinks';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { requireRole } from '../../plugins/auth';
import { detachLink } from '../../repositories/linkRecords';
import { positiveId } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { targetNames } from './targetNames';

/** detach => DELETE x-links[name].detach.DELETE ({id}, {target}); 404 when the pair does not exist. */
export function detachRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { detach: NonNullable<LinkDefinition['detach']> }) {
  app.delete<{ Params: { id: string; target: string } }>(routePath(link.detach.DELETE), async (request) => {
    const user = requireRole(request, owner.write);
    const ownerId = positiveId(request.params.id);
    const targetId = positiveId(request.params.target, 'target');
    const nameOf = targetNames(app.db, app.resources, link, [targetId]);
    detachLink(app.db, { owner, link, ownerId, targetId, nameOf, userId: user.id });
    return { success: true, message: `${capitalise(link.target?.title ?? link.name)} detached successfully.` };
  });
}
