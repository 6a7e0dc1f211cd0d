import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { LinkDefinition } from '../../../src/engine/schema/connectLinks';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { requireRole } from '../../plugins/auth';
import { attachLinks, requireOwner } from '../../repositories/linkRecords';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { targetIds } from './targetIds';
import { targetNames } from './targetNames';

/** attach => POST x-links[name].attach.POST ({id}) with the target ids under attach.field (JSON or multipart). */
export function attachRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { attach: NonNullable<LinkDefinition['attach']> }) {
  const target = link.target!;
  app.post<{ Params: { id: string } }>(routePath(link.attach.POST), async (request) => {
    const user = requireRole(request, owner.write);
    const ownerId = positiveId(request.params.id);
    // An unknown or closed record is said before anything about the body.
    requireOwner(app.db, owner, ownerId);
    // No file field is read: an attach body carries ids only.
    const body = await readBody(request, [], join(app.dataDir, 'attachments'));
    const ids = targetIds(app.db, link, link.attach.field, body.values);
    const nameOf = targetNames(app.db, app.resources, link, ids);
    attachLinks(app.db, { owner, link, ownerId, targetIds: ids, nameOf, userId: user.id });
    return { success: true, message: `${capitalise(ids.length === 1 ? target.title : target.label.toLowerCase())} attached successfully.` };
  });
}
