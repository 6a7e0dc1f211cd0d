import type { LinkDefinition, ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { badRequest, notFound } from '../httpErrors';
import { refuseLocked } from '../locks';
import { quote } from '../sql';
import { logActivity } from './activityLog';
import { findRecord, touchVersions } from './records';
import { deleteLink, holdersOf, insertLinks, linkChangeKey, linkedIds, type LinkKey } from './recordLinks';
import { tableOf } from './resourceTable';
import { attachVia, detachVia, viaLinkOf } from './viaLinks';

/** The ids among `ids` that are rows of the resource. */
export async function existingIds(db: SqlClient, def: ResourceDefinition, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.all<{ id: number }>(`SELECT id FROM ${quote(tableOf(def))} WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
  return new Set(rows.map((row) => row.id));
}

export interface LinkChange {
  owner: ResourceDefinition;
  link: LinkDefinition;
  ownerId: number;
  /** Target ids, already known to exist. */
  targetIds: number[];
  /** How the activity log names a target ("AST-0001 Dell Latitude"), read before the change. */
  nameOf: (id: number) => string;
  userId: number | null;
  /** The value of the link's attribute new pairs are stored with (x-links attribute), if it has one. */
  attribute?: string;
  /** The owner was judged by the caller already: a save checks the lock before it writes, so a save that locks the record may still carry its set. */
  ownerChecked?: boolean;
}

const noun = (target: ResourceDefinition | undefined, count: number) =>
  (count === 1 ? target?.title : target?.label.toLowerCase()) ?? 'records';

/** How a refusal names a target its other side holds already: "The ticket #TKT-1001 VPN drops is linked to a problem already; detach it first." */
export function linkedAlready(target: ResourceDefinition, name: string, holder: ResourceDefinition, max: number): string {
  const already = max === 1 ? `a ${holder.title} already` : `${max} ${noun(holder, max)} already`;
  return `The ${target.title} ${name} is linked to ${already}; detach it first.`;
}

/**
 * Refuses (400, naming the first) targets that other owners hold as often as the target's side allows:
 * the target's inverse link with a max (a ticket's `problem`, max 1) limits the owners of one target,
 * whichever side attaches it. Pairs of this owner do not count, so attaching them again stays a no-op.
 */
async function refuseHeldElsewhere(db: SqlClient, change: Pick<LinkChange, 'owner' | 'link' | 'ownerId' | 'nameOf'>, ids: number[]): Promise<void> {
  const { owner, link, ownerId, nameOf } = change;
  const target = link.target;
  const max = target && Object.values(target.links).find((own) => own.inverse === link.name && own.resource === owner.name && own.max !== undefined)?.max;
  if (!target || max === undefined) return;
  for (const id of ids) {
    const others = (await holdersOf(db, { owner: owner.name, ownerId, link: link.name }, id)).filter((holder) => holder !== ownerId);
    if (others.length >= max) throw badRequest(linkedAlready(target, nameOf(id), owner, max));
  }
}

/** Refuses a missing (404) or locked (400) owner; the writes below check again inside their transaction. */
export async function requireOwner(db: SqlClient, owner: ResourceDefinition, id: number): Promise<void> {
  const row = await findRecord(db, owner, id);
  if (!row) throw notFound();
  refuseLocked(owner, row);
}

/**
 * A link set the owners' form holds (an x-link property such as a problem's asset_ids) is part of
 * what a save writes, so a change to it made elsewhere (attach, detach) counts as a new version of
 * each owner: a form opened before cannot save the old set back (ROW_VERSION).
 */
export async function touchFormSets(db: SqlClient, owner: ResourceDefinition, link: string, ownerIds: number[]): Promise<void> {
  if (ownerIds.length && Object.values(owner.fields).some((field) => field.link === link)) await touchVersions(db, owner, ownerIds);
}

/**
 * Attaches targets to a record in one transaction: pairs that exist already are skipped, x-links max
 * is enforced over old and new together (and the targets' side's, refuseHeldElsewhere), and the
 * owner's log says what was attached. Answers the ids that were new.
 */
export async function attachLinks(db: SqlClient, change: LinkChange): Promise<number[]> {
  const { owner, link, ownerId, targetIds, nameOf, userId, attribute } = change;
  return db.transaction(async (): Promise<number[]> => {
    await requireOwner(db, owner, ownerId);
    // A link kept in the targets' own property (x-links via) writes that property instead of pairs.
    const via = viaLinkOf(link);
    if (via) return attachVia(db, { owner, link: via, ownerId, nameOf, userId }, targetIds);
    const key: LinkKey = { owner: owner.name, ownerId, link: link.name };
    const current = new Set(await linkedIds(db, key));
    const fresh = [...new Set(targetIds)].filter((id) => !current.has(id));
    if (link.max !== undefined && current.size + fresh.length > link.max) {
      throw badRequest(`A ${owner.title} can be linked to at most ${link.max} ${noun(link.target, link.max)}; detach one first.`);
    }
    await refuseHeldElsewhere(db, change, fresh);
    await insertLinks(db, key, link.resource, fresh, undefined, attribute ?? null);
    await touchFormSets(db, owner, link.name, fresh.length ? [ownerId] : []);
    if (fresh.length) {
      await logActivity(db, { resource: owner.name, recordId: ownerId, userId, action: 'updated', changes: { [linkChangeKey(link.name)]: [null, fresh.map(nameOf)] } });
    }
    return fresh;
  });
}

/** Detaches one target (stored with that attribute, when one is given) in one transaction and logs it on the owner; 404 when it was not attached. */
export async function detachLink(db: SqlClient, change: Omit<LinkChange, 'targetIds'> & { targetId: number }): Promise<void> {
  const { owner, link, ownerId, targetId, nameOf, userId, attribute } = change;
  await db.transaction(async () => {
    await requireOwner(db, owner, ownerId);
    const via = viaLinkOf(link);
    if (via) return detachVia(db, { owner, link: via, ownerId, nameOf, userId }, targetId);
    if (!await deleteLink(db, { owner: owner.name, ownerId, link: link.name }, targetId, attribute)) {
      throw notFound(`The ${noun(link.target, 1)} is not attached to this ${owner.title}.`);
    }
    await touchFormSets(db, owner, link.name, [ownerId]);
    await logActivity(db, { resource: owner.name, recordId: ownerId, userId, action: 'updated', changes: { [linkChangeKey(link.name)]: [[nameOf(targetId)], null] } });
  });
}

/** Logs one side of a link change on the owner, as attach and detach do: [null, names] attached, [names, null] detached. */
const logLink = (db: SqlClient, change: LinkChange, names: [string[] | null, string[] | null]) =>
  logActivity(db, { resource: change.owner.name, recordId: change.ownerId, userId: change.userId, action: 'updated', changes: { [linkChangeKey(change.link.name)]: names } });

/**
 * Makes a record's link hold exactly `targetIds` (a save's x-link property) in one transaction: new
 * ids attached, missing ones detached, each side logged on the owner like attach and detach.
 */
export async function replaceLinks(db: SqlClient, change: LinkChange): Promise<void> {
  const { owner, link, ownerId, targetIds, nameOf } = change;
  await db.transaction(async () => {
    if (!change.ownerChecked) await requireOwner(db, owner, ownerId);
    const key: LinkKey = { owner: owner.name, ownerId, link: link.name };
    const current = await linkedIds(db, key);
    const wanted = new Set(targetIds);
    if (link.max !== undefined && wanted.size > link.max) {
      throw badRequest(`A ${owner.title} can be linked to at most ${link.max} ${noun(link.target, link.max)}.`);
    }
    const fresh = [...wanted].filter((id) => !current.includes(id));
    await refuseHeldElsewhere(db, change, fresh);
    const gone = current.filter((id) => !wanted.has(id));
    for (const id of gone) await deleteLink(db, key, id);
    await insertLinks(db, key, link.resource, fresh);
    if (gone.length) await logLink(db, change, [gone.map(nameOf), null]);
    if (fresh.length) await logLink(db, change, [null, fresh.map(nameOf)]);
  });
}
