import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../src/kernel';
import { flagCondition } from './flagConditions';
import { forbidden } from './httpErrors';
import { heldLinksOf } from './repositories/heldLinksOf';
import type { Row } from './repositories/records';
import type { User } from './repositories/users';
import { grantedFlags } from './routes/actions/grantedFlags';

/** Every x-actions flag of a record for the caller, as its actions call answers them. */
export function recordFlags(db: Database, def: ResourceDefinition, row: Row, user: User | null): Record<string, boolean> {
  const holds = (condition: string) => flagCondition(condition)({ db, def, row, user });
  return grantedFlags(def, user?.role, row, heldLinksOf(db, def, row.id as number), holds);
}

/**
 * Refuses (403, with `message`) a caller who does not hold the flag on the record: the server
 * answers a call as the screen would have offered it, so a button hidden by a flag cannot be reached directly.
 */
export function requireFlag(db: Database, def: ResourceDefinition, row: Row, user: User, flag: string, message: string): void {
  if (!recordFlags(db, def, row, user)[flag]) throw forbidden(message);
}
