import type { ResourceDefinition } from '../src/kernel';
import { badRequest } from './httpErrors';
import { toColumn } from './repositories/columnValues';
import type { Row } from './repositories/records';

/**
 * A record is locked when every key of x-actions.lockedWhen holds its value (a closed problem:
 * { active: 0 }). Compared in stored form, so a boolean rule matches its 0/1 column.
 * isLocked(problem, { active: 0 }) === true; a resource without lockedWhen is never locked.
 */
export function isLocked(def: ResourceDefinition, row: Row): boolean {
  const rule = Object.entries(def.actions?.lockedWhen ?? {});
  return rule.length > 0 && rule.every(([name, value]) => row[name] === toColumn(value));
}

/** Throws the 400 a change to a locked record gets; nothing has been written yet when it does. */
export function refuseLocked(def: ResourceDefinition, row: Row): void {
  if (isLocked(def, row)) throw badRequest(`The ${def.title} is ${def.actions?.lockedAs ?? 'closed'} and can not be changed.`);
}
