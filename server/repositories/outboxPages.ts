/** The outbox as its screen reads it: pages newest first, one message whole. */
import type { SqlClient } from '../database/sqlClient';
import type { OutboxRow, OutboxState } from './outbox';

/** A list row: everything but the body and its text part, which can be long (an announcement) and are read one at a time. */
export type OutboxListRow = Omit<OutboxRow, 'body' | 'text_body' | 'message_id'>;

/** A page of the outbox, newest first; with a state, only the mail in it (the failed ones a dashboard block counts). */
export async function outboxPage(db: SqlClient, page: number, limit: number, state?: OutboxState): Promise<{ rows: OutboxListRow[]; total: number }> {
  const where = state === undefined ? '' : ' WHERE state = ?';
  const params = state === undefined ? [] : [state];
  const rows = await db.all<OutboxListRow>(`SELECT id, kind, recipient, subject, format, created_at, state, attempts, last_error, next_attempt_at, sent_at
    FROM outbox${where} ORDER BY id DESC LIMIT ? OFFSET ?`, [...params, limit, (page - 1) * limit]);
  const { total } = (await db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM outbox${where}`, params))!;
  return { rows, total };
}

export const findMail = (db: SqlClient, id: number): Promise<OutboxRow | undefined> => db.get<OutboxRow>('SELECT * FROM outbox WHERE id = ?', [id]);
