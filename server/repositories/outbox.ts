/**
 * Mail the server sends. Every message is a row of the outbox table first, written in the
 * transaction of what caused it; the delivery worker (server/mail/) hands rows to an SMTP relay when
 * one is configured, and administrators read the table on the outbox screen.
 */
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import type { MailKindName } from '../mail/mailKinds';
import { addMissingColumns } from './addMissingColumns';
import { now } from '../time';

export interface OutgoingMail {
  /** What the message is about, for whoever reads the table: 'cab_approval_request', 'cab_reminder'. */
  kind: MailKindName;
  recipient: string;
  subject: string;
  body: string;
  /** How the body is written: plain text unless it says html (announcements, approval requests and reminders). */
  format?: MailFormat;
  /** An HTML body's plain-text part, for mail programs that show no HTML. */
  text?: string;
}

export type MailFormat = 'text' | 'html';

/** pending (waiting, maybe for a retry) -> sending (claimed by the worker) -> sent | failed. */
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  format: MailFormat;
  /** The plain-text part of an HTML body; null when the body is all there is. */
  text_body: string | null;
  created_at: string;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  message_id: string | null;
}

// Columns the delivery worker added; a database made before it gains them at start.
const deliveryColumns = (integer: string): Record<string, string> => ({
  format: "TEXT NOT NULL DEFAULT 'text'",
  state: "TEXT NOT NULL DEFAULT 'pending'",
  attempts: `${integer} NOT NULL DEFAULT 0`,
  last_error: 'TEXT',
  next_attempt_at: 'TEXT',
  sent_at: 'TEXT',
  message_id: 'TEXT',
  text_body: 'TEXT',
});

export async function ensureOutboxTable(db: SqlClient): Promise<void> {
  const types = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS outbox (
      id ${types.id},
      kind TEXT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS idx_outbox_recipient ON outbox (recipient, id);`);
  const added = await addMissingColumns(db, 'outbox', deliveryColumns(types.integer));
  // Before the format column the announcements were the only HTML bodies.
  if (added.includes('format')) await db.exec("UPDATE outbox SET format = 'html' WHERE kind = 'announcement'");
  await db.exec('CREATE INDEX IF NOT EXISTS idx_outbox_due ON outbox (state, next_attempt_at, id)');
}

export async function queueMail(db: SqlClient, mail: OutgoingMail, at = now()): Promise<void> {
  await db.run('INSERT INTO outbox (kind, recipient, subject, body, format, text_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [mail.kind, mail.recipient, mail.subject, mail.body, mail.format ?? 'text', mail.text ?? null, at]);
}
