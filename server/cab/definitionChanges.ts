import { diff } from '../repositories/activityLog';
import type { CabDefinition, CabLevel } from './definitions';

const BOARD_FIELDS = ['name', 'action_on_approve', 'action_on_deny', 'send_auto_reminders', 'reminder_interval'] as const;

/** A level in a line of the activity log: "1. Technical review (any; users 3, 4; user types 2)". */
const levelText = (level: CabLevel) => {
  const { users, user_types: types } = level.approvers;
  const approvers = [users.length ? `users ${users.join(', ')}` : '', types.length ? `user types ${types.join(', ')}` : ''].filter(Boolean);
  return `${level.order}. ${level.name} (${[level.match, ...approvers].join('; ')})`;
};

export const levelsText = (levels: CabLevel[]) => levels.map(levelText).join(' | ');

/**
 * What changed between two versions of a board, for the activity log: each board field that
 * changed, and the levels as one text when any level changed (added, removed, renamed, reordered).
 */
export function definitionChanges(before: CabDefinition | undefined, after: CabDefinition | undefined): Record<string, [unknown, unknown]> {
  const fields = (definition: CabDefinition | undefined) =>
    Object.fromEntries(BOARD_FIELDS.map((name) => [name, definition?.[name] ?? null]));
  const changes = diff(fields(before), fields(after));
  const [old, now] = [levelsText(before?.levels ?? []), levelsText(after?.levels ?? [])];
  if (old !== now) changes.levels = [old || null, now || null];
  return changes;
}
