/**
 * One applied board's state in the shape the change-approval-status answer gives each board: per
 * approver the specification's { id, name, status } plus decided_by,
 * decided_at, comment, on_behalf_of and decision_text. Built here from what the CAB tables record
 * today (who clicked, when, the comment); on_behalf_of stays null until the decision records it.
 * server/cab/approvalStatus.ts's approvalBoardStatus(db, board) answers the same shape from the
 * recorded decision: once it exists this function is that one.
 */
import type { Database } from 'better-sqlite3';
import { entryName } from '../../cab/approvalMembers';
import { levelsOf, type AppliedBoard } from '../../cab/approvalStore';
import { prepared } from '../../sql';

export interface ApproverStatus {
  id: number;
  name: string;
  status: string;
  decided_by: { id: number; name: string } | null;
  decided_at: string | null;
  comment: string | null;
  on_behalf_of: { name: string; reason: string } | null;
  decision_text: string | null;
}

export interface LevelStatus {
  id: number;
  name: string;
  status: string;
  is_active: boolean;
  approve_users: ApproverStatus[];
  approve_user_types: ApproverStatus[];
}

interface EntryRow {
  kind: 'user' | 'user_type';
  approver_id: number;
  status: string;
  decided_by: number | null;
  decided_at: string | null;
  comment: string | null;
}

const userName = (db: Database, id: number) => (prepared(db, 'SELECT name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? `#${id}`;

function approverStatus(db: Database, entry: EntryRow): ApproverStatus {
  const decider = entry.decided_by === null || entry.status === 'PENDING' ? null : { id: entry.decided_by, name: userName(db, entry.decided_by) };
  return {
    id: entry.approver_id, name: entryName(db, entry), status: entry.status,
    decided_by: decider, decided_at: decider ? entry.decided_at : null, comment: decider ? entry.comment : null,
    on_behalf_of: null, decision_text: decider?.name ?? null,
  };
}

/** The board's levels in order, each with its approvers' decisions. */
export function boardStatus(db: Database, board: AppliedBoard): { id: number; name: string; status: string; approval_levels: LevelStatus[] } {
  const approval_levels = levelsOf(db, board.id).map((level) => {
    const entries = prepared(db, 'SELECT kind, approver_id, status, decided_by, decided_at, comment FROM change_cab_approvers WHERE level_id = ? ORDER BY id')
      .all(level.id) as EntryRow[];
    const of = (kind: EntryRow['kind']) => entries.filter((entry) => entry.kind === kind).map((entry) => approverStatus(db, entry));
    return { id: level.id, name: level.name, status: level.status, is_active: level.is_active === 1, approve_users: of('user'), approve_user_types: of('user_type') };
  });
  return { id: board.id, name: board.name, status: board.status, approval_levels };
}
