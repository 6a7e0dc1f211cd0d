/**
 * Who belongs to which department and organisation of the host help desk: the people an
 * announcement reaches. One row per person and group; a person may belong to several groups.
 * kind is the look-up's item kind ('departments', 'organizations'), id the item's id.
 */
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';

export type MembershipKind = 'departments' | 'organizations';

export async function ensureMembershipTable(db: SqlClient): Promise<void> {
  const { integer } = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS user_memberships (
      user_id ${integer} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      item_id ${integer} NOT NULL,
      PRIMARY KEY (kind, item_id, user_id)
    );`);
}

export async function insertMembership(db: SqlClient, userId: number, kind: MembershipKind, itemId: number): Promise<void> {
  await db.run('INSERT INTO user_memberships (user_id, kind, item_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [userId, kind, itemId]);
}

/** The members of a group, by id: [{ id, name, email }]. */
export async function membersOf(db: SqlClient, kind: MembershipKind, itemId: number): Promise<Array<{ id: number; name: string; email: string }>> {
  return db.all<{ id: number; name: string; email: string }>(`SELECT u.id, u.name, u.email FROM user_memberships m JOIN users u ON u.id = m.user_id
    WHERE m.kind = ? AND m.item_id = ? ORDER BY u.id`, [kind, itemId]);
}

/** The groups of a kind a person belongs to, by name: [{ id, name }]; undefined for an unknown person. */
export async function groupsOf(db: SqlClient, userId: number, kind: MembershipKind): Promise<Array<{ id: number; name: string }> | undefined> {
  if (!await db.get('SELECT 1 AS found FROM users WHERE id = ?', [userId])) return undefined;
  return db.all<{ id: number; name: string }>(`SELECT i.id, i.name FROM user_memberships m JOIN reference_items i ON i.kind = m.kind AND i.id = m.item_id
    WHERE m.user_id = ? AND m.kind = ? ORDER BY i.name, i.id`, [userId, kind]);
}
