/**
 * Mail the server would send. There is no mail server here: messages are kept in the outbox table,
 * where an operator (or a test) reads them, and a relay could later pick them up.
 */
import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';

export interface OutgoingMail {
  /** What the message is about, for whoever reads the table: 'cab_approval_request', 'cab_reminder'. */
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export function ensureOutboxTable(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS idx_outbox_recipient ON outbox (recipient, id);`);
}

export function queueMail(db: Database, mail: OutgoingMail, at = now()): void {
  prepared(db, 'INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mail.kind, mail.recipient, mail.subject, mail.body, at);
}
