/**
 * Reminders of a running approval: sent by hand to the active level or one of its approvers, or
 * automatically every reminder_interval hours while the board's auto reminders are on. A reminder
 * mails a fresh link (the earlier one is replaced, since only its hash is kept) and is logged.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { type ApiError, FieldErrors, badRequest, notFound } from '../httpErrors';
import { now } from '../time';
import { logCabEvent, mailLinks, pendingMembers, type CabScope } from './approvalFlow';
import { entryName, type ApproverEntry } from './approvalMembers';
import { activeLevel, entriesOf, findBoard, type AppliedBoard, type AppliedEntry } from './approvalStore';
import { activeLevelOf, excludedEntry } from './approverEditing';
import { findChange } from './changeRow';

/** Hours between automatic reminders when a board resumes them without an interval of its own. */
export const DEFAULT_REMINDER_INTERVAL = 24;

export type ReminderTarget = { type: 'level'; levelId: number } | { type: 'approver'; levelId: number; entry: ApproverEntry; field: string };

/** Why a reminder to these entries (a level's, or one approver's, called `name`) would mail nobody, or undefined. */
export async function nobodyToRemind(scope: CabScope, boardId: number, entries: AppliedEntry[], name: string): Promise<ApiError | undefined> {
  if ((await pendingMembers(scope, boardId, entries)).length) return undefined;
  return badRequest(`Nobody can be reminded by e-mail: ${name} has no pending approver with an address.`);
}

/**
 * Why one approver entry of the active level can not be reminded (decided, or standing only for whom
 * the change excludes, or for nobody), or undefined; the CABs tab offers the reminder only then (callerView.ts).
 */
export async function approverReminderRefusal(scope: CabScope, boardId: number, entry: AppliedEntry, name: string): Promise<ApiError | undefined> {
  if (entry.status !== 'PENDING') return badRequest(`${name} has already decided.`);
  const excluded = await excludedEntry(scope, boardId, entry, name);
  if (excluded) return badRequest(excluded);
  return nobodyToRemind(scope, boardId, [entry], name);
}

/** Mails the level's pending approvers, or one pending approver entry's people. */
export async function sendReminder(scope: CabScope, target: ReminderTarget, userId: number): Promise<void> {
  await scope.db.transaction(async () => {
    const field = target.type === 'level' ? 'id' : 'level_id';
    const { board, level } = await activeLevelOf(scope, target.levelId, field, 'Reminders can only be sent to the active level.');
    let entries = await entriesOf(scope.db, level.id);
    let name = level.name;
    let refusal: ApiError | undefined;
    if (target.type === 'approver') {
      const { entry } = target;
      const found = entries.find((candidate) => candidate.kind === entry.kind && candidate.approver_id === entry.approver_id);
      if (!found) throw new FieldErrors({ [target.field]: 'The selected approver is not an approver of this level.' });
      name = await entryName(scope.db, found);
      entries = [found];
      refusal = await approverReminderRefusal(scope, board.id, found, name);
    } else refusal = await nobodyToRemind(scope, board.id, entries, name);
    if (refusal) throw refusal;
    await mailLinks(scope, board, level, await pendingMembers(scope, board.id, entries), 'cab_reminder');
    await logCabEvent(scope, userId, 'sent a reminder to {0}', [name]);
  });
}

/** Stops or resumes a pending board's automatic reminders (GET stop-/resume-auto-reminder/{id}). */
export async function setAutoReminders(db: SqlClient, def: ResourceDefinition, boardId: number, on: boolean, userId: number): Promise<string> {
  return db.transaction(async () => {
    const board = await findBoard(db, boardId);
    const change = board && await findChange(db, def, board.change_id);
    if (!board || !change) throw notFound();
    if (board.status !== 'PENDING') throw badRequest('Auto reminders can only be changed while the approval board is pending.');
    await db.run('UPDATE change_cab_boards SET send_auto_reminders = ?, reminder_interval = ?, last_reminded_at = ?, updated_at = ? WHERE id = ?',
      [on ? 1 : 0, board.reminder_interval ?? (on ? DEFAULT_REMINDER_INTERVAL : null), now(), now(), board.id]);
    await logCabEvent({ db, def, change }, userId, `${on ? 'resumed' : 'stopped'} the automatic reminders of {0}`, [board.name]);
    return on ? 'Auto reminders resumed successfully.' : 'Auto reminders stopped successfully.';
  });
}

const HOUR_MS = 60 * 60 * 1000;
const due = (board: AppliedBoard, at: Date) =>
  Date.parse(`${board.last_reminded_at.replace(' ', 'T')}Z`) + (board.reminder_interval ?? DEFAULT_REMINDER_INTERVAL) * HOUR_MS <= at.getTime();

/** Sends the automatic reminders that are due at `at`; answers how many boards reminded. */
export async function sendDueReminders(db: SqlClient, def: ResourceDefinition, at = new Date()): Promise<number> {
  const boards = (await db.all<AppliedBoard>("SELECT * FROM change_cab_boards WHERE status = 'PENDING' AND send_auto_reminders = 1")).filter((board) => due(board, at));
  let sent = 0;
  for (const board of boards) {
    await db.transaction(async () => {
      const change = await findChange(db, def, board.change_id);
      const level = await activeLevel(db, board.id);
      await db.run('UPDATE change_cab_boards SET last_reminded_at = ? WHERE id = ?', [now(at), board.id]);
      if (!change || !level) return;
      const scope: CabScope = { db, def, change };
      const people = await pendingMembers(scope, board.id, await entriesOf(db, level.id));
      if (!people.length) return;
      await mailLinks(scope, board, level, people, 'cab_auto_reminder');
      await logCabEvent(scope, null, 'sent an automatic reminder to {0}', [level.name]);
      sent += 1;
    });
  }
  return sent;
}
