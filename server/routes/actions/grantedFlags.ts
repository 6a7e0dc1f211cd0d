import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import type { Grant, Role } from '../../../src/engine/schema/types';
import { isLocked } from '../../locks';
import type { Row } from '../../repositories/records';
import { hasRole } from '../../roles';

/** A grant holds when the role reaches grant.role and, for an `unlocked` grant, the record is not locked. */
const granted = (grant: Grant, role: Role | undefined, locked: boolean) => hasRole(role, grant.role) && !(grant.unlocked && locked);

/** Every x-actions flag of a record for the caller: grantedFlags(problem, 'agent', closedRow).problem_edit === false. */
export function grantedFlags(def: ResourceDefinition, role: Role | undefined, row: Row): Record<string, boolean> {
  const locked = isLocked(def, row);
  return Object.fromEntries(Object.entries(def.actions?.flags ?? {}).map(([flag, grant]) => [flag, granted(grant, role, locked)]));
}
