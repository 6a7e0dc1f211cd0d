import { type ResourceDefinition, type FlagGrant, type Role, hasRole } from '../../../src/kernel';
import { isLocked } from '../../locks';
import type { Row } from '../../repositories/records';

/** whenLinked holds when each named link holds something (true) or nothing (false): { change: false } on a problem without a change. */
const linksMatch = (grant: FlagGrant, held: ReadonlySet<string>) =>
  Object.entries(grant.whenLinked ?? {}).every(([link, wanted]) => held.has(link) === wanted);

/** A condition a server module evaluates (FLAG_CONDITIONS), asked only of a grant that names one. */
export type ConditionCheck = (condition: string) => boolean;

/** A grant holds when the role reaches grant.role, for an `unlocked` grant the record is not locked, its whenLinked matches and its `when` holds. */
const granted = (grant: FlagGrant, role: Role | undefined, locked: boolean, held: ReadonlySet<string>, holds: ConditionCheck) =>
  hasRole(role, grant.role) && !(grant.unlocked && locked) && linksMatch(grant, held) && (grant.when === undefined || holds(grant.when));

/**
 * Every x-actions flag of a record for the caller, given the names of the record's links that hold
 * something: grantedFlags(problem, 'agent', closedRow, new Set()).problem_edit === false.
 */
export function grantedFlags(def: ResourceDefinition, role: Role | undefined, row: Row, held: ReadonlySet<string> = new Set(), holds: ConditionCheck = () => false): Record<string, boolean> {
  const locked = isLocked(def, row);
  return Object.fromEntries(Object.entries(def.actions?.flags ?? {}).map(([flag, grant]) => [flag, granted(grant, role, locked, held, holds)]));
}
