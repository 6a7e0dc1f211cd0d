/**
 * Approval boards on changes: applying a board, deciding it in the app
 * or through an approval link, removing it. The caller has parsed the request; each function runs
 * in one transaction and throws before writing anything when the request is refused.
 * Editing approvers and reminders: approverEditing.ts, reminders.ts; flags: cabFlags.ts.
 */
import type { Decision, ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { goneRefusal, INVALID_APPROVAL_LINK, refusalError, type LinkRefusal } from '../approvalLinkValidity';
import { badRequest, conflict as conflictError, FieldErrors, forbidden, notFound } from '../httpErrors';
import { refuseLocked } from '../locks';
import { saveRecord } from '../repositories/saveRecord';
import type { User } from '../repositories/users';
import { now } from '../time';
import { decideLevel, entriesDecidedBy, logCabEvent, settle, type CabScope } from './approvalFlow';
import { findLink, type ApprovalLink } from './approvalLinks';
import { activeLevel, boardsOfChange, findBoard, findLevel, insertEntry, pendingBoard, type AppliedBoard, type AppliedLevel } from './approvalStore';
import { findChange } from './changeRow';
import type { CabDefinition } from './definitions';
import { currentConflicts, excludeCurrent, exclusionsOf, ownVoteRefusal } from './separationOfDuties';

/** change_statuses item 3: where a change waits while a board is pending. */
export const AWAITING_APPROVAL = 3;

const statusOf = (decision: Decision) => (decision === 'approve' ? 'APPROVED' : 'DENIED');

/** The change of a URL, or 404. */
export async function scopeOf(db: SqlClient, def: ResourceDefinition, changeId: number): Promise<CabScope> {
  const change = await findChange(db, def, changeId);
  if (!change) throw notFound();
  return { db, def, change };
}

/**
 * Copies the board as it stands onto the change with who may not decide on it (its requester and
 * creator now); its first level becomes active and the change awaits approval, set before the board
 * exists so that no guard of a pending board applies to it (changeUpdateGuard.ts).
 */
export async function applyBoard(scope: CabScope, board: CabDefinition, userId: number): Promise<void> {
  const { db } = scope;
  const changeId = scope.change.id;
  await db.transaction(async () => {
    refuseLocked(scope.def, scope.change);
    if (await pendingBoard(db, changeId)) throw badRequest('An approval board is already pending on this change.');
    if ((await boardsOfChange(db, changeId)).some((applied) => applied.board_id === board.id)) {
      throw badRequest(`The approval board ${board.name} has already been applied to this change.`);
    }
    if (!board.levels.length || board.levels.some((level) => !level.approvers.users.length && !level.approvers.user_types.length)) {
      throw badRequest(`The approval board ${board.name} has a level without approvers.`);
    }
    await logCabEvent(scope, userId, 'applied the approval board {0}', [board.name]);
    if (scope.change.status_id !== AWAITING_APPROVAL) {
      await saveRecord(db, scope.def, { id: changeId, values: { status_id: AWAITING_APPROVAL } }, userId);
      scope.change = { ...scope.change, status_id: AWAITING_APPROVAL };
    }
    const time = now();
    const appliedId = Number((await db.get<{ id: number }>(`INSERT INTO change_cab_boards (change_id, board_id, name, status, action_on_approve, action_on_deny,
      send_auto_reminders, reminder_interval, last_reminded_at, created_at, updated_at) VALUES (?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [changeId, board.id, board.name, board.action_on_approve, board.action_on_deny, board.send_auto_reminders, board.reminder_interval, time, time, time]))!.id);
    for (const level of board.levels) {
      const levelId = Number((await db.get<{ id: number }>(`INSERT INTO change_cab_levels (change_cab_id, name, level_order, match, status, is_active, definition_level_id)
        VALUES (?, ?, ?, ?, 'PENDING', 0, ?) RETURNING id`, [appliedId, level.name, level.order, level.match, level.id]))!.id);
      for (const user of level.approvers.users) await insertEntry(db, levelId, { kind: 'user', approver_id: user });
      for (const type of level.approvers.user_types) await insertEntry(db, levelId, { kind: 'user_type', approver_id: type });
    }
    await excludeCurrent(db, appliedId, scope.def, scope.change);
    await settle(scope, appliedId);
  });
}

/** The pending board of the change and its active level, or a 400 when none is pending. */
export async function pendingApproval(scope: CabScope): Promise<{ board: AppliedBoard; level: AppliedLevel }> {
  const board = await pendingBoard(scope.db, scope.change.id);
  const level = board && await activeLevel(scope.db, board.id);
  if (!board || !level) throw badRequest('No approval board is pending on this change.');
  return { board, level };
}

/**
 * The caller decides their own pending entries of the active level: 403 for the change's requester or
 * creator and for someone with no entry there, 409 when decided. A decision made on a level (levelId,
 * the level the caller saw) that is no longer the active one is a 409 too, so it never lands on the next.
 * The change is read again inside the transaction: what was checked is what is written.
 */
export async function decideInApp(scope: CabScope, user: User, decision: Decision, comment: string, levelId?: number): Promise<void> {
  await scope.db.transaction(async () => {
    const fresh = await scopeOf(scope.db, scope.def, scope.change.id);
    refuseLocked(fresh.def, fresh.change);
    const conflict = await conflictOn(fresh, user.id);
    if (conflict) throw forbidden(ownVoteRefusal(conflict));
    if (levelId !== undefined) await refuseDecidedLevel(fresh, levelId);
    const { board, level } = await pendingApproval(fresh);
    const entries = await entriesDecidedBy(fresh, level, user.id, user.role === 'admin');
    if (!entries.length) throw forbidden('You are not an approver of the active level of this approval board.');
    if (!entries.some((entry) => entry.status === 'PENDING')) throw conflictError('You have already decided on this level.');
    await decideLevel(fresh, board, level, entries, user.id, statusOf(decision), comment);
  });
}

/** Why the user may not decide on the change: as its pending board stores it, or as the change stands when none is pending. */
async function conflictOn(scope: CabScope, userId: number) {
  const board = await pendingBoard(scope.db, scope.change.id);
  return board ? (await exclusionsOf(scope.db, board.id)).get(userId) : currentConflicts(scope.def, scope.change).find(([id]) => id === userId)?.[1];
}

/** Why a decision on this level comes too late (its board decided, or a later level active), or undefined. */
function lateRefusal(board: AppliedBoard, level: AppliedLevel): string | undefined {
  if (board.status !== 'PENDING') return `The approval board ${board.name} has already been ${board.status.toLowerCase()}.`;
  return level.is_active === 1 ? undefined : `The level ${level.name} is no longer active.`;
}

/** A decision about a level (the one the caller saw) that is not the active one any more is a 409; a level of another change a 412. */
async function refuseDecidedLevel(scope: CabScope, levelId: number): Promise<void> {
  const level = await findLevel(scope.db, levelId);
  const board = level && await findBoard(scope.db, level.change_cab_id);
  if (!level || !board || board.change_id !== scope.change.id) throw new FieldErrors({ level_id: 'The selected level does not belong to this change.' });
  const late = lateRefusal(board, level);
  if (late) throw conflictError(late);
}

/** What an approval link opens: its change, level and board, and why it can not decide now (undefined while it can). */
export interface LinkTarget {
  link: ApprovalLink;
  scope: CabScope;
  board: AppliedBoard;
  level: AppliedLevel;
  refusal?: LinkRefusal;
}

/** The target of a token, read in one snapshot; 404 for a token nobody issued, or whose change is gone. Links work `days` days. */
export async function linkTarget(db: SqlClient, def: ResourceDefinition, token: string, days: number): Promise<LinkTarget> {
  return db.snapshot(async () => {
    const link = await findLink(db, token);
    const level = link && await findLevel(db, link.level_id);
    const board = level && await findBoard(db, level.change_cab_id);
    const change = board && await findChange(db, def, board.change_id);
    if (!link || !level || !board || !change) throw notFound(INVALID_APPROVAL_LINK);
    const scope: CabScope = { db, def, change };
    return { link, scope, board, level, refusal: await refusalOf(scope, link, board, level, days) };
  });
}

const refused = (status: LinkRefusal['status'], message: string): LinkRefusal => ({ status, message });

/**
 * Why the link can not decide, in this order: nothing left to decide (409), a person the change
 * excludes (403: no fresh link would help), then an expired link or an edited change (410: a
 * reminder brings a fresh link).
 */
async function refusalOf(scope: CabScope, link: ApprovalLink, board: AppliedBoard, level: AppliedLevel, days: number): Promise<LinkRefusal | undefined> {
  if (link.state === 'used') return refused(409, 'This approval link has already been used.');
  if (link.state === 'replaced') return refused(409, 'This approval link has been replaced by a newer one; please use the latest e-mail.');
  const late = lateRefusal(board, level);
  if (late) return refused(409, late);
  const conflict = (await exclusionsOf(scope.db, board.id)).get(link.user_id);
  if (conflict) return refused(403, ownVoteRefusal(conflict));
  if (!(await entriesDecidedBy(scope, level, link.user_id, false)).some((entry) => entry.status === 'PENDING')) return refused(409, 'Your decision is no longer needed on this level.');
  return goneRefusal(scope.db, link, { resource: scope.def.name, title: scope.def.title, id: scope.change.id }, days);
}

/** Throws the refusal of a link that can not decide; the locked change's 400 comes after. */
export function requireOpen(target: LinkTarget): void {
  if (target.refusal) throw refusalError(target.refusal);
  refuseLocked(target.scope.def, target.scope.change);
}

/** The link's approver decides their pending entries of its level; the link is used up. */
export async function decideByLink(db: SqlClient, def: ResourceDefinition, token: string, days: number, decision: Decision, comment: string): Promise<void> {
  await db.transaction(async () => {
    // Read again inside the transaction: what was checked is what is written.
    const target = await linkTarget(db, def, token, days);
    requireOpen(target);
    const entries = await entriesDecidedBy(target.scope, target.level, target.link.user_id, false);
    await decideLevel(target.scope, target.board, target.level, entries, target.link.user_id, statusOf(decision), comment);
  });
}

/**
 * Removes every board applied to the change, with their levels, entries and links; the change keeps
 * its status. `allowed` is the caller's check of who may, asked once there is a board to remove; it
 * answers the reason, which the log keeps beside who removed them.
 */
export async function removeBoards(scope: CabScope, userId: number, allowed: () => string | Promise<string>): Promise<void> {
  await scope.db.transaction(async () => {
    const boards = await boardsOfChange(scope.db, scope.change.id);
    if (!boards.length) throw badRequest('No approval board is applied to this change.');
    const reason = await allowed();
    await scope.db.run('DELETE FROM change_cab_boards WHERE change_id = ?', [scope.change.id]);
    await logCabEvent(scope, userId, 'removed the approval board {0}, reason: {1}', [boards.map((board) => board.name).join(', '), reason]);
  });
}
