/**
 * Reminders of a running approval: sent by hand to the active level or one of its approvers, or
 * automatically every reminder_interval hours while the board's auto reminders are on. A reminder
 * mails a fresh link (the earlier one is replaced, since only its hash is kept) and is logged.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { FieldErrors, badRequest, notFound } from '../httpErrors';
import { findRecord } from '../repositories/records';
import { prepared } from '../sql';
import { now } from '../time';
import { logCabEvent, mailLinks, pendingMembers, type CabScope } from './approvalFlow';
import { entryName, type ApproverEntry } from './approvalMembers';
import { activeLevel, entriesOf, findBoard, type AppliedBoard } from './approvalStore';
import { activeLevelOf, excludedEntry } from './approverEditing';

/** Hours between automatic reminders when a board resumes them without an interval of its own. */
export const DEFAULT_REMINDER_INTERVAL = 24;

export type ReminderTarget = { type: 'level'; levelId: number } | { type: 'approver'; levelId: number; entry: ApproverEntry; field: string };

/** Mails the level's pending approvers, or one pending approver entry's people. */
export function sendReminder(scope: CabScope, target: ReminderTarget, userId: number): void {
  scope.db.transaction(() => {
    const field = target.type === 'level' ? 'id' : 'level_id';
    const { board, level } = activeLevelOf(scope, target.levelId, field, 'Reminders can only be sent to the active level.');
    let entries = entriesOf(scope.db, level.id);
    let name = level.name;
    if (target.type === 'approver') {
      const { entry } = target;
      const found = entries.find((candidate) => candidate.kind === entry.kind && candidate.approver_id === entry.approver_id);
      if (!found) throw new FieldErrors({ [target.field]: 'The selected approver is not an approver of this level.' });
      name = entryName(scope.db, found);
      if (found.status !== 'PENDING') throw badRequest(`${name} has already decided.`);
      const excluded = excludedEntry(scope, board.id, found, name);
      if (excluded) throw badRequest(excluded);
      entries = [found];
    }
    const people = pendingMembers(scope, board.id, entries);
    if (!people.length) throw badRequest(`Nobody can be reminded by e-mail: ${name} has no pending approver with an address.`);
    mailLinks(scope, board, level, people, 'cab_reminder');
    logCabEvent(scope, userId, 'sent a reminder to {0}', [name]);
  })();
}

/** Stops or resumes a pending board's automatic reminders (GET stop-/resume-auto-reminder/{id}). */
export function setAutoReminders(db: Database, def: ResourceDefinition, boardId: number, on: boolean, userId: number): string {
  return db.transaction(() => {
    const board = findBoard(db, boardId);
    const change = board && findRecord(db, def, board.change_id);
    if (!board || !change) throw notFound();
    if (board.status !== 'PENDING') throw badRequest('Auto reminders can only be changed while the approval board is pending.');
    prepared(db, 'UPDATE change_cab_boards SET send_auto_reminders = ?, reminder_interval = ?, last_reminded_at = ?, updated_at = ? WHERE id = ?')
      .run(on ? 1 : 0, board.reminder_interval ?? (on ? DEFAULT_REMINDER_INTERVAL : null), now(), now(), board.id);
    logCabEvent({ db, def, change }, userId, `${on ? 'resumed' : 'stopped'} the automatic reminders of {0}`, [board.name]);
    return on ? 'Auto reminders resumed successfully.' : 'Auto reminders stopped successfully.';
  })();
}

const HOUR_MS = 60 * 60 * 1000;
const due = (board: AppliedBoard, at: Date) =>
  Date.parse(`${board.last_reminded_at.replace(' ', 'T')}Z`) + (board.reminder_interval ?? DEFAULT_REMINDER_INTERVAL) * HOUR_MS <= at.getTime();

/** Sends the automatic reminders that are due at `at`; answers how many boards reminded. */
export function sendDueReminders(db: Database, def: ResourceDefinition, at = new Date()): number {
  const boards = (prepared(db, "SELECT * FROM change_cab_boards WHERE status = 'PENDING' AND send_auto_reminders = 1").all() as AppliedBoard[]).filter((board) => due(board, at));
  let sent = 0;
  for (const board of boards) {
    db.transaction(() => {
      const change = findRecord(db, def, board.change_id);
      const level = activeLevel(db, board.id);
      prepared(db, 'UPDATE change_cab_boards SET last_reminded_at = ? WHERE id = ?').run(now(at), board.id);
      if (!change || !level) return;
      const scope: CabScope = { db, def, change };
      const people = pendingMembers(scope, board.id, entriesOf(db, level.id));
      if (!people.length) return;
      mailLinks(scope, board, level, people, 'cab_auto_reminder');
      logCabEvent(scope, null, 'sent an automatic reminder to {0}', [level.name]);
      sent += 1;
    })();
  }
  return sent;
}
