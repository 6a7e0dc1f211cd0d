import type { FastifyInstance } from 'fastify';
import { type LinkDefinition, type ResourceDefinition, splitTemplate, templatePlaceholders } from '../../../src/kernel';
import { badRequest, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { detachInverse } from '../../repositories/inverseLinks';
import { detachLink, requireOwner } from '../../repositories/linkRecords';
import { linkedIds } from '../../repositories/recordLinks';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { requirePermission } from '../../requirePermission';
import { attributeProblem, storedAttribute, withAttributeLabel } from './attributeValue';
import { targetNames } from './targetNames';
import { ownerNameFor } from './attachRoute';
import { templateValues } from './templateValues';

/**
 * detach => DELETE x-links[name].detach.DELETE ({id}, {target}, {<attribute>}; each in the path or the
 * query); 404 when the pair (with that attribute) does not exist. A max-1 link's URL may name no
 * target: the one record it holds is detached, a 404 when it holds none.
 */
export function detachRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { detach: NonNullable<LinkDefinition['detach']> }) {
  const template = link.detach.DELETE;
  const namesTarget = templatePlaceholders(template).includes('target');
  const attributeName = link.attribute && templatePlaceholders(template).includes(link.attribute.name) ? link.attribute.name : undefined;
  const noun = link.target?.title ?? link.name;
  app.delete<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>(routePath(splitTemplate(template).path), async (request) => {
    const user = requireRole(request, owner.write);
    if (link.inverse !== undefined) requireRole(request, link.target!.write);
    if (link.detach.permission) await requirePermission(app.db, request, link.detach.permission);
    const values = templateValues(template, request);
    const ownerId = positiveId(values.id);
    let targetId = namesTarget ? positiveId(values.target, 'target') : undefined;
    const attribute = attributeName ? values[attributeName] : undefined;
    const problem = attributeName ? attributeProblem(link, attribute) : undefined;
    // In a URL a bad value is a bad request, as for any other query parameter.
    if (problem) throw badRequest(problem);
    await requireOwner(app.db, owner, ownerId);
    targetId ??= (await linkedIds(app.db, { owner: owner.name, ownerId, link: link.name }))[0];
    if (targetId === undefined) throw notFound(`No ${noun} is attached to this ${owner.title}.`);
    const nameOf = withAttributeLabel(link, await targetNames(app.db, app.resources, link, [targetId]), attribute);
    // An inverse link (a release's changes) removes the record from the target's own link.
    if (link.inverse !== undefined) {
      await detachInverse(app.db, { owner, link, ownerId, targetIds: [targetId], nameOf, ownerName: await ownerNameFor(app, link, ownerId), userId: user.id, attribute: storedAttribute(link, attribute) });
    } else await detachLink(app.db, { owner, link, ownerId, targetId, nameOf, userId: user.id, attribute });
    return { success: true, message: `${capitalise(noun)} detached successfully.` };
  });
}
