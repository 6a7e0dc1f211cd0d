import type { LinkDefinition, ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { notFound } from '../httpErrors';
import { refuseLocked } from '../locks';
import { quote } from '../sql';
import { logActivity } from './activityLog';
import { clearReferences, findRecord } from './records';
import { linkChangeKey } from './recordLinks';
import { tableOf } from './resourceTable';
import { writeRecord } from './saveRecord';

/**
 * Links kept in the target's own reference property (x-links via): a product's assets are the assets
 * whose product_id holds the product. Attach writes the owner's id into each target (a target held by
 * another owner moves, as the property holds one id), detach clears it; each target's change is saved
 * like an edit of that property (logged on it), the owner's log names what was attached or detached.
 */
export interface ViaChange {
  owner: ResourceDefinition;
  link: LinkDefinition & { via: string; target: ResourceDefinition };
  ownerId: number;
  nameOf: (id: number) => string;
  userId: number | null;
}

const logOnOwner = async (db: SqlClient, change: ViaChange, names: [string[] | null, string[] | null]) => logActivity(db, {
  resource: change.owner.name, recordId: change.ownerId, userId: change.userId, action: 'updated', changes: { [linkChangeKey(change.link.name)]: names },
});

/** Points each target at the owner; those already pointing at it are skipped. Answers the ids that changed. Call inside a transaction. */
export async function attachVia(db: SqlClient, change: ViaChange, targetIds: number[]): Promise<number[]> {
  const { link, ownerId, userId } = change;
  const fresh: number[] = [];
  for (const id of new Set(targetIds)) {
    const row = await findRecord(db, link.target, id);
    if (!row) throw notFound(`The ${link.target.title} does not exist.`);
    if (row[link.via] === ownerId) continue;
    refuseLocked(link.target, row);
    await writeRecord(db, link.target, { id, values: { [link.via]: ownerId } }, userId);
    fresh.push(id);
  }
  if (fresh.length) await logOnOwner(db, change, [null, fresh.map(change.nameOf)]);
  return fresh;
}

/** Clears the owner from one target; a target not pointing at it is a 404. Call inside a transaction. */
export async function detachVia(db: SqlClient, change: ViaChange, targetId: number): Promise<void> {
  const { owner, link, ownerId, userId } = change;
  const row = await findRecord(db, link.target, targetId);
  if (!row || row[link.via] !== ownerId) throw notFound(`The ${link.target.title} is not attached to this ${owner.title}.`);
  refuseLocked(link.target, row);
  await writeRecord(db, link.target, { id: targetId, values: { [link.via]: null } }, userId);
  await logOnOwner(db, change, [[change.nameOf(targetId)], null]);
}

/** Whether any target points at the record (x-actions whenLinked on a via link). */
export const holdsVia = async (db: SqlClient, link: LinkDefinition & { via: string; target: ResourceDefinition }, ownerId: number): Promise<boolean> =>
  (await db.get(`SELECT 1 FROM ${quote(tableOf(link.target))} WHERE ${quote(link.via)} = ? LIMIT 1`, [ownerId])) !== undefined;

/** A deleted owner leaves its targets pointing at nothing. */
export async function clearViaTargets(db: SqlClient, owner: ResourceDefinition, id: number): Promise<void> {
  for (const link of Object.values(owner.links)) if (link.via !== undefined && link.target) await clearReferences(db, link.target, link.via, id);
}

/** The link as a via link with its target, when it is one. */
export const viaLinkOf = (link: LinkDefinition): (LinkDefinition & { via: string; target: ResourceDefinition }) | undefined =>
  (link.via !== undefined && link.target ? link as LinkDefinition & { via: string; target: ResourceDefinition } : undefined);
