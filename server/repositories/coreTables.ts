import type { Database } from 'better-sqlite3';

/** Tables every server has, whatever the resource files say. */
const CORE_TABLES = `
CREATE TABLE IF NOT EXISTS record_sequences (
  name TEXT PRIMARY KEY,
  last INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'agent', 'user')),
  password_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS activity_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  user_id INTEGER,
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
  changes TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_activity_log_record ON activity_log (resource, record_id);
CREATE TABLE IF NOT EXISTS attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  size INTEGER NOT NULL,
  type TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_attachments_owner ON attachments (owner, owner_id);
CREATE TABLE IF NOT EXISTS reference_items (
  kind TEXT NOT NULL,
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  extra TEXT,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS idx_reference_items_name ON reference_items (kind, name COLLATE NOCASE);
`;

export function createCoreTables(db: Database): void {
  db.exec(CORE_TABLES);
}
