/**
 * The outbox row's delivery states, each move one statement in a write transaction:
 *   pending --claim--> sending --sent--> sent
 *                              --refused--> pending (next_attempt_at later) | failed (attempts used up)
 *   sending (left by a crash) --at start--> failed: nobody knows whether the relay took it
 *   failed --an administrator's retry--> pending
 * A row is claimed before it is handed to the relay, so no second worker or later pass sends it too.
 */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../database/sqlClient';
import type { OutboxRow } from '../repositories/outbox';
import { now } from '../time';
import { retryDelay } from './retryDelay';

/** The error an interrupted delivery is left with; the screen shows it beside the retry button. */
export const INTERRUPTED_ERROR = 'Interrupted while sending (the server stopped): it may or may not have arrived. Retry sends it again.';

/**
 * Takes the oldest row due at `at` (pending, no retry time or one passed) into state sending and
 * counts the attempt; undefined when nothing is due. Its Message-ID is made once and kept for retries,
 * so a copy the relay took twice is recognisable as one message.
 */
export function claimNextMail(db: SqlClient, at: Date, domain: string): Promise<OutboxRow | undefined> {
  return db.transaction(async () => {
    const row = await db.get<Pick<OutboxRow, 'id' | 'message_id'>>(`SELECT id, message_id FROM outbox WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
      ORDER BY id LIMIT 1`, [now(at)]);
    if (!row) return undefined;
    return db.get<OutboxRow>(`UPDATE outbox SET state = 'sending', attempts = attempts + 1, message_id = ?
      WHERE id = ? AND state = 'pending' RETURNING *`, [row.message_id ?? `<${randomUUID()}@${domain}>`, row.id]);
  });
}

/** The relay accepted the claimed row. */
export async function markSent(db: SqlClient, id: number, at: Date): Promise<void> {
  await db.run("UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL, next_attempt_at = NULL WHERE id = ? AND state = 'sending'", [now(at), id]);
}

/** The relay refused the claimed row: back to pending after the backoff, or failed after the last attempt. */
export async function markRefused(db: SqlClient, row: Pick<OutboxRow, 'id' | 'attempts'>, error: string, at: Date): Promise<void> {
  const delay = retryDelay(row.attempts);
  const next = delay === null ? null : now(new Date(at.getTime() + delay));
  await db.run("UPDATE outbox SET state = ?, last_error = ?, next_attempt_at = ? WHERE id = ? AND state = 'sending'",
    [delay === null ? 'failed' : 'pending', error, next, row.id]);
}

/** Rows a stopped server left in sending become failed (at most once: see docs/decisions.md); answers how many. */
export function failInterrupted(db: SqlClient): Promise<number> {
  return db.run("UPDATE outbox SET state = 'failed', last_error = ? WHERE state = 'sending'", [INTERRUPTED_ERROR]);
}

/** An administrator's retry of a failed row: pending at once with its attempts counted afresh; false when it is not failed. */
export async function retryMail(db: SqlClient, id: number): Promise<boolean> {
  return await db.run("UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = NULL WHERE id = ? AND state = 'failed'", [id]) === 1;
}
