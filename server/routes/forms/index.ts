/**
 * Forms the server describes (x-api.form), for the resources that declare it:
 *   create => GET x-api.form.create.GET ?<its query>   the form's JSON Schema at create.schema
 *   edit   => GET x-api.form.edit.GET ({id})           the same at edit.schema, the record at edit.record
 * Several resources may share one create URL (/api/form/render?category=...): the query picks the form.
 */
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, setPath } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { findCustomValues } from '../../repositories/customValues';
import { readOne } from '../resources/getOne';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { describedForm } from './describedForm';

/** The resource whose create form the query names: every fixed parameter of its endpoint must match. */
const formFor = (defs: ResourceDefinition[], query: RawQuery) =>
  defs.find((def) => Object.entries(def.api.form!.create.query ?? {}).every(([name, value]) => query[name] === value));

function createRoute(app: FastifyInstance, url: string, defs: ResourceDefinition[]) {
  app.get<{ Querystring: RawQuery }>(url, async (request) => {
    requireRole(request, 'agent');
    const def = formFor(defs, request.query);
    if (!def) throw badRequest('No form matches the given category and panel.');
    requireRole(request, def.write);
    const body: Record<string, unknown> = { success: true };
    setPath(body, def.api.form!.create.schema, await describedForm(app, def));
    return body;
  });
}

function editRoute(app: FastifyInstance, def: ResourceDefinition) {
  const edit = def.api.form!.edit;
  app.get<{ Params: { id: string } }>(routePath(edit.GET), async (request) => {
    const user = requireRole(request, def.write);
    const id = positiveId(request.params.id);
    const record = await readOne(app, def, id, user.role);
    const body: Record<string, unknown> = { success: true };
    setPath(body, edit.schema, await describedForm(app, def));
    // The group fields' values sit under their keys, which no property of the file may use.
    setPath(body, edit.record, { ...(await findCustomValues(app.db, def.name, [id])).get(id), ...record });
    return body;
  });
}

export default async function formRoutes(app: FastifyInstance) {
  const described = app.resources.filter((def) => def.api.form);
  const byUrl = new Map<string, ResourceDefinition[]>();
  for (const def of described) byUrl.set(def.api.form!.create.GET, [...(byUrl.get(def.api.form!.create.GET) ?? []), def]);
  for (const [url, defs] of byUrl) createRoute(app, url, defs);
  for (const def of described) editRoute(app, def);
}
