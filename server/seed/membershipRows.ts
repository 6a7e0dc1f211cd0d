/**
 * Demo memberships: every seeded person belongs to one department and one organisation, by
 * position, so each department and organisation of the demo has people to announce to.
 */
import type { SqlClient } from '../database/sqlClient';
import { insertMembership } from '../repositories/memberships';
import { itemIds, pick, USERS } from './seedPeople';

export async function seedMemberships(db: SqlClient): Promise<void> {
  for (const [i, user] of USERS.entries()) {
    await insertMembership(db, user.id, 'departments', pick(itemIds('departments'), i));
    await insertMembership(db, user.id, 'organizations', pick(itemIds('organizations'), i));
  }
}
