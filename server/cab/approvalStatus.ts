/**
 * GET change-approval-status/{changeId}: the boards applied to a change, oldest first, in the
 * original's shape (original-api.md): { id, name, status, send_auto_reminders, action_on_approve,
 * action_on_deny, approval_levels: [{ id, name, status, is_active, approve_users: [{ id, name, status }],
 * approve_user_types: [{ id, name, status }] }] }. The ids of approvers are user and user type ids.
 */
import type { Database } from 'better-sqlite3';
import { entryName } from './approvalMembers';
import { boardsOfChange, entriesOf, levelsOf, type AppliedEntry } from './approvalStore';

const approverOf = (db: Database) => (entry: AppliedEntry) => ({ id: entry.approver_id, name: entryName(db, entry), status: entry.status });

export function approvalStatus(db: Database, changeId: number) {
  return boardsOfChange(db, changeId).map((board) => ({
    id: board.id,
    name: board.name,
    status: board.status,
    send_auto_reminders: board.send_auto_reminders === 1,
    reminder_interval: board.reminder_interval,
    action_on_approve: board.action_on_approve,
    action_on_deny: board.action_on_deny,
    approval_levels: levelsOf(db, board.id).map((level) => {
      const entries = entriesOf(db, level.id);
      return {
        id: level.id,
        name: level.name,
        order: level.level_order,
        match: level.match,
        status: level.status,
        is_active: level.is_active === 1,
        approve_users: entries.filter((entry) => entry.kind === 'user').map(approverOf(db)),
        approve_user_types: entries.filter((entry) => entry.kind === 'user_type').map(approverOf(db)),
      };
    }),
  }));
}
