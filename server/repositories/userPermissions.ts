import type { Database } from 'better-sqlite3';
import { type Role, hasRole } from '../../src/kernel';
import { PERMISSIONS, permissionsForRole, USER_PERMISSIONS, type PermissionName } from '../permissions';
import { prepared } from '../sql';

/**
 * Who holds which permission: a row per user and permission their administrator decided, granted or
 * not. A user without a row for a permission has their role's default (server/permissions.ts), so a
 * new agent starts with the service-desk set and a role's default can change without rewriting users.
 */
const TABLE = `
CREATE TABLE IF NOT EXISTS user_permissions (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL,
  granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
  PRIMARY KEY (user_id, permission_id)
) WITHOUT ROWID;
`;

export function ensureUserPermissionTable(db: Database): void {
  db.exec(TABLE);
}

/** The role's default for one permission id: the service-desk set by its lowest role, the user list to users. */
function defaultFor(role: Role, id: number): boolean {
  const grant = Object.values(PERMISSIONS.grants).find((entry) => entry.id === id);
  if (grant) return hasRole(role, grant.role);
  return role === 'user' && USER_PERMISSIONS.some((entry) => entry.id === id);
}

const decided = (db: Database, userId: number) => new Map((prepared(db, 'SELECT permission_id, granted FROM user_permissions WHERE user_id = ?')
  .all(userId) as Array<{ permission_id: number; granted: number }>).map((row) => [row.permission_id, row.granted === 1]));

/** The ids of the permissions a user holds now, among those of their role's list. */
export function heldPermissionIds(db: Database, user: { id: number; role: Role }): number[] {
  const rows = decided(db, user.id);
  return permissionsForRole(user.role).filter(({ id }) => rows.get(id) ?? defaultFor(user.role, id)).map(({ id }) => id);
}

/** permissionsOf(db, agent).attach_asset === true unless an administrator took it away; every flag is present. */
export function permissionsOf(db: Database, user: { id: number; role: Role } | null): Record<PermissionName, boolean> {
  const rows = user ? decided(db, user.id) : new Map<number, boolean>();
  return Object.fromEntries(Object.entries(PERMISSIONS.grants).map(([name, { id, role }]) => [
    name, !!user && hasRole(user.role, role) && (rows.get(id) ?? defaultFor(user.role, id)),
  ])) as Record<PermissionName, boolean>;
}

/** Makes the user hold exactly `ids` of their role's list (one transaction): the others are recorded as taken away. */
export function replacePermissions(db: Database, user: { id: number; role: Role }, ids: number[]): void {
  const wanted = new Set(ids);
  const upsert = prepared(db, 'INSERT INTO user_permissions (user_id, permission_id, granted) VALUES (?, ?, ?) ON CONFLICT (user_id, permission_id) DO UPDATE SET granted = excluded.granted');
  db.transaction(() => {
    for (const { id } of permissionsForRole(user.role)) upsert.run(user.id, id, wanted.has(id) ? 1 : 0);
  })();
}
