/**
 * Approval boards on changes (problems-and-changes §3, §4): applying a board, deciding it in the app
 * or through an approval link, removing it. The caller has parsed the request; each function runs
 * in one transaction and throws before writing anything when the request is refused.
 * Editing approvers and reminders: approverEditing.ts, reminders.ts; flags: cabFlags.ts.
 */
import type { Database } from 'better-sqlite3';
import type { Decision } from '../../src/engine/schema/approvalRules';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { badRequest, conflict, forbidden, notFound } from '../httpErrors';
import { refuseLocked } from '../locks';
import { findRecord } from '../repositories/records';
import { saveRecord } from '../repositories/saveRecord';
import type { User } from '../repositories/users';
import { prepared } from '../sql';
import { now } from '../time';
import { decideLevel, entriesDecidedBy, logCabEvent, settle, type CabScope } from './approvalFlow';
import { findLink, type ApprovalLink } from './approvalLinks';
import { activeLevel, boardsOfChange, findBoard, findLevel, insertEntry, pendingBoard, type AppliedBoard, type AppliedLevel } from './approvalStore';
import type { CabDefinition } from './definitions';

/** change_statuses item 3: where a change waits while a board is pending. */
export const AWAITING_APPROVAL = 3;

const statusOf = (decision: Decision) => (decision === 'approve' ? 'APPROVED' : 'DENIED');

/** The change of a URL, or 404. */
export function scopeOf(db: Database, def: ResourceDefinition, changeId: number): CabScope {
  const change = findRecord(db, def, changeId);
  if (!change) throw notFound();
  return { db, def, change };
}

/** Copies the board as it stands onto the change; its first level becomes active and the change awaits approval. */
export function applyBoard(scope: CabScope, board: CabDefinition, userId: number): void {
  const { db } = scope;
  const changeId = scope.change.id as number;
  db.transaction(() => {
    refuseLocked(scope.def, scope.change);
    if (pendingBoard(db, changeId)) throw badRequest('An approval board is already pending on this change.');
    if (boardsOfChange(db, changeId).some((applied) => applied.board_id === board.id)) {
      throw badRequest(`The approval board ${board.name} has already been applied to this change.`);
    }
    if (!board.levels.length || board.levels.some((level) => !level.approvers.users.length && !level.approvers.user_types.length)) {
      throw badRequest(`The approval board ${board.name} has a level without approvers.`);
    }
    const time = now();
    const appliedId = Number(prepared(db, `INSERT INTO change_cab_boards (change_id, board_id, name, status, action_on_approve, action_on_deny,
      send_auto_reminders, reminder_interval, last_reminded_at, created_at, updated_at) VALUES (?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?)`)
      .run(changeId, board.id, board.name, board.action_on_approve, board.action_on_deny, board.send_auto_reminders, board.reminder_interval, time, time, time).lastInsertRowid);
    for (const level of board.levels) {
      const levelId = Number(prepared(db, "INSERT INTO change_cab_levels (change_cab_id, name, level_order, match, status, is_active) VALUES (?, ?, ?, ?, 'PENDING', 0)")
        .run(appliedId, level.name, level.order, level.match).lastInsertRowid);
      for (const user of level.approvers.users) insertEntry(db, levelId, { kind: 'user', approver_id: user });
      for (const type of level.approvers.user_types) insertEntry(db, levelId, { kind: 'user_type', approver_id: type });
    }
    logCabEvent(scope, userId, 'applied the approval board {0}', [board.name]);
    if (scope.change.status_id !== AWAITING_APPROVAL) {
      saveRecord(db, scope.def, { id: changeId, values: { status_id: AWAITING_APPROVAL } }, userId);
      scope.change = { ...scope.change, status_id: AWAITING_APPROVAL };
    }
    settle(scope, appliedId, userId);
  })();
}

