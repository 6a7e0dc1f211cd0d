/** Reads and small writes of applied boards (approvalTables.ts); the rules that move them live in approvals.ts. */
import type { SqlClient } from '../database/sqlClient';
import type { ApproverEntry } from './approvalMembers';
import type { ApprovalStatus } from './approvalRules';
import type { Match } from './definitions';

export interface AppliedBoard {
  id: number;
  change_id: number;
  board_id: number;
  name: string;
  status: ApprovalStatus;
  action_on_approve: number | null;
  action_on_deny: number | null;
  send_auto_reminders: 0 | 1;
  reminder_interval: number | null;
  last_reminded_at: string;
}

export interface AppliedLevel {
  id: number;
  change_cab_id: number;
  name: string;
  level_order: number;
  match: Match;
  status: ApprovalStatus;
  is_active: 0 | 1;
}

export interface AppliedEntry extends ApproverEntry {
  id: number;
  level_id: number;
  status: ApprovalStatus;
  decided_by: number | null;
  decided_at: string | null;
  comment: string | null;
  /** Set when the entry was decided by someone else than its own approver (onBehalf.ts). */
  on_behalf_name: string | null;
  on_behalf_reason: string | null;
}

/** For whom a decision was made when its maker is not the entry's own approver, and why: { name: 'Alan Agent', reason: 'who created the change' }. */
export interface OnBehalf {
  name: string;
  reason: string;
}

export const boardsOfChange = (db: SqlClient, changeId: number) =>
  db.all<AppliedBoard>('SELECT * FROM change_cab_boards WHERE change_id = ? ORDER BY id', [changeId]);

export const pendingBoard = (db: SqlClient, changeId: number) =>
  db.get<AppliedBoard>("SELECT * FROM change_cab_boards WHERE change_id = ? AND status = 'PENDING' ORDER BY id LIMIT 1", [changeId]);

export const findBoard = (db: SqlClient, id: number) =>
  db.get<AppliedBoard>('SELECT * FROM change_cab_boards WHERE id = ?', [id]);

export const levelsOf = (db: SqlClient, boardId: number) =>
  db.all<AppliedLevel>('SELECT * FROM change_cab_levels WHERE change_cab_id = ? ORDER BY level_order, id', [boardId]);

export const findLevel = (db: SqlClient, id: number) =>
  db.get<AppliedLevel>('SELECT * FROM change_cab_levels WHERE id = ?', [id]);

export const entriesOf = (db: SqlClient, levelId: number) =>
  db.all<AppliedEntry>(`SELECT id, level_id, kind, approver_id, status, decided_by, decided_at, comment, on_behalf_name, on_behalf_reason
    FROM change_cab_approvers WHERE level_id = ? ORDER BY id`, [levelId]);

export const activeLevel = (db: SqlClient, boardId: number) =>
  db.get<AppliedLevel>('SELECT * FROM change_cab_levels WHERE change_cab_id = ? AND is_active = 1', [boardId]);

export async function insertEntry(db: SqlClient, levelId: number, entry: ApproverEntry): Promise<void> {
  await db.run("INSERT INTO change_cab_approvers (level_id, kind, approver_id, status) VALUES (?, ?, ?, 'PENDING')", [levelId, entry.kind, entry.approver_id]);
}

export interface EntryDecision {
  status: ApprovalStatus;
  userId: number;
  comment: string;
  at: string;
  onBehalf: OnBehalf | null;
}

/** Decides a pending entry; false when it was no longer pending (decided by someone else first). */
export async function decideEntry(db: SqlClient, entryId: number, decision: EntryDecision): Promise<boolean> {
  const { status, userId, comment, at, onBehalf } = decision;
  return (await db.run(`UPDATE change_cab_approvers SET status = ?, decided_by = ?, comment = ?, decided_at = ?, on_behalf_name = ?, on_behalf_reason = ?
    WHERE id = ? AND status = 'PENDING'`, [status, userId, comment, at, onBehalf?.name ?? null, onBehalf?.reason ?? null, entryId])) === 1;
}
