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
