/**
 * Per-record actions of resources with x-actions:
 *   actions => GET  x-actions.GET ({id})                 {flag: boolean} at x-actions.record
 *   command => POST x-actions.commands[name].POST ({id})  writes `sets`, answers the command's message
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { setPath } from '../../../src/engine/schema/paths';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { heldLinks } from '../../repositories/recordLinks';
import { findRecord } from '../../repositories/records';
import { runCommand } from '../../repositories/runCommand';
import { positiveId } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { grantedFlags } from './grantedFlags';

function actionRoutes(app: FastifyInstance, def: ResourceDefinition) {
  const actions = def.actions!;
  app.get<{ Params: { id: string } }>(routePath(actions.GET), async (request) => {
    const id = positiveId(request.params.id);
    const row = findRecord(app.db, def, id);
    if (!row) throw notFound();
    const body: Record<string, unknown> = { success: true };
    setPath(body, actions.record, grantedFlags(def, request.user?.role, row, heldLinks(app.db, def.name, id)));
    return body;
  });
  for (const command of Object.values(actions.commands ?? {})) {
    app.post<{ Params: { id: string } }>(routePath(command.POST), async (request) => {
      const user = requireRole(request, command.role);
      runCommand(app.db, def, command, positiveId(request.params.id), user.id);
      return { success: true, message: command.message };
    });
  }
}

export default async function actionsRoutes(app: FastifyInstance) {
  for (const def of app.resources) if (def.actions) actionRoutes(app, def);
}
