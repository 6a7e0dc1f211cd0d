/**
 * Conditions a server module evaluates for an x-actions flag's `when` (a flag granted only while the
 * record's approval board is pending, say). Declared in code by the modules (ServerModule.flagConditions),
 * since only the server grants flags; loadResources refuses a resource file naming a condition none has.
 */
import type { SqlClient } from './database/sqlClient';
import type { ResourceDefinition } from '../src/kernel';
import { moduleTable } from './modules/moduleTable';
import type { Row } from './repositories/records';
import type { User } from './repositories/users';

export interface FlagContext {
  db: SqlClient;
  def: ResourceDefinition;
  row: Row;
  user: User | null;
}

/** Answers at once when the row says it all, else after reading the database. */
export type FlagCondition = (context: FlagContext) => boolean | Promise<boolean>;

/** Every module's flag conditions, by the name a `when` gives. */
export const flagConditions = moduleTable((module) => module.flagConditions);

/** The condition a `when` names, or a programming error: loadResources has checked every name a file gives. */
export function flagCondition(name: string): FlagCondition {
  const condition = Object.hasOwn(flagConditions(), name) ? flagConditions()[name] : undefined;
  if (!condition) throw new Error(`no flag condition "${name}"`);
  return condition;
}

/** Every `when` of the resource files must name a condition of a module. */
export function flagConditionProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => Object.entries(def.actions?.flags ?? {}).flatMap(([flag, grant]) => {
    if (grant.when === undefined || Object.hasOwn(flagConditions(), grant.when)) return [];
    return [`${fileOf(def.name)} /x-actions/flags/${flag}/when: "${grant.when}" is not a flag condition (server/flagConditions.ts)`];
  }));
}
