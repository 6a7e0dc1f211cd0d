/**
 * Who belongs to which department and organisation of the host help desk: the people an
 * announcement reaches. One row per person and group; a person may belong to several groups.
 * kind is the look-up's item kind ('departments', 'organizations'), id the item's id.
 */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

export type MembershipKind = 'departments' | 'organizations';

export function ensureMembershipTable(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS user_memberships (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      item_id INTEGER NOT NULL,
      PRIMARY KEY (kind, item_id, user_id)
    );`);
}

export function insertMembership(db: Database, userId: number, kind: MembershipKind, itemId: number): void {
  prepared(db, 'INSERT OR IGNORE INTO user_memberships (user_id, kind, item_id) VALUES (?, ?, ?)').run(userId, kind, itemId);
}

/** The members of a group, by id: [{ id, name, email }]. */
export function membersOf(db: Database, kind: MembershipKind, itemId: number): Array<{ id: number; name: string; email: string }> {
  return prepared(db, `SELECT u.id, u.name, u.email FROM user_memberships m JOIN users u ON u.id = m.user_id
    WHERE m.kind = ? AND m.item_id = ? ORDER BY u.id`).all(kind, itemId) as Array<{ id: number; name: string; email: string }>;
}

/** The groups of a kind a person belongs to, by name: [{ id, name }]; undefined for an unknown person. */
export function groupsOf(db: Database, userId: number, kind: MembershipKind): Array<{ id: number; name: string }> | undefined {
  if (!prepared(db, 'SELECT 1 FROM users WHERE id = ?').get(userId)) return undefined;
  return prepared(db, `SELECT i.id, i.name FROM user_memberships m JOIN reference_items i ON i.kind = m.kind AND i.id = m.item_id
    WHERE m.user_id = ? AND m.kind = ? ORDER BY i.name, i.id`).all(userId, kind) as Array<{ id: number; name: string }>;
}
