import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ensureOutboxTable } from '../../../server/repositories/outbox';

describe('ensureOutboxTable on a database made before the delivery worker', () => {
  it('adds the delivery columns once, keeps the rows pending, and marks the announcements as HTML', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT NOT NULL,
      subject TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL)`);
    const insert = db.prepare("INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES (?, 'a@example.com', 'S', 'B', '2026-01-01 00:00:00')");
    insert.run('cab_reminder');
    insert.run('announcement');
    ensureOutboxTable(db);
    ensureOutboxTable(db);
    expect(db.prepare('SELECT kind, format, state, attempts, last_error, next_attempt_at, sent_at, message_id FROM outbox ORDER BY id').all()).toEqual([
      { kind: 'cab_reminder', format: 'text', state: 'pending', attempts: 0, last_error: null, next_attempt_at: null, sent_at: null, message_id: null },
      { kind: 'announcement', format: 'html', state: 'pending', attempts: 0, last_error: null, next_attempt_at: null, sent_at: null, message_id: null },
    ]);
  });
});
