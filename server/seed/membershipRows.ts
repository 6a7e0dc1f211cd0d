/**
 * Demo memberships: every seeded person belongs to one department and one organisation, by
 * position, so each department and organisation of the demo has people to announce to.
 */
import type { Database } from 'better-sqlite3';
import { insertMembership } from '../repositories/memberships';
import { itemIds, pick, USERS } from './seedPeople';

export function seedMemberships(db: Database): void {
  USERS.forEach((user, i) => {
    insertMembership(db, user.id, 'departments', pick(itemIds('departments'), i));
    insertMembership(db, user.id, 'organizations', pick(itemIds('organizations'), i));
  });
}
