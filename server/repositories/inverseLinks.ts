import type { LinkDefinition, ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { badRequest, notFound } from '../httpErrors';
import { logActivity } from './activityLog';
import { linkedAlready, requireOwner, touchFormSets } from './linkRecords';
import { deleteLink, holdersOf, insertLinks, linkChangeKey, linkedIds, type LinkKey } from './recordLinks';

/**
 * A change made through an inverse link (x-links inverse): `owner` is the record the request names, the
 * targets own the pairs in their link `inverse` (an asset attaching problems writes the problems' assets).
 */
export interface InverseChange {
  owner: ResourceDefinition;
  link: LinkDefinition;
  ownerId: number;
  /** Target ids, already known to exist. */
  targetIds: number[];
  /** How the owner's log names a target, and how the targets' logs name the owner, read before the change. */
  nameOf: (id: number) => string;
  ownerName: string;
  userId: number | null;
  /** The value new pairs are stored with, in the target link's words (storedAttribute); a detach removes only a pair with it. */
  attribute?: string;
}

/** The target's link holding the pairs, and the pair key of one target. */
function heldBy(change: InverseChange) {
  const target = change.link.target!;
  const held = target.links[change.link.inverse!];
  return { target, held, keyOf: (id: number): LinkKey => ({ owner: target.name, ownerId: id, link: held.name }) };
}

const noun = (def: ResourceDefinition, count: number) => (count === 1 ? def.title : def.label.toLowerCase());

/** Logs the change on both sides, as attach and detach do on an owner: names as they were at the time. */
async function logBothSides(db: SqlClient, change: InverseChange, ids: number[], attached: boolean): Promise<void> {
  const { owner, link, ownerId, nameOf, ownerName, userId } = change;
  const { target, held } = heldBy(change);
  const side = (names: string[]): [string[] | null, string[] | null] => (attached ? [null, names] : [names, null]);
  for (const id of ids) {
    await logActivity(db, { resource: target.name, recordId: id, userId, action: 'updated', changes: { [linkChangeKey(held.name)]: side([ownerName]) } });
  }
  await logActivity(db, { resource: owner.name, recordId: ownerId, userId, action: 'updated', changes: { [linkChangeKey(link.name)]: side(ids.map(nameOf)) } });
}

/**
 * Attaches the record to each target's own link in one transaction: a target that holds it already is
 * skipped, a locked target refuses with its lock message, the target link's max holds. Answers the new ids.
 */
export async function attachInverse(db: SqlClient, change: InverseChange): Promise<number[]> {
  const { owner, ownerId, targetIds } = change;
  const { target, held, keyOf } = heldBy(change);
  return db.transaction(async () => {
    await requireOwner(db, owner, ownerId);
    const fresh: number[] = [];
    // The record's own side may be limited too: a ticket is in at most one problem's tickets.
    const holders = await holdersOf(db, { owner: target.name, ownerId: 0, link: held.name }, ownerId);
    const adding = [...new Set(targetIds)].filter((id) => !holders.includes(id));
    if (change.link.max !== undefined && holders.length + adding.length > change.link.max) {
      throw badRequest(`A ${owner.title} can be linked to at most ${change.link.max} ${noun(target, change.link.max)}; detach ${holders.length === 1 ? 'it' : 'one'} first.`);
    }
    for (const id of new Set(targetIds)) {
      await requireOwner(db, target, id);
      const current = await linkedIds(db, keyOf(id));
      if (current.includes(ownerId)) continue;
      if (held.max !== undefined && current.length + 1 > held.max) {
        // Named, since a request may carry several targets: "The change CHG-7 Patch is linked to a release already; detach it first."
        throw badRequest(linkedAlready(target, change.nameOf(id), owner, held.max));
      }
      await insertLinks(db, keyOf(id), owner.name, [ownerId], undefined, change.attribute ?? null);
      fresh.push(id);
    }
    await touchFormSets(db, target, held.name, fresh);
    if (fresh.length) await logBothSides(db, change, fresh, true);
    return fresh;
  });
}

/** Detaches the record from every target in one transaction; a target not holding it is a 404 and nothing is detached. */
export async function detachInverse(db: SqlClient, change: InverseChange): Promise<void> {
  const { owner, ownerId, targetIds } = change;
  const { target, held, keyOf } = heldBy(change);
  const ids = [...new Set(targetIds)];
  await db.transaction(async () => {
    await requireOwner(db, owner, ownerId);
    for (const id of ids) {
      await requireOwner(db, target, id);
      if (!await deleteLink(db, keyOf(id), ownerId, change.attribute)) throw notFound(`The ${target.title} ${change.nameOf(id)} is not attached to this ${owner.title}.`);
    }
    await touchFormSets(db, target, held.name, ids);
    await logBothSides(db, change, ids, false);
  });
}
