import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LinkDefinition, type ResourceDefinition, REQUIRED_MESSAGE, splitTemplate } from '../../../src/kernel';
import { FieldErrors, notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { attachInverse } from '../../repositories/inverseLinks';
import { attachLinks, existingIds, requireOwner } from '../../repositories/linkRecords';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { requirePermission } from '../../requirePermission';
import { attributePermission, attributeProblem, storedAttribute, withAttributeLabel } from './attributeValue';
import { targetIds } from './targetIds';
import { targetNames } from './targetNames';
import { templateValues } from './templateValues';

type Attach = NonNullable<LinkDefinition['attach']>;
type Request = FastifyRequest<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>;

const POSITIVE = /^[1-9][0-9]{0,15}$/;

/** The owner's id under attach.ownerField: a 412 on that field when it is missing or not a positive id. */
function ownerIdIn(values: Record<string, unknown>, field: string): number {
  const raw = typeof values[field] === 'number' ? String(values[field]) : values[field];
  if (raw === undefined || raw === null || raw === '') throw new FieldErrors({ [field]: REQUIRED_MESSAGE });
  if (typeof raw !== 'string' || !POSITIVE.test(raw.trim()) || !Number.isSafeInteger(Number(raw))) {
    throw new FieldErrors({ [field]: `The ${field} must be a positive integer.` });
  }
  return Number(raw);
}

/**
 * attach => POST x-links[name].attach.POST ({id}) with the target ids under attach.field (JSON or multipart),
 *        or POST ({id}, {target}) naming the one target in the URL (404 when it does not exist);
 *        with attach.ownerField the owner's id comes from the body instead of {id}, and a link with an
 *        attribute takes its value from the body under the attribute's name (412 when missing or not an option).
 */
export function attachRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { attach: Attach }) {
  const { ownerField, field } = link.attach;
  // A body is read whenever something travels in it: ids, the owner or the attribute.
  const hasBody = field !== undefined || ownerField !== undefined || link.attribute !== undefined;
  const handle = attachHandler(app, owner, link);
  app.post<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>(routePath(splitTemplate(link.attach.POST).path), async (request: Request) => {
    requireRole(request, owner.write);
    // No file field is read: an attach body carries ids and words only.
    const body = hasBody ? (await readBody(request, [])).values : {};
    return handle(request, body);
  });
}

/**
 * The attach of one link given its request and read body (a route shared by several links reads the
 * body first to choose the link). An inverse link writes the targets' own pairs (attachInverse).
 */
export function attachHandler(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { attach: Attach }) {
  const target = link.target!;
  const { ownerField, field } = link.attach;
  return async (request: Request, body: Record<string, unknown>) => {
    const user = requireRole(request, owner.write);
    if (link.inverse !== undefined) requireRole(request, target.write);
    if (link.attach.permission) await requirePermission(app.db, request, link.attach.permission);
    const values = templateValues(link.attach.POST, request);
    const ownerId = ownerField ? ownerIdIn(body, ownerField) : positiveId(values.id);
    // An unknown or closed record is said before anything else about the body.
    await requireOwner(app.db, owner, ownerId);
    const errors: Record<string, string> = {};
    let ids: number[] = [];
    if (field !== undefined) {
      try {
        ids = await targetIds(app.db, link, field, body);
      } catch (error) {
        if (!(error instanceof FieldErrors)) throw error;
        Object.assign(errors, error.fields);
      }
    }
    const attribute = link.attribute ? body[link.attribute.name] : undefined;
    const problem = attributeProblem(link, attribute);
    if (problem) errors[link.attribute!.name] = problem;
    if (Object.keys(errors).length) throw new FieldErrors(errors);
    const needs = attributePermission(link, typeof attribute === 'string' ? attribute : undefined);
    if (needs) await requirePermission(app.db, request, needs);
    if (field === undefined) {
      const id = positiveId(values.target, 'target');
      if (!(await existingIds(app.db, target, [id])).has(id)) throw notFound(`The ${target.title} does not exist.`);
      ids = [id];
    }
    const value = typeof attribute === 'string' ? attribute : undefined;
    const nameOf = withAttributeLabel(link, await targetNames(app.db, app.resources, link, ids), value);
    if (link.inverse !== undefined) {
      await attachInverse(app.db, { owner, link, ownerId, targetIds: ids, nameOf, ownerName: await ownerNameFor(app, link, ownerId), userId: user.id, attribute: storedAttribute(link, value) });
    } else {
      await attachLinks(app.db, { owner, link, ownerId, targetIds: ids, nameOf, userId: user.id, attribute: value });
    }
    return { success: true, message: `${capitalise(ids.length === 1 ? target.title : target.label.toLowerCase())} attached successfully.` };
  };
}

/** How the targets' logs name the owner of an inverse link: as their own link names its targets. */
export const ownerNameFor = async (app: FastifyInstance, link: LinkDefinition, ownerId: number) =>
  (await targetNames(app.db, app.resources, link.target!.links[link.inverse!], [ownerId]))(ownerId);
