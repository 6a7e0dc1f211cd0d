/**
 * The moves every CAB operation shares: settling a board after its entries changed (levels advance,
 * the board is decided and the change follows), mailing a level's approvers their links, and
 * recording one approver's decision. Callers run them inside their transaction.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { conflict } from '../httpErrors';
import { logEvent } from '../repositories/activityEvents';
import { emailOf } from '../repositories/users';
import { queueMail } from '../repositories/outbox';
import { saveRecord } from '../repositories/saveRecord';
import { now } from '../time';
import { issueLink, spendLinks } from './approvalLinks';
import { changeApprovalMail } from './approvalMail';
import { decides, eligibleMembers } from './approvalMembers';
import { outcomeStatus, settleBoard, type ApprovalStatus } from './approvalRules';
import { decideEntry, entriesOf, findBoard, levelsOf, type AppliedBoard, type AppliedEntry, type AppliedLevel, type OnBehalf } from './approvalStore';
import type { ChangeRow } from './changeRow';
import { decisionNote, onBehalfOf } from './onBehalf';
import { exclusionsOf } from './separationOfDuties';

/** The change a CAB operation works on, with the resource file that stores it. */
export interface CabScope {
  db: SqlClient;
  def: ResourceDefinition;
  change: ChangeRow;
}

/** What deciding on a change reads of it: its requester (a list filter has no more than that of each change). */
export type RequesterScope = Pick<CabScope, 'db'> & { change: Pick<ChangeRow, 'requester_id'> };

export type MailKind = 'cab_approval_request' | 'cab_reminder' | 'cab_auto_reminder';

/** The change's requester, whom the Requester user type stands for. */
export const requesterOf = (scope: RequesterScope) => scope.change.requester_id;
/** Whether the board's change excludes the user from deciding on it (as stored with the board: separationOfDuties.ts). */
export const excludedBy = async (scope: RequesterScope, boardId: number) => {
  const exclusions = await exclusionsOf(scope.db, boardId);
  return (userId: number) => exclusions.has(userId);
};

/** Logs a CAB event on the change's activity log. */
export const logCabEvent = (scope: CabScope, userId: number | null, phrase: string, values: string[]) =>
  logEvent(scope.db, scope.def.name, scope.change.id, userId, 'cab', { phrase, values });

/** The people who may still decide these entries of the board, each once: never whom the board excludes. */
export async function pendingMembers(scope: CabScope, boardId: number, entries: AppliedEntry[]): Promise<number[]> {
  const excluded = await excludedBy(scope, boardId);
  const members: number[] = [];
  for (const entry of entries) if (entry.status === 'PENDING') members.push(...await eligibleMembers(scope.db, entry, requesterOf(scope), excluded));
  return [...new Set(members)];
}

/** Gives each user a fresh link to the level and queues the mail carrying it (approvalMail.ts). */
export async function mailLinks(scope: CabScope, board: AppliedBoard, level: AppliedLevel, users: number[], kind: MailKind): Promise<void> {
  const mail = await changeApprovalMail(scope, board, level, kind);
  for (const userId of users) {
    const email = await emailOf(scope.db, userId);
    if (!email) continue;
    const { subject, body, text } = mail(await issueLink(scope.db, level.id, userId));
    await queueMail(scope.db, { kind, recipient: email, subject, body, text, format: 'html' });
  }
}

/**
 * Brings the board's levels and status in line with its entries (approvalRules.settleBoard): a newly
 * active level's approvers get their links, and a decided board sets the change's status to its
 * action_on_approve / action_on_deny, logged like any edit but as the system's: it follows from the
 * board, not from an act of whoever decided last.
 */
export async function settle(scope: CabScope, boardId: number): Promise<AppliedBoard> {
  const { db } = scope;
  const board = (await findBoard(db, boardId))!;
  const levels = await levelsOf(db, boardId);
  const statuses: Array<{ match: AppliedLevel['match']; entries: ApprovalStatus[] }> = [];
  for (const level of levels) statuses.push({ match: level.match, entries: (await entriesOf(db, level.id)).map((entry) => entry.status) });
  const next = settleBoard(statuses);
  const wasActive = levels.find((level) => level.is_active === 1)?.id;
  const time = now();
  for (const [index, level] of levels.entries()) {
    await db.run('UPDATE change_cab_levels SET status = ?, is_active = ? WHERE id = ?', [next.levels[index], index === next.active ? 1 : 0, level.id]);
  }
  await db.run('UPDATE change_cab_boards SET status = ?, updated_at = ? WHERE id = ?', [next.status, time, boardId]);
  const active = next.active === null ? undefined : levels[next.active];
  if (active && active.id !== wasActive) {
    // The auto-reminder clock starts again with each level.
    await db.run('UPDATE change_cab_boards SET last_reminded_at = ? WHERE id = ?', [time, boardId]);
    await mailLinks(scope, board, active, await pendingMembers(scope, boardId, await entriesOf(db, active.id)), 'cab_approval_request');
  }
  const settled = { ...board, status: next.status };
  if (board.status === 'PENDING' && next.status !== 'PENDING') {
    // A consequence of the last decision, not a separate act of its author.
    await logCabEvent(scope, null, 'marked the approval board {0} as {1}', [board.name, next.status.toLowerCase()]);
    const status = outcomeStatus(settled);
    if (status !== null && status !== scope.change.status_id) await saveRecord(db, scope.def, { id: scope.change.id, values: { status_id: status } }, null);
  }
  return settled;
}

/** The level's entries the user decides (as an eligible member, or as an administrator for an entry without one); none for the change's requester or creator. */
export async function entriesDecidedBy(scope: RequesterScope, level: AppliedLevel, userId: number, admin: boolean): Promise<AppliedEntry[]> {
  const excluded = await excludedBy(scope, level.change_cab_id);
  const decided: AppliedEntry[] = [];
  for (const entry of await entriesOf(scope.db, level.id)) if (await decides(scope.db, entry, userId, requesterOf(scope), admin, excluded)) decided.push(entry);
  return decided;
}

/**
 * Records the user's decision on their pending entries of the level, each with for whom when it is
 * not their own (onBehalf.ts), uses up their links to it, logs it, and settles the board.
 */
export async function decideLevel(scope: CabScope, board: AppliedBoard, level: AppliedLevel, entries: AppliedEntry[], userId: number, status: ApprovalStatus, comment: string) {
  const at = now();
  const exclusions = await exclusionsOf(scope.db, board.id);
  const pending: Array<{ entry: AppliedEntry; onBehalf: OnBehalf | null }> = [];
  for (const entry of entries) {
    if (entry.status === 'PENDING') pending.push({ entry, onBehalf: await onBehalfOf(scope.db, entry, userId, requesterOf(scope), exclusions) });
  }
  const decisions: typeof pending = [];
  for (const decision of pending) {
    // Decided only while still pending: a decision read before another committed changes nothing.
    const { entry, onBehalf } = decision;
    if (await decideEntry(scope.db, entry.id, { status, userId, comment, at, onBehalf })) decisions.push(decision);
  }
  if (!decisions.length) throw conflict('You have already decided on this level.');
  await spendLinks(scope.db, level.id, userId);
  const forWhom = decisions.flatMap(({ onBehalf }) => (onBehalf ? [onBehalf] : []));
  const note = decisionNote(status, level.name, board.name, forWhom.length < decisions.length, forWhom, comment);
  await logCabEvent(scope, userId, note.phrase, note.values);
  return settle(scope, board.id);
}