/** The pending board of the change and its active level, or a 400 when none is pending. */
export function pendingApproval(scope: CabScope): { board: AppliedBoard; level: AppliedLevel } {
  const board = pendingBoard(scope.db, scope.change.id as number);
  const level = board && activeLevel(scope.db, board.id);
  if (!board || !level) throw badRequest('No approval board is pending on this change.');
  return { board, level };
}

/** The caller decides their own pending entries of the active level (403 when they have none there, 409 when decided). */
export function decideInApp(scope: CabScope, user: User, decision: Decision, comment: string): void {
  scope.db.transaction(() => {
    refuseLocked(scope.def, scope.change);
    const { board, level } = pendingApproval(scope);
    const entries = entriesDecidedBy(scope, level, user.id, user.role === 'admin');
    if (!entries.length) throw forbidden('You are not an approver of the active level of this approval board.');
    if (!entries.some((entry) => entry.status === 'PENDING')) throw conflict('You have already decided on this level.');
    decideLevel(scope, board, level, entries, user.id, statusOf(decision), comment);
  })();
}

/** What an approval link opens: its change, level and board, and why it can no longer decide (undefined while it can). */
export interface LinkTarget {
  link: ApprovalLink;
  scope: CabScope;
  board: AppliedBoard;
  level: AppliedLevel;
  refusal?: string;
}

export const INVALID_LINK = 'Invalid approval link.';

/** The target of a token; 404 for a token nobody issued, or whose change is gone. */
export function linkTarget(db: Database, def: ResourceDefinition, token: string): LinkTarget {
  const link = findLink(db, token);
  const level = link && findLevel(db, link.level_id);
  const board = level && findBoard(db, level.change_cab_id);
  const change = board && findRecord(db, def, board.change_id);
  if (!link || !level || !board || !change) throw notFound(INVALID_LINK);
  const scope: CabScope = { db, def, change };
  return { link, scope, board, level, refusal: refusalOf(scope, link, board, level) };
}

function refusalOf(scope: CabScope, link: ApprovalLink, board: AppliedBoard, level: AppliedLevel): string | undefined {
  if (link.state === 'used') return 'This approval link has already been used.';
  if (link.state === 'replaced') return 'This approval link has been replaced by a newer one; please use the latest e-mail.';
  if (board.status !== 'PENDING') return `The approval board ${board.name} has already been ${board.status.toLowerCase()}.`;
  if (level.is_active !== 1) return `The level ${level.name} is no longer active.`;
  if (!entriesDecidedBy(scope, level, link.user_id, false).some((entry) => entry.status === 'PENDING')) return 'Your decision is no longer needed on this level.';
  return undefined;
}

/** Throws the 409 of a link that can no longer decide; the locked change's 400 comes after. */
export function requireOpen(target: LinkTarget): void {
  if (target.refusal) throw conflict(target.refusal);
  refuseLocked(target.scope.def, target.scope.change);
}

/** The link's approver decides their pending entries of its level; the link is used up. */
export function decideByLink(db: Database, def: ResourceDefinition, token: string, decision: Decision, comment: string): void {
  db.transaction(() => {
    // Read again inside the transaction: what was checked is what is written.
    const target = linkTarget(db, def, token);
    requireOpen(target);
    const entries = entriesDecidedBy(target.scope, target.level, target.link.user_id, false);
    decideLevel(target.scope, target.board, target.level, entries, target.link.user_id, statusOf(decision), comment);
  })();
}

/** Removes every board applied to the change, with their levels, entries and links; the change keeps its status. */
export function removeBoards(scope: CabScope, userId: number): void {
  scope.db.transaction(() => {
    const boards = boardsOfChange(scope.db, scope.change.id as number);
    if (!boards.length) throw badRequest('No approval board is applied to this change.');
    prepared(scope.db, 'DELETE FROM change_cab_boards WHERE change_id = ?').run(scope.change.id);
    logCabEvent(scope, userId, 'removed the approval board {0}', [boards.map((board) => board.name).join(', ')]);
  })();
}
