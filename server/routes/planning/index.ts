/**
 * Planning popups of resources with x-planning ({id} the record, {key} one of x-planning.kinds):
 *   list   => GET    x-planning.list.GET     ({id})         entries at x-planning.list.items
 *   get    => GET    x-planning.get.GET      ({id}, {key})  { description, attachment, title, row_version } at x-planning.get.record
 *   save   => POST   x-planning.save.POST    ({id}[, {key}]) multipart identifier, description, title, attachment, attachment_delete,
 *                                                          row_version (of the entry read: a stale one is a 409)
 *   delete => DELETE x-planning.delete.DELETE ({id}, {key})
 * Files download through the shared download route, owned by the entry (sd_problem_planning:{entryId}).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ResourceDefinition, setPath, planningKeyMessage, planningKind, type PlanningSpec } from '../../../src/kernel';
import { badRequest, notFound } from '../../httpErrors';
import { refuseLocked } from '../../locks';
import { requireRole } from '../../plugins/auth';
import { ensurePlanningTable, PLANNING_FILE_FIELD } from '../../repositories/planningEntries';
import { findRecord } from '../../repositories/records';
import { deletePlanningEntry, savePlanningEntry } from '../../repositories/savePlanningEntry';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { generalInfo, planningEntries } from './planningAnswer';
import { parsePlanningBody } from './parsePlanningBody';

type Params = { id: string; key?: string };

const answer = (path: string, value: unknown, message?: string) => {
  const body: Record<string, unknown> = { success: true, ...(message ? { message } : {}) };
  setPath(body, path, value);
  return body;
};

function resourcePlanningRoutes(app: FastifyInstance, def: ResourceDefinition, spec: PlanningSpec) {
  // The role of the x-actions flag that gates the popups (check_planning), so the flag and the API agree.
  const role = (spec.flag && def.actions?.flags[spec.flag]?.role) || def.write;
  /** The caller, the record (404 when unknown) and, when the URL names one, a declared kind (else 400). */
  const open = async (request: FastifyRequest<{ Params: Params }>) => {
    const user = requireRole(request, role);
    const id = positiveId(request.params.id);
    const { key } = request.params;
    if (key !== undefined && !planningKind(spec, key)) throw badRequest(planningKeyMessage(spec));
    const row = await findRecord(app.db, def, id);
    if (!row) throw notFound();
    return { user, id, key, row };
  };
  const labelOf = (key: string) => planningKind(spec, key)!.label;

  app.get<{ Params: Params }>(routePath(spec.list.GET), async (request) => {
    const { id } = await open(request);
    return answer(spec.list.items, await planningEntries(app.db, def, id));
  });

  app.get<{ Params: Params }>(routePath(spec.get.GET), async (request) => {
    const { id, key } = await open(request);
    return answer(spec.get.record, await generalInfo(app.db, def, id, key!));
  });

  app.post<{ Params: Params }>(routePath(spec.save.POST), async (request) => {
    // Refused callers never get a file written.
    requireRole(request, role);
    const body = await readBody(request, [PLANNING_FILE_FIELD]);
    let committed = false;
    try {
      const { user, id, key: pathKey, row } = await open(request);
      refuseLocked(def, row);
      const entry = parsePlanningBody(spec, body.values, pathKey);
      const upload = body.uploads.find((file) => file.field === PLANNING_FILE_FIELD);
      const orphans = await savePlanningEntry(app.db, def, { recordId: id, ...entry, upload, label: labelOf(entry.key) }, user.id);
      committed = true;
      await app.files.remove('attachments', orphans);
      return answer(spec.get.record, await generalInfo(app.db, def, id, entry.key), `${labelOf(entry.key)} saved successfully.`);
    } finally {
      if (!committed) await app.files.remove('attachments', body.uploads.map((file) => file.stored_name));
    }
  });

  app.delete<{ Params: Params }>(routePath(spec.delete.DELETE), async (request) => {
    const { user, id, key, row } = await open(request);
    refuseLocked(def, row);
    const orphans = await deletePlanningEntry(app.db, def, id, key!, user.id);
    if (!orphans) throw notFound(`The ${labelOf(key!)} entry does not exist.`);
    await app.files.remove('attachments', orphans);
    return { success: true, message: `${labelOf(key!)} deleted successfully.` };
  });
}

export default async function planningRoutes(app: FastifyInstance) {
  await ensurePlanningTable(app.db);
  for (const def of app.resources) if (def.planning) resourcePlanningRoutes(app, def, def.planning);
}
