import type { SqlClient } from '../database/sqlClient';
import { sqlTypes, type SqlTypes } from '../database/sqlTypes';

/** Tables every server has, whatever the resource files say. */
const coreTables = (types: SqlTypes) => `
CREATE TABLE IF NOT EXISTS record_sequences (
  name TEXT PRIMARY KEY,
  last ${types.integer} NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id ${types.id},
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE ${types.noCase},
  role TEXT NOT NULL CHECK (role IN ('admin', 'agent', 'user')),
  password_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id ${types.integer} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at ${types.integer} NOT NULL
);
CREATE TABLE IF NOT EXISTS activity_log (
  id ${types.id},
  resource TEXT NOT NULL,
  record_id ${types.integer} NOT NULL,
  user_id ${types.integer},
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
  changes TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_activity_log_record ON activity_log (resource, record_id);
CREATE TABLE IF NOT EXISTS attachments (
  id ${types.id},
  owner TEXT NOT NULL,
  owner_id ${types.integer} NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  size ${types.integer} NOT NULL,
  type TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_attachments_owner ON attachments (owner, owner_id);
CREATE TABLE IF NOT EXISTS reference_items (
  kind TEXT NOT NULL,
  id ${types.integer} NOT NULL,
  name TEXT NOT NULL,
  extra TEXT,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS idx_reference_items_name ON reference_items (kind, name ${types.noCase});
`;

export async function createCoreTables(db: SqlClient): Promise<void> {
  await db.exec(coreTables(sqlTypes(db.dialect)));
}
