import { type Role, hasRole } from '../../src/kernel';
import type { Dialect, SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { PERMISSIONS, permissionsForRole, USER_PERMISSIONS, type PermissionName } from '../permissions';

/**
 * Who holds which permission: a row per user and permission their administrator decided, granted or
 * not. A user without a row for a permission has their role's default (server/permissions.ts), so a
 * new agent starts with the service-desk set and a role's default can change without rewriting users.
 */
const table = (dialect: Dialect) => `
CREATE TABLE IF NOT EXISTS user_permissions (
  user_id ${sqlTypes(dialect).integer} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permission_id ${sqlTypes(dialect).integer} NOT NULL,
  granted ${sqlTypes(dialect).integer} NOT NULL CHECK (granted IN (0, 1)),
  PRIMARY KEY (user_id, permission_id)
)${dialect === 'sqlite' ? ' WITHOUT ROWID' : ''};
`;

export async function ensureUserPermissionTable(db: SqlClient): Promise<void> {
  await db.exec(table(db.dialect));
}

/** The role's default for one permission id: the service-desk set by its lowest role, the user list to users. */
function defaultFor(role: Role, id: number): boolean {
  const grant = Object.values(PERMISSIONS.grants).find((entry) => entry.id === id);
  if (grant) return hasRole(role, grant.role);
  return role === 'user' && USER_PERMISSIONS.some((entry) => entry.id === id);
}

const decided = async (db: SqlClient, userId: number) => new Map((await db.all<{ permission_id: number; granted: number }>(
  'SELECT permission_id, granted FROM user_permissions WHERE user_id = ?', [userId])).map((row) => [Number(row.permission_id), Number(row.granted) === 1]));

/** The ids of the permissions a user holds now, among those of their role's list. */
export async function heldPermissionIds(db: SqlClient, user: { id: number; role: Role }): Promise<number[]> {
  const rows = await decided(db, user.id);
  return permissionsForRole(user.role).filter(({ id }) => rows.get(id) ?? defaultFor(user.role, id)).map(({ id }) => id);
}

/** permissionsOf(db, agent).attach_asset === true unless an administrator took it away; every flag is present. */
export async function permissionsOf(db: SqlClient, user: { id: number; role: Role } | null): Promise<Record<PermissionName, boolean>> {
  const rows = user ? await decided(db, user.id) : new Map<number, boolean>();
  return Object.fromEntries(Object.entries(PERMISSIONS.grants).map(([name, { id, role }]) => [
    name, !!user && hasRole(user.role, role) && (rows.get(id) ?? defaultFor(user.role, id)),
  ])) as Record<PermissionName, boolean>;
}

/** Makes the user hold exactly `ids` of their role's list (one transaction): the others are recorded as taken away. */
export async function replacePermissions(db: SqlClient, user: { id: number; role: Role }, ids: number[]): Promise<void> {
  const wanted = new Set(ids);
  const upsert = 'INSERT INTO user_permissions (user_id, permission_id, granted) VALUES (?, ?, ?) ON CONFLICT (user_id, permission_id) DO UPDATE SET granted = excluded.granted';
  await db.transaction(async () => {
    for (const { id } of permissionsForRole(user.role)) await db.run(upsert, [user.id, id, wanted.has(id) ? 1 : 0]);
  });
}
