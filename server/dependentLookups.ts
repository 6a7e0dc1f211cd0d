/**
 * Look-ups of one record's items, whose URL names the record (x-ref.lookup with a placeholder filled
 * by x-ref.dependsOn): the route answers them, and a save checks a dependent choice against them.
 *   user-organization/{userId} → the organisations the person belongs to, at data.organizations
 */
import type { SqlClient } from './database/sqlClient';
import { groupsOf } from './repositories/memberships';

export interface DependentLookup {
  /** The route, fastify style. */
  route: string;
  /** The key of data the items are answered under. */
  key: string;
  /** The items of record id; undefined when there is no such record. */
  items(db: SqlClient, id: number): Promise<Array<{ id: number; name: string }> | undefined>;
}

export const DEPENDENT_LOOKUPS: Record<string, DependentLookup> = {
  '/service-desk/api/user-organization/{}': {
    route: '/service-desk/api/user-organization/:id', key: 'organizations', items: async (db, id) => groupsOf(db, id, 'organizations'),
  },
};

/** The dependent look-up of an x-ref.lookup template: '/…/user-organization/{user_ids}' → user-organization's. */
export const dependentLookupOf = (template: string): DependentLookup | undefined => DEPENDENT_LOOKUPS[template.replace(/\{\w+\}/g, '{}')];
