import { describe, expect, it } from 'vitest';
import { sqliteClient } from '../../../server/database/sqliteClient';
import { openDatabase } from '../../../server/openDatabase';
import { ensureOutboxTable } from '../../../server/repositories/outbox';

describe('ensureOutboxTable on a database made before the delivery worker', () => {
  it('adds the delivery columns once, keeps the rows pending, and marks the announcements as HTML', async () => {
    const db = sqliteClient(openDatabase(':memory:'));
    try {
      await db.exec(`CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT NOT NULL,
        subject TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL)`);
      const insert = "INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES (?, 'a@example.com', 'S', 'B', '2026-01-01 00:00:00')";
      await db.run(insert, ['cab_reminder']);
      await db.run(insert, ['announcement']);
      await ensureOutboxTable(db);
      await ensureOutboxTable(db);
      expect(await db.all('SELECT kind, format, state, attempts, last_error, next_attempt_at, sent_at, message_id FROM outbox ORDER BY id')).toEqual([
        { kind: 'cab_reminder', format: 'text', state: 'pending', attempts: 0, last_error: null, next_attempt_at: null, sent_at: null, message_id: null },
        { kind: 'announcement', format: 'html', state: 'pending', attempts: 0, last_error: null, next_attempt_at: null, sent_at: null, message_id: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
