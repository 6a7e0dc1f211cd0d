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
import type { SqlClient } from '../database/sqlClient';
import { entryName } from './approvalMembers';
import { boardsOfChange, entriesOf, levelsOf, type AppliedBoard, type AppliedEntry, type AppliedLevel } from './approvalStore';
import { callerLevelView, type Caller, type CallerLevelView } from './callerView';
import { entryDecisionText } from './onBehalf';

const userName = async (db: SqlClient, id: number) =>
  (await db.get<{ name: string }>('SELECT name FROM users WHERE id = ?', [id]))?.name ?? `#${id}`;

async function approverOf(db: SqlClient, entry: AppliedEntry) {
  const decider = entry.decided_by === null ? null : { id: entry.decided_by, name: await userName(db, entry.decided_by) };
  return {
    id: entry.approver_id,
    name: await entryName(db, entry),
    status: entry.status,
    decided_by: decider,
    decided_at: entry.decided_at,
    comment: entry.comment,
    on_behalf_of: entry.on_behalf_name === null ? null : { name: entry.on_behalf_name, reason: entry.on_behalf_reason ?? '' },
    decision_text: entryDecisionText(entry, decider?.name ?? null),
  };
}

async function levelStatus(db: SqlClient, level: AppliedLevel, view?: (entries: AppliedEntry[]) => Promise<CallerLevelView>) {
  const entries = await entriesOf(db, level.id);
  const seen = await view?.(entries);
  const approvers = async (kind: AppliedEntry['kind']) => {
    const shown = [];
    for (const entry of entries) if (entry.kind === kind) shown.push({ ...await approverOf(db, entry), ...await seen?.entry(entry) });
    return shown;
  };
  return {
    id: level.id,
    name: level.name,
    order: level.level_order,
    match: level.match,
    status: level.status,
    is_active: level.is_active === 1,
    approve_users: await approvers('user'),
    approve_user_types: await approvers('user_type'),
    ...seen?.level,
  };
}

/** One applied board with its levels and their approvers, as the status answer has it; with a caller, as they see it. */
export async function approvalBoardStatus(db: SqlClient, board: AppliedBoard, caller?: Caller) {
  const approval_levels = [];
  for (const level of await levelsOf(db, board.id)) {
    approval_levels.push(await levelStatus(db, level, caller && ((entries) => callerLevelView(caller, board, level, entries))));
  }
  return {
    id: board.id,
    name: board.name,
    status: board.status,
    send_auto_reminders: board.send_auto_reminders === 1,
    reminder_interval: board.reminder_interval,
    action_on_approve: board.action_on_approve,
    action_on_deny: board.action_on_deny,
    approval_levels,
  };
}

/** The change's boards; with a caller, each as they see it (callerView.ts). */
export async function approvalStatus(db: SqlClient, changeId: number, caller?: Caller) {
  const boards = [];
  for (const board of await boardsOfChange(db, changeId)) boards.push(await approvalBoardStatus(db, board, caller));
  return boards;
}
