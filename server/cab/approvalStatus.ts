/**
 * GET change-approval-status/{changeId}: the boards applied to a change, oldest first, in the
 * original's shape (original-api.md): { id, name, status, send_auto_reminders, action_on_approve,
 * action_on_deny, approval_levels: [{ id, name, status, is_active, approve_users: [{ id, name, status }],
 * approve_user_types: [{ id, name, status }] }] }. The ids of approvers are user and user type ids.
 * Each approver adds who decided and for whom, as recorded (onBehalf.ts): decided_by {id, name},
 * decided_at, comment, on_behalf_of {name, reason}, decision_text ('Ada Admin for Alan Agent, who
 * created the change'). approvalBoardStatus is one board's part, for any page that shows a board; the
 * status route adds the caller's view (callerView.ts: who may not decide, what the caller may do).
 */
import type { Database } from 'better-sqlite3';
import { entryName } from './approvalMembers';
import { boardsOfChange, entriesOf, levelsOf, type AppliedBoard, type AppliedEntry, type AppliedLevel } from './approvalStore';
import { callerLevelView, type Caller, type CallerLevelView } from './callerView';
import { entryDecisionText } from './onBehalf';
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

function levelStatus(db: Database, level: AppliedLevel, view?: (entries: AppliedEntry[]) => CallerLevelView) {
  const entries = entriesOf(db, level.id);
  const seen = view?.(entries);
  const approvers = (kind: AppliedEntry['kind']) => entries.filter((entry) => entry.kind === kind).map((entry) => ({ ...approverOf(db, entry), ...seen?.entry(entry) }));
  return {
    id: level.id,
    name: level.name,
    order: level.level_order,
    match: level.match,
    status: level.status,
    is_active: level.is_active === 1,
    approve_users: approvers('user'),
    approve_user_types: approvers('user_type'),
    ...seen?.level,
  };
}

/** One applied board with its levels and their approvers, as the status answer has it; with a caller, as they see it. */
export function approvalBoardStatus(db: Database, board: AppliedBoard, caller?: Caller) {
  return {
    id: board.id,
    name: board.name,
    status: board.status,
    send_auto_reminders: board.send_auto_reminders === 1,
    reminder_interval: board.reminder_interval,
    action_on_approve: board.action_on_approve,
    action_on_deny: board.action_on_deny,
    approval_levels: levelsOf(db, board.id).map((level) =>
      levelStatus(db, level, caller && ((entries) => callerLevelView(caller, board, level, entries)))),
  };
}

/** The change's boards; with a caller, each as they see it (callerView.ts). */
export function approvalStatus(db: Database, changeId: number, caller?: Caller) {
  return boardsOfChange(db, changeId).map((board) => approvalBoardStatus(db, board, caller));
}
