import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { LinkDefinition } from '../../../src/engine/schema/connectLinks';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { attachLinks, existingIds, requireOwner } from '../../repositories/linkRecords';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { targetIds } from './targetIds';
import { targetNames } from './targetNames';

type Attach = NonNullable<LinkDefinition['attach']>;
type Params = { id: string; target?: string };

/**
 * attach => POST x-links[name].attach.POST ({id}) with the target ids under attach.field (JSON or multipart),
 *        or POST ({id}, {target}) naming the one target in the URL, without a body (404 when it does not exist).
 */
export function attachRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { attach: Attach }) {
  const target = link.target!;
  const idsOf = async (request: FastifyRequest<{ Params: Params }>): Promise<number[]> => {
    if (request.params.target === undefined) {
      // No file field is read: an attach body carries ids only.
      const body = await readBody(request, [], join(app.dataDir, 'attachments'));
      return targetIds(app.db, link, link.attach.field!, body.values);
    }
    const id = positiveId(request.params.target, 'target');
    if (!existingIds(app.db, target, [id]).has(id)) throw notFound(`The ${target.title} does not exist.`);
    return [id];
  };
  app.post<{ Params: Params }>(routePath(link.attach.POST), async (request) => {
    const user = requireRole(request, owner.write);
    const ownerId = positiveId(request.params.id);
    // An unknown or closed record is said before anything about the body.
    requireOwner(app.db, owner, ownerId);
    const ids = await idsOf(request);
    const nameOf = targetNames(app.db, app.resources, link, ids);
    attachLinks(app.db, { owner, link, ownerId, targetIds: ids, nameOf, userId: user.id });
    return { success: true, message: `${capitalise(ids.length === 1 ? target.title : target.label.toLowerCase())} attached successfully.` };
  });
}
