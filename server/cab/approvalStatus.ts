/**
 * GET change-approval-status/{changeId}: the boards applied to a change, oldest first, in the
 * original's shape (original-api.md): { id, name, status, send_auto_reminders, action_on_approve,
 * action_on_deny, approval_levels: [{ id, name, status, is_active, approve_users: [{ id, name, status }],
 * approve_user_types: [{ id, name, status }] }] }. The ids of approvers are user and user type ids.
 * Each approver adds who decided and for whom, as recorded (onBehalf.ts): decided_by {id, name},
 * decided_at, comment, on_behalf_of {name, reason}, decision_text ('Ada Admin for Alan Agent, who
 * created the change'). approvalBoardStatus is one board's part, for any page that shows a board.
 */
import type { Database } from 'better-sqlite3';
import type { User } from '../repositories/users';
import { entriesDecidedBy, requesterOf, type CabScope } from './approvalFlow';
import { entryName } from './approvalMembers';
import { boardsOfChange, entriesOf, levelsOf, type AppliedBoard, type AppliedEntry, type AppliedLevel } from './approvalStore';
import { entryDecisionText, onBehalfOf } from './onBehalf';
import { exclusionsOf } from './separationOfDuties';
import { prepared } from '../sql';

const userName = (db: Database, id: number) =>
  (prepared(db, 'SELECT name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? `#${id}`;

function approverOf(db: Database, entry: AppliedEntry) {
  const decider = entry.decided_by === null ? null : { id: entry.decided_by, name: userName(db, entry.decided_by) };
  return {
    id: entry.approver_id,
    name: entryName(db, entry),
    status: entry.status,
    decided_by: decider,
    decided_at: entry.decided_at,
    comment: entry.comment,
    on_behalf_of: entry.on_behalf_name === null ? null : { name: entry.on_behalf_name, reason: entry.on_behalf_reason ?? '' },
    decision_text: entryDecisionText(entry, decider?.name ?? null),
  };
}

function levelStatus(db: Database, level: AppliedLevel) {
  const entries = entriesOf(db, level.id);
  return {
    id: level.id,
    name: level.name,
    order: level.level_order,
    match: level.match,
    status: level.status,
    is_active: level.is_active === 1,
    approve_users: entries.filter((entry) => entry.kind === 'user').map((entry) => approverOf(db, entry)),
    approve_user_types: entries.filter((entry) => entry.kind === 'user_type').map((entry) => approverOf(db, entry)),
  };
}

/** One applied board with its levels and their approvers, as the status answer has it. */
export function approvalBoardStatus(db: Database, board: AppliedBoard) {
  return {
    id: board.id,
    name: board.name,
    status: board.status,
    send_auto_reminders: board.send_auto_reminders === 1,
    reminder_interval: board.reminder_interval,
    action_on_approve: board.action_on_approve,
    action_on_deny: board.action_on_deny,
    approval_levels: levelsOf(db, board.id).map((level) => levelStatus(db, level)),
  };
}

/**
 * For whom the caller would decide on the level (an administrator standing in for entries whose own
 * approver can not decide), so a dialog can say so before they do: [{ name, reason }], [] otherwise.
 */
function decidesFor(scope: CabScope, level: AppliedLevel, user: User) {
  if (level.is_active !== 1) return [];
  const exclusions = exclusionsOf(scope.db, level.change_cab_id);
  return entriesDecidedBy(scope, level, user.id, user.role === 'admin').filter((entry) => entry.status === 'PENDING')
    .flatMap((entry) => onBehalfOf(scope.db, entry, user.id, requesterOf(scope), exclusions) ?? []);
}

/** The change's boards; with a caller, each level also says for whom they would decide on it (caller_decides_for). */
export function approvalStatus(db: Database, changeId: number, caller?: { scope: CabScope; user: User }) {
  return boardsOfChange(db, changeId).map((board) => {
    const status = approvalBoardStatus(db, board);
    if (!caller) return status;
    const levels = levelsOf(db, board.id);
    return { ...status, approval_levels: status.approval_levels.map((level, index) => ({ ...level, caller_decides_for: decidesFor(caller.scope, levels[index], caller.user) })) };
  });
}
