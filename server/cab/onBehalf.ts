/**
 * For whom a decision is made. An entry's own approver is one of its members who may decide; an
 * administrator who decides an entry nobody who may decide is a member of (approvalMembers.decides)
 * decides it for that entry. Its name and why it could not decide itself are recorded with the
 * decision and shown as recorded (the CABs tab, the approval status, the activity log), so the board
 * never reads as the entry's own approval.
 */
import type { SqlClient } from '../database/sqlClient';
import type { EventNote } from '../repositories/activityEvents';
import { entryName, membersOf } from './approvalMembers';
import type { ApprovalStatus } from './approvalRules';
import type { AppliedEntry, OnBehalf } from './approvalStore';
import { conflictReason, type Exclusions } from './separationOfDuties';

/** The reason recorded for a user type nobody in this product belongs to. */
export const WITHOUT_MEMBERS = 'a user type with no members here';

/**
 * onBehalfOf(db, alansEntry, ada, requester, exclusions) → { name: 'Alan Agent', reason: 'who created
 * the change' }; null when the user is the entry's own approver.
 */
export async function onBehalfOf(db: SqlClient, entry: AppliedEntry, userId: number, requesterId: number | null, exclusions: Exclusions): Promise<OnBehalf | null> {
  const members = await membersOf(db, entry, requesterId);
  if (members.includes(userId) && !exclusions.has(userId)) return null;
  const name = await entryName(db, entry);
  const conflicts = members.map((member) => exclusions.get(member));
  if (entry.kind === 'user_type' && !members.length) return { name, reason: WITHOUT_MEMBERS };
  if (conflicts.length === 1 && conflicts[0]) return { name, reason: conflictReason(conflicts[0]) };
  return { name, reason: entry.kind === 'user' ? 'who is no longer a user here' : 'whose members requested or created the change' };
}

/** decisionText('Ada Admin', { name: 'Alan Agent', reason: 'who created the change' }) === 'Ada Admin for Alan Agent, who created the change'. */
export const decisionText = (decider: string, onBehalf: OnBehalf | null) => (onBehalf ? `${decider} for ${onBehalf.name}, ${onBehalf.reason}` : decider);

/** The same, as the entry keeps it: null while pending. */
export function entryDecisionText(entry: AppliedEntry, decider: string | null): string | null {
  if (entry.status === 'PENDING' || decider === null) return null;
  return decisionText(decider, entry.on_behalf_name === null ? null : { name: entry.on_behalf_name, reason: entry.on_behalf_reason ?? '' });
}

/**
 * The activity-log line of one decision: 'approved {0} of {1}: {2}' on the decider's own entries;
 * 'approved {0} of {1} for {2}, who created the change: {3}' when for someone (the reason is part of
 * the phrase, kept as it was said); 'as an approver and for ...' when both at once.
 */
export function decisionNote(status: ApprovalStatus, level: string, board: string, own: boolean, forWhom: OnBehalf[], comment: string): EventNote {
  const values = [level, board];
  const parts = forWhom.map(({ name, reason }) => {
    values.push(name);
    // The phrase is escaped and shown as words; a brace could be taken for a value's place.
    return `for {${values.length - 1}}, ${reason.replace(/[{}]/g, '')}`;
  });
  const whom = parts.length ? ` ${own ? 'as an approver and ' : ''}${parts.join(' and ')}` : '';
  values.push(comment);
  return { phrase: `${status === 'APPROVED' ? 'approved' : 'denied'} {0} of {1}${whom}: {${values.length - 1}}`, values };
}
