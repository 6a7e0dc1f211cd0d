import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LinkDefinition, ResourceDefinition } from '../../../src/kernel';
import { requireRole } from '../../plugins/auth';
import { detachInverse } from '../../repositories/inverseLinks';
import { detachLink, requireOwner } from '../../repositories/linkRecords';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { capitalise } from '../resources/save';
import { ownerNameFor } from './attachRoute';
import { targetIds } from './targetIds';
import { targetNames } from './targetNames';
import { templateValues } from './templateValues';

type Detach = NonNullable<LinkDefinition['detach']> & { field: string };
type Request = FastifyRequest<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>;

/**
 * detach => DELETE x-links[name].detach.DELETE ({id}) with the target ids in the body under detach.field
 * (a list or one id, JSON or multipart): none is a 412, and every one must be attached, else a 404 and
 * nothing is detached (one transaction). An inverse link removes the record from the targets' own link.
 */
export function detachBodyHandler(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { detach: Detach }) {
  const target = link.target!;
  return async (request: Request, body: Record<string, unknown>) => {
    const user = requireRole(request, owner.write);
    if (link.inverse !== undefined) requireRole(request, target.write);
    const ownerId = positiveId(templateValues(link.detach.DELETE, request).id);
    await requireOwner(app.db, owner, ownerId);
    const ids = await targetIds(app.db, link, link.detach.field, body);
    const nameOf = await targetNames(app.db, app.resources, link, ids);
    if (link.inverse !== undefined) {
      await detachInverse(app.db, { owner, link, ownerId, targetIds: ids, nameOf, ownerName: await ownerNameFor(app, link, ownerId), userId: user.id });
    } else {
      await app.db.transaction(async () => { for (const targetId of ids) await detachLink(app.db, { owner, link, ownerId, targetId, nameOf, userId: user.id }); });
    }
    return { success: true, message: `${capitalise(ids.length === 1 ? target.title : target.label.toLowerCase())} detached successfully.` };
  };
}
