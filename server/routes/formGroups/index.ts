/**
 * Form groups of the resources whose x-api.form declares them, one category each:
 *   list => GET  x-api.form.groups.list.GET    every group of the category at list.items
 *   save => POST x-api.form.groups.save.POST   { id?, row_version?, name, <field>: type ids, fields: [...] } (id = update; a stale row_version is a 409)
 */
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, ROW_VERSION, groupTypesKey, type FormGroupsSpec, setPath } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { diff, logActivity } from '../../repositories/activityLog';
import { findGroup, findGroups, saveGroup, type FormGroup } from '../../repositories/formGroups';
import { lookupItemsById } from '../../repositories/lookupItems';
import { sourceOf } from '../../lookups';
import { optionalPositive } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { checkGroupBody } from './groupBody';

/** Activity entries of groups are kept under this resource name, by group id. */
export const FORM_GROUP_LOG = 'form-group';

/** A group as the API reads it: its type ids under the spec's field and the types' names beside them (change_types). */
async function readGroups(app: FastifyInstance, def: ResourceDefinition, spec: FormGroupsSpec, groups: FormGroup[]) {
  const source = sourceOf(def, def.fields[spec.by]);
  const names = source ? await lookupItemsById(app.db, app.resources, source, groups.flatMap((group) => group.type_ids)) : new Map();
  const typesKey = groupTypesKey(spec.field);
  return groups.map(({ type_ids: typeIds, category: _category, ...group }) => ({
    ...group,
    [spec.field]: typeIds,
    [typesKey]: typeIds.map((id) => ({ id, name: names.get(id)?.name ?? null })),
  }));
}

/** Lists logged as JSON text, so the log's diff compares them by content. */
const logged = (group: FormGroup | undefined) =>
  (group ? { name: group.name, type_ids: JSON.stringify(group.type_ids), fields: JSON.stringify(group.fields) } : {});

function groupRoutes(app: FastifyInstance, def: ResourceDefinition, spec: FormGroupsSpec) {
  app.get(spec.list.GET, async (request) => {
    requireRole(request, 'agent');
    const body: Record<string, unknown> = { success: true };
    setPath(body, spec.list.items, await readGroups(app, def, spec, await findGroups(app.db, spec.category)));
    return body;
  });
  app.post(spec.save.POST, async (request) => {
    const user = requireRole(request, 'admin');
    const { values } = await readBody(request, []);
    const { id, input } = await checkGroupBody(app.db, app.resources, def, spec, values);
    const version = id === undefined ? undefined : optionalPositive(values, ROW_VERSION);
    const saved = await app.db.transaction(async () => {
      const before = id === undefined ? undefined : await findGroup(app.db, spec.category, id);
      if (id !== undefined && !before) throw notFound();
      const savedId = await saveGroup(app.db, spec.category, input, id, version);
      const after = (await findGroup(app.db, spec.category, savedId))!;
      await logActivity(app.db, { resource: FORM_GROUP_LOG, recordId: savedId, userId: user.id, action: before ? 'updated' : 'created',
        changes: diff(logged(before), logged(after)) });
      return { group: after, action: before ? 'updated' : 'created' };
    });
    return { success: true, message: `Form group ${saved.action} successfully.`, data: (await readGroups(app, def, spec, [saved.group]))[0] };
  });
}

export default async function formGroupRoutes(app: FastifyInstance) {
  for (const def of app.resources) {
    const spec = def.api.form?.groups;
    if (spec) groupRoutes(app, def, spec);
  }
}
