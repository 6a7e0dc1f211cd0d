/**
 * Conditions a server module evaluates for an x-actions flag's `when` (a flag granted only while the
 * record's approval board is pending, say). Declared in code, since only the server grants flags;
 * loadResources refuses a resource file naming a condition that is not here.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../src/kernel';
import { CAB_FLAG_CONDITIONS } from './cab/cabFlags';
import { CONTRACT_FLAG_CONDITIONS } from './contracts/contractFlags';
import type { Row } from './repositories/records';
import type { User } from './repositories/users';

export interface FlagContext {
  db: Database;
  def: ResourceDefinition;
  row: Row;
  user: User | null;
}

export type FlagCondition = (context: FlagContext) => boolean;

export const FLAG_CONDITIONS: Record<string, FlagCondition> = { ...CAB_FLAG_CONDITIONS, ...CONTRACT_FLAG_CONDITIONS };

/** Every `when` of the resource files must name a condition of FLAG_CONDITIONS. */
export function flagConditionProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => Object.entries(def.actions?.flags ?? {}).flatMap(([flag, grant]) => {
    if (grant.when === undefined || Object.hasOwn(FLAG_CONDITIONS, grant.when)) return [];
    return [`${fileOf(def.name)} /x-actions/flags/${flag}/when: "${grant.when}" is not a flag condition (server/flagConditions.ts)`];
  }));
}
