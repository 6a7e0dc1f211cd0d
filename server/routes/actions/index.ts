/**
 * Per-record actions of resources with x-actions:
 *   actions => GET  x-actions.GET ({id})                 {flag: boolean} at x-actions.record
 *   command => POST x-actions.commands[name].POST ({id})  writes `sets` and `stamps`, answers the command's message
 *   command => PATCH x-actions.commands[name].PATCH ({id}) the same, plus its `fields` from the body (JSON or multipart)
 *   a command with `run` hands its checked fields and inputs to that lifecycle handler (server/lifecycles.ts) instead
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ResourceDefinition, setPath } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { recordFlags } from '../../recordFlags';
import { requireRole } from '../../plugins/auth';
import { findRecord } from '../../repositories/records';
import { commandHandler } from '../../lifecycles';
import { runCommand } from '../../repositories/runCommand';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { commandValues } from './commandValues';

/**
 * The body of a command that writes fields (JSON or multipart), read once the record is known to exist.
 * A call with no body at all gives no values (a contract's terminate, whose reason is optional, is
 * called with an empty body by the spec); a required one is then refused as missing.
 */
async function commandBody(app: FastifyInstance, def: ResourceDefinition, request: FastifyRequest, id: number) {
  if (!(await findRecord(app.db, def, id))) throw notFound();
  if (request.headers['content-type'] === undefined && !Number(request.headers['content-length'] ?? 0)) return {};
  return (await readBody(request, [])).values;
}

function actionRoutes(app: FastifyInstance, def: ResourceDefinition) {
  const actions = def.actions!;
  app.get<{ Params: { id: string } }>(routePath(actions.GET), async (request) => {
    const id = positiveId(request.params.id);
    const row = await findRecord(app.db, def, id);
    if (!row) throw notFound();
    const body: Record<string, unknown> = { success: true };
    setPath(body, actions.record, await recordFlags(app.db, def, row, request.user));
    return body;
  });
  for (const command of Object.values(actions.commands ?? {})) {
    app.route<{ Params: { id: string } }>({
      method: command.PATCH ? 'PATCH' : 'POST',
      url: routePath(command.PATCH ?? command.POST!),
      handler: async (request) => {
        const user = requireRole(request, command.role);
        const id = positiveId(request.params.id);
        // A command with fields reads them first: an unknown record is a 404, a bad value a 412, both before any write.
        const values = command.fields || command.inputs ? commandValues(def, command, await commandBody(app, def, request, id)) : {};
        const handler = command.run === undefined ? undefined : commandHandler(command.run);
        const message = handler ? await handler({ db: app.db, resources: app.resources, def, id, user, values }) : await runCommand(app.db, def, command, id, user.id, values);
        return { success: true, message: message ?? command.message };
      },
    });
  }
}

export default async function actionsRoutes(app: FastifyInstance) {
  for (const def of app.resources) if (def.actions) actionRoutes(app, def);
}
