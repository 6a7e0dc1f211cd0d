import { hasRole, type ResourceDefinition } from '../src/kernel';
import type { SqlClient } from './database/sqlClient';
import { flagCondition } from './flagConditions';
import { forbidden } from './httpErrors';
import { heldLinksOf } from './repositories/heldLinksOf';
import type { Row } from './repositories/records';
import type { User } from './repositories/users';
import { grantedFlags } from './routes/actions/grantedFlags';

/**
 * Every x-actions flag of a record for the caller, as its actions call answers them. The modules'
 * conditions (which may read the database) are answered first, those of the grants the caller's
 * role reaches, and then the grants are judged with them.
 */
export async function recordFlags(db: SqlClient, def: ResourceDefinition, row: Row, user: User | null): Promise<Record<string, boolean>> {
  const answers = new Map<string, boolean>();
  for (const grant of Object.values(def.actions?.flags ?? {})) {
    if (grant.when === undefined || answers.has(grant.when) || !hasRole(user?.role, grant.role)) continue;
    answers.set(grant.when, await flagCondition(grant.when)({ db, def, row, user }));
  }
  return grantedFlags(def, user?.role, row, await heldLinksOf(db, def, row.id as number), (condition) => answers.get(condition) ?? false);
}

/**
 * Refuses (403, with `message`) a caller who does not hold the flag on the record: the server
 * answers a call as the screen would have offered it, so a button hidden by a flag cannot be reached directly.
 */
export async function requireFlag(db: SqlClient, def: ResourceDefinition, row: Row, user: User, flag: string, message: string): Promise<void> {
  if (!(await recordFlags(db, def, row, user))[flag]) throw forbidden(message);
}
