/**
 * Bulk actions on the rows of an x-links entry that declares bulk (a problem's tickets):
 *   bulk => POST x-links[name].bulk.POST ([{id}]) { <bulk.field>: [target ids], action: { type, value } }
 *     set     value = an id of the action's look-up, written to its field (its clears emptied)
 *     assign  value = { assigneeType: a mode, assigneeInfo: an id } (a self mode: the caller's id)
 *     reply   value = { text, attachments }: a reply on each row, files owned by the reply
 * Writes need the owner's x-resource.write and run in one transaction, logged on every row changed.
 */
import type { FastifyInstance } from 'fastify';
import type { BulkWriteSpec, ResourceDefinition } from '../../../src/kernel';
import { bulkRoute } from './bulkRoute';
import { writeSource } from './parseBulkBody';

/** A look-up this server cannot read would refuse every value: said at start, not at the first click. */
function requireSources(owner: ResourceDefinition, name: string, target: ResourceDefinition, writes: BulkWriteSpec[]) {
  for (const write of writes) {
    if (!writeSource(target, write)) throw new Error(`${owner.name} x-links/${name}/bulk: the server has no look-up for ${target.name}.${write.field}`);
  }
}

export default async function bulkRoutes(app: FastifyInstance) {
  for (const owner of app.resources) {
    for (const link of Object.values(owner.links)) {
      const { bulk, target } = link;
      if (!bulk || !target) continue;
      const writes = bulk.actions.flatMap((action): BulkWriteSpec[] => (action.kind === 'set' ? [action as BulkWriteSpec] : action.modes ?? []));
      requireSources(owner, link.name, target, writes);
      bulkRoute(app, owner, { ...link, bulk });
    }
  }
}
