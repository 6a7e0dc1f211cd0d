/**
 * Separation of duties on change approval: whoever requested or created a change never decides on
 * it, whatever a board lists. They get no approval link, their vote is refused (403) in the app and
 * by link, nobody adds them as approvers, and an entry that stands only for them is decided by an
 * administrator, like an entry nobody is a member of (approvalMembers.ts).
 */
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import type { Row } from '../repositories/records';

export type Conflict = 'requester' | 'creator';

/** Who may not decide on a change: its requester and its creator (the property the resource file fills with x-auto "creator"). */
export interface Conflicts {
  requester: number | null;
  creator: number | null;
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

export function conflictsOf(def: ResourceDefinition, change: Row): Conflicts {
  const creatorField = Object.values(def.fields).find((field) => field.schema['x-auto'] === 'creator')?.name;
  return { requester: idOf(change.requester_id), creator: creatorField ? idOf(change[creatorField]) : null };
}

/** conflictOf({ requester: 9, creator: 2 }, 2) === 'creator'; undefined for anyone else. */
export function conflictOf(conflicts: Conflicts, userId: number): Conflict | undefined {
  if (conflicts.requester === userId) return 'requester';
  return conflicts.creator === userId ? 'creator' : undefined;
}

export const isConflicted = (conflicts: Conflicts, userId: number) => conflictOf(conflicts, userId) !== undefined;

const VERBS: Record<Conflict, string> = { requester: 'requested', creator: 'created' };

/** The 403 of a vote from someone the change excludes: 'You requested this change, so you can not approve or deny it: ...'. */
export const ownVoteRefusal = (conflict: Conflict) => `You ${VERBS[conflict]} this change, so you can not approve or deny it: another approver must decide.`;

/** Why someone the change excludes can not be added as its approver: 'Ken Tanaka requested this change and can not decide on it.' */
export const approverRefusal = (name: string, conflict: Conflict) => `${name} ${VERBS[conflict]} this change and can not decide on it.`;
