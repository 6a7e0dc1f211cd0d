/** The outbox as its screen reads it: pages newest first, one message whole. */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import type { OutboxRow, OutboxState } from './outbox';

/** A list row: everything but the body and its text part, which can be long (an announcement) and are read one at a time. */
export type OutboxListRow = Omit<OutboxRow, 'body' | 'text_body' | 'message_id'>;

/** A page of the outbox, newest first; with a state, only the mail in it (the failed ones a dashboard block counts). */
export function outboxPage(db: Database, page: number, limit: number, state?: OutboxState): { rows: OutboxListRow[]; total: number } {
  const where = state === undefined ? '' : ' WHERE state = ?';
  const params = state === undefined ? [] : [state];
  const rows = prepared(db, `SELECT id, kind, recipient, subject, format, created_at, state, attempts, last_error, next_attempt_at, sent_at
    FROM outbox${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...params, limit, (page - 1) * limit) as OutboxListRow[];
  const { total } = prepared(db, `SELECT COUNT(*) AS total FROM outbox${where}`).get(...params) as { total: number };
  return { rows, total };
}

export const findMail = (db: Database, id: number) => prepared(db, 'SELECT * FROM outbox WHERE id = ?').get(id) as OutboxRow | undefined;
