/**
 * Who an approver entry stands for. A user entry is that user. User types resolve to people where
 * this product knows them: Requester is the change's requester, Agent every agent, Administrator
 * every administrator. Department manager, Team lead and Organization manager have no members here
 * (the product stores no such roles): an entry of those types gets no link, and only an
 * administrator can decide it, in the app.
 */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

export type ApproverKind = 'user' | 'user_type';

export interface ApproverEntry {
  kind: ApproverKind;
  approver_id: number;
}

/** user_types item ids. */
export const USER_TYPES = { requester: 1, agent: 2, administrator: 3 } as const;

const idsOfRole = (db: Database, role: string) =>
  (prepared(db, 'SELECT id FROM users WHERE role = ? ORDER BY id').all(role) as Array<{ id: number }>).map((row) => row.id);

/** The user ids an entry stands for on a change requested by requesterId: [] for a type without members. */
export function membersOf(db: Database, entry: ApproverEntry, requesterId: number | null): number[] {
  if (entry.kind === 'user') return prepared(db, 'SELECT 1 FROM users WHERE id = ?').get(entry.approver_id) ? [entry.approver_id] : [];
  if (entry.approver_id === USER_TYPES.requester) return requesterId === null ? [] : [requesterId];
  if (entry.approver_id === USER_TYPES.agent) return idsOfRole(db, 'agent');
  if (entry.approver_id === USER_TYPES.administrator) return idsOfRole(db, 'admin');
  return [];
}

/**
 * The people who may decide the entry: its members less those the change excludes (its requester
 * and creator, separationOfDuties.ts).
 */
export function eligibleMembers(db: Database, entry: ApproverEntry, requesterId: number | null, excluded: (userId: number) => boolean): number[] {
  return membersOf(db, entry, requesterId).filter((userId) => !excluded(userId));
}

/**
 * Whether the user decides the entry: an eligible member does; an administrator also decides, in the
 * app, an entry nobody eligible is a member of (a type without members, or one standing only for the
 * change's requester): decides(db, typeEntry, adminId, null, true, () => false) for a type without members.
 */
export function decides(db: Database, entry: ApproverEntry, userId: number, requesterId: number | null, admin: boolean, excluded: (userId: number) => boolean): boolean {
  if (excluded(userId)) return false;
  const eligible = eligibleMembers(db, entry, requesterId, excluded);
  return eligible.includes(userId) || (admin && eligible.length === 0);
}

/** The name an entry shows: the user's name, or the user type's. */
export function entryName(db: Database, entry: ApproverEntry): string {
  const row = entry.kind === 'user'
    ? prepared(db, 'SELECT name FROM users WHERE id = ?').get(entry.approver_id)
    : prepared(db, "SELECT name FROM reference_items WHERE kind = 'user_types' AND id = ?").get(entry.approver_id);
  return (row as { name: string } | undefined)?.name ?? `#${entry.approver_id}`;
}

/** Whether the entry names something that exists: a user, or an item of user_types. */
export function approverExists(db: Database, entry: ApproverEntry): boolean {
  return entryName(db, entry) !== `#${entry.approver_id}`;
}
