/**
 * Who an approver entry stands for. A user entry is that user. User types resolve to people where
 * this product knows them: Requester is the change's requester, Agent every agent, Administrator
 * every administrator. Department manager, Team lead and Organization manager have no members here
 * (the product stores no such roles): an entry of those types gets no link, and only an
 * administrator can decide it, in the app.
 */
import type { SqlClient } from '../database/sqlClient';

export type ApproverKind = 'user' | 'user_type';

export interface ApproverEntry {
  kind: ApproverKind;
  approver_id: number;
}

/** user_types item ids. */
export const USER_TYPES = { requester: 1, agent: 2, administrator: 3 } as const;

const idsOfRole = async (db: SqlClient, role: string) =>
  (await db.all<{ id: number }>('SELECT id FROM users WHERE role = ? ORDER BY id', [role])).map((row) => row.id);

/** The user ids an entry stands for on a change requested by requesterId: [] for a type without members. */
export async function membersOf(db: SqlClient, entry: ApproverEntry, requesterId: number | null): Promise<number[]> {
  if (entry.kind === 'user') return (await db.get('SELECT 1 AS found FROM users WHERE id = ?', [entry.approver_id])) ? [entry.approver_id] : [];
  if (entry.approver_id === USER_TYPES.requester) return requesterId === null ? [] : [requesterId];
  if (entry.approver_id === USER_TYPES.agent) return idsOfRole(db, 'agent');
  if (entry.approver_id === USER_TYPES.administrator) return idsOfRole(db, 'admin');
  return [];
}

/**
 * The people who may decide the entry: its members less those the change excludes (its requester
 * and creator, separationOfDuties.ts).
 */
export async function eligibleMembers(db: SqlClient, entry: ApproverEntry, requesterId: number | null, excluded: (userId: number) => boolean): Promise<number[]> {
  return (await membersOf(db, entry, requesterId)).filter((userId) => !excluded(userId));
}

/**
 * Whether the user decides the entry: an eligible member does; an administrator also decides, in the
 * app, an entry nobody eligible is a member of (a type without members, or one standing only for the
 * change's requester): decides(db, typeEntry, adminId, null, true, () => false) for a type without members.
 */
export async function decides(db: SqlClient, entry: ApproverEntry, userId: number, requesterId: number | null, admin: boolean, excluded: (userId: number) => boolean): Promise<boolean> {
  if (excluded(userId)) return false;
  const eligible = await eligibleMembers(db, entry, requesterId, excluded);
  return eligible.includes(userId) || (admin && eligible.length === 0);
}

/** The name an entry shows: the user's name, or the user type's. */
export async function entryName(db: SqlClient, entry: ApproverEntry): Promise<string> {
  const row = entry.kind === 'user'
    ? await db.get<{ name: string }>('SELECT name FROM users WHERE id = ?', [entry.approver_id])
    : await db.get<{ name: string }>("SELECT name FROM reference_items WHERE kind = 'user_types' AND id = ?", [entry.approver_id]);
  return row?.name ?? `#${entry.approver_id}`;
}

/** Whether the entry names something that exists: a user, or an item of user_types. */
export async function approverExists(db: SqlClient, entry: ApproverEntry): Promise<boolean> {
  return (await entryName(db, entry)) !== `#${entry.approver_id}`;
}
