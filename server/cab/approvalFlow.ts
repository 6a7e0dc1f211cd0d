/**
 * The moves every CAB operation shares: settling a board after its entries changed (levels advance,
 * the board is decided and the change follows), mailing a level's approvers their links, and
 * recording one approver's decision. Callers run them inside their transaction.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { conflict } from '../httpErrors';
import { logEvent } from '../repositories/activityEvents';
import { emailOf } from '../repositories/users';
import { queueMail } from '../repositories/outbox';
import { saveRecord } from '../repositories/saveRecord';
import { prepared } from '../sql';
import { now } from '../time';
import { issueLink, spendLinks } from './approvalLinks';
import { changeApprovalMail } from './approvalMail';
import { decides, eligibleMembers } from './approvalMembers';
import { outcomeStatus, settleBoard, type ApprovalStatus } from './approvalRules';
import { decideEntry, entriesOf, findBoard, levelsOf, type AppliedBoard, type AppliedEntry, type AppliedLevel } from './approvalStore';
import type { ChangeRow } from './changeRow';
import { decisionNote, onBehalfOf } from './onBehalf';
import { exclusionsOf } from './separationOfDuties';

/** The change a CAB operation works on, with the resource file that stores it. */
export interface CabScope {
  db: Database;
  def: ResourceDefinition;
  change: ChangeRow;
}

/** What deciding on a change reads of it: its requester (a list filter has no more than that of each change). */
export type RequesterScope = Pick<CabScope, 'db'> & { change: Pick<ChangeRow, 'requester_id'> };

export type MailKind = 'cab_approval_request' | 'cab_reminder' | 'cab_auto_reminder';

/** The change's requester, whom the Requester user type stands for. */
export const requesterOf = (scope: RequesterScope) => scope.change.requester_id;
/** Whether the board's change excludes the user from deciding on it (as stored with the board: separationOfDuties.ts). */
export const excludedBy = (scope: RequesterScope, boardId: number) => {
  const exclusions = exclusionsOf(scope.db, boardId);
  return (userId: number) => exclusions.has(userId);
};

/** Logs a CAB event on the change's activity log. */
export const logCabEvent = (scope: CabScope, userId: number | null, phrase: string, values: string[]) =>
  logEvent(scope.db, scope.def.name, scope.change.id, userId, 'cab', { phrase, values });

/** The people who may still decide these entries of the board, each once: never whom the board excludes. */
export function pendingMembers(scope: CabScope, boardId: number, entries: AppliedEntry[]): number[] {
  const excluded = excludedBy(scope, boardId);
  return [...new Set(entries.filter((entry) => entry.status === 'PENDING').flatMap((entry) => eligibleMembers(scope.db, entry, requesterOf(scope), excluded)))];
}

/** Gives each user a fresh link to the level and queues the mail carrying it (approvalMail.ts). */
export function mailLinks(scope: CabScope, board: AppliedBoard, level: AppliedLevel, users: number[], kind: MailKind): void {
  const mail = changeApprovalMail(scope, board, level, kind);
  for (const userId of users) {
    const email = emailOf(scope.db, userId);
    if (!email) continue;
    const { subject, body, text } = mail(issueLink(scope.db, level.id, userId));
    queueMail(scope.db, { kind, recipient: email, subject, body, text, format: 'html' });
  }
}

/**
 * Brings the board's levels and status in line with its entries (approvalRules.settleBoard): a newly
 * active level's approvers get their links, and a decided board sets the change's status to its
 * action_on_approve / action_on_deny, logged like any edit but as the system's: it follows from the
 * board, not from an act of whoever decided last.
 */
export function settle(scope: CabScope, boardId: number): AppliedBoard {
  const { db } = scope;
  const board = findBoard(db, boardId)!;
  const levels = levelsOf(db, boardId);
  const next = settleBoard(levels.map((level) => ({ match: level.match, entries: entriesOf(db, level.id).map((entry) => entry.status) })));
  const wasActive = levels.find((level) => level.is_active === 1)?.id;
  const time = now();
  levels.forEach((level, index) => {
    prepared(db, 'UPDATE change_cab_levels SET status = ?, is_active = ? WHERE id = ?').run(next.levels[index], index === next.active ? 1 : 0, level.id);
  });
  prepared(db, 'UPDATE change_cab_boards SET status = ?, updated_at = ? WHERE id = ?').run(next.status, time, boardId);
  const active = next.active === null ? undefined : levels[next.active];
  if (active && active.id !== wasActive) {
    // The auto-reminder clock starts again with each level.
    prepared(db, 'UPDATE change_cab_boards SET last_reminded_at = ? WHERE id = ?').run(time, boardId);
    mailLinks(scope, board, active, pendingMembers(scope, boardId, entriesOf(db, active.id)), 'cab_approval_request');
  }
  const settled = { ...board, status: next.status };
  if (board.status === 'PENDING' && next.status !== 'PENDING') {
    // A consequence of the last decision, not a separate act of its author.
    logCabEvent(scope, null, 'marked the approval board {0} as {1}', [board.name, next.status.toLowerCase()]);
    const status = outcomeStatus(settled);
    if (status !== null && status !== scope.change.status_id) saveRecord(db, scope.def, { id: scope.change.id, values: { status_id: status } }, null);
  }
  return settled;
}

/** The level's entries the user decides (as an eligible member, or as an administrator for an entry without one); none for the change's requester or creator. */
export function entriesDecidedBy(scope: RequesterScope, level: AppliedLevel, userId: number, admin: boolean): AppliedEntry[] {
  const excluded = excludedBy(scope, level.change_cab_id);
  return entriesOf(scope.db, level.id).filter((entry) => decides(scope.db, entry, userId, requesterOf(scope), admin, excluded));
}

/**
 * Records the user's decision on their pending entries of the level, each with for whom when it is
 * not their own (onBehalf.ts), uses up their links to it, logs it, and settles the board.
 */
export function decideLevel(scope: CabScope, board: AppliedBoard, level: AppliedLevel, entries: AppliedEntry[], userId: number, status: ApprovalStatus, comment: string) {
  const at = now();
  const exclusions = exclusionsOf(scope.db, board.id);
  const decisions = entries.filter((entry) => entry.status === 'PENDING')
    .map((entry) => ({ entry, onBehalf: onBehalfOf(scope.db, entry, userId, requesterOf(scope), exclusions) }))
    // Decided only while still pending: a decision read before another committed changes nothing.
    .filter(({ entry, onBehalf }) => decideEntry(scope.db, entry.id, { status, userId, comment, at, onBehalf }));
  if (!decisions.length) throw conflict('You have already decided on this level.');
  spendLinks(scope.db, level.id, userId);
  const forWhom = decisions.flatMap(({ onBehalf }) => (onBehalf ? [onBehalf] : []));
  const note = decisionNote(status, level.name, board.name, forWhom.length < decisions.length, forWhom, comment);
  logCabEvent(scope, userId, note.phrase, note.values);
  return settle(scope, board.id);
}
