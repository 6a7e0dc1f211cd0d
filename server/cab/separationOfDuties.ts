/**
 * Separation of duties on change approval: whoever requested or created a change never decides on
 * it, whatever a board lists. Who may not decide is fixed when a board is applied and only grows: the
 * change's requester and creator at that moment are stored with the applied board, and whoever
 * becomes its requester while the board runs is added in the same transaction as that edit
 * (changeUpdateGuard.ts). So editing the requester away never lets its former holder decide. They get
 * no approval link, their vote is refused (403) in the app and by link, nobody adds them as approvers,
 * and an entry that stands only for them is decided by an administrator (approvalMembers.ts).
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import type { Row } from '../repositories/records';
import { membersOf, type ApproverEntry } from './approvalMembers';
import { asChange, type ChangeRow } from './changeRow';

export type Conflict = 'requester' | 'creator';

/** Who may not decide on a board's change, each with why: requester wins over creator for one person. */
export type Exclusions = ReadonlyMap<number, Conflict>;

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** The change's requester and creator as it stands now (the creator: the property the resource file fills with x-auto "creator"). */
export function currentConflicts(def: ResourceDefinition, change: ChangeRow): Array<[number, Conflict]> {
  const creatorField = Object.values(def.fields).find((field) => field.schema['x-auto'] === 'creator')?.name;
  const requester = change.requester_id;
  // The creator is whichever property the file marks, so it is read by that name.
  const row: Row = change;
  const creator = creatorField ? idOf(row[creatorField]) : null;
  const found: Array<[number, Conflict]> = [];
  if (requester !== null) found.push([requester, 'requester']);
  if (creator !== null) found.push([creator, 'creator']);
  return found;
}

/** Adds a person the board's change excludes; kept for as long as the board. */
export async function exclude(db: SqlClient, boardId: number, userId: number, conflict: Conflict): Promise<void> {
  await db.run('INSERT INTO change_cab_exclusions (change_cab_id, user_id, conflict) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [boardId, userId, conflict]);
}

/** Stores the change's requester and creator with a board being applied to it. */
export async function excludeCurrent(db: SqlClient, boardId: number, def: ResourceDefinition, change: ChangeRow): Promise<void> {
  for (const [userId, conflict] of currentConflicts(def, change)) await exclude(db, boardId, userId, conflict);
}

/** exclusionsOf(db, 7).get(2) === 'creator' when user 2 created the change board 7 was applied to. */
export async function exclusionsOf(db: SqlClient, boardId: number): Promise<Exclusions> {
  const rows = await db.all<{ user_id: number; conflict: Conflict }>(
    "SELECT user_id, conflict FROM change_cab_exclusions WHERE change_cab_id = ? ORDER BY CASE WHEN conflict = 'requester' THEN 1 ELSE 0 END DESC", [boardId]);
  const found = new Map<number, Conflict>();
  for (const row of rows) if (!found.has(row.user_id)) found.set(row.user_id, row.conflict);
  return found;
}

/**
 * Boards applied before exclusions were stored take their change's requester and creator as they are
 * at this start: the best that can be known of them now.
 */
export async function storeMissingExclusions(db: SqlClient, def: ResourceDefinition, findChange: (id: number) => Promise<Row | undefined> | Row | undefined): Promise<void> {
  const boards = await db.all<{ id: number; change_id: number }>('SELECT id, change_id FROM change_cab_boards WHERE id NOT IN (SELECT change_cab_id FROM change_cab_exclusions)');
  for (const board of boards) {
    const change = await findChange(board.change_id);
    if (change) await excludeCurrent(db, board.id, def, asChange(change));
  }
}

/**
 * The conflicts of an entry all of whose people the board excludes, requester first and each once:
 * entryConflicts(db, alansEntry, requesterId, exclusions) → ['creator'] on a change Alan created;
 * [] when one of them may decide, or it stands for nobody.
 */
export async function entryConflicts(db: SqlClient, entry: ApproverEntry, requesterId: number | null, exclusions: Exclusions): Promise<Conflict[]> {
  const members = await membersOf(db, entry, requesterId);
  if (!members.length || !members.every((member) => exclusions.has(member))) return [];
  return (['requester', 'creator'] as const).filter((conflict) => members.some((member) => exclusions.get(member) === conflict));
}

const VERBS: Record<Conflict, string> = { requester: 'requested', creator: 'created' };

/** The 403 of a vote from someone the change excludes: 'You requested this change, so you can not approve or deny it: ...'. */
export const ownVoteRefusal = (conflict: Conflict) => `You ${VERBS[conflict]} this change, so you can not approve or deny it: another approver must decide.`;

/** Why someone the change excludes can not be added as its approver: 'Ken Tanaka requested this change and can not decide on it.' */
export const approverRefusal = (name: string, conflict: Conflict) => `${name} ${VERBS[conflict]} this change and can not decide on it.`;

/** What the people of an entry did that keeps them from deciding, as the CABs tab notes it: 'created the change', 'requested or created the change'. */
export const conflictDeed = (conflicts: Conflict[]) => `${conflicts.map((conflict) => VERBS[conflict]).join(' or ')} the change`;

/** Why an administrator decides an entry for its approver, as recorded with the decision: 'who created the change'. */
export const conflictReason = (conflict: Conflict) => `who ${conflictDeed([conflict])}`;
