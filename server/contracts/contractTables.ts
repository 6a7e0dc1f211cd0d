/**
 * The lifecycle's own tables, beside the generic sd_contracts rows:
 * - contract_versions: each term of a contract (the original, then every renewal or extension),
 *   state current / pending (waiting for its approver) / past / rejected: the history tab.
 * - contract_links: approval links, one live per contract and version asked about, stored hashed,
 *   with the activity-log mark of their issue (approvalLinkValidity.ts).
 * - contract_reminders_sent: the expiry reminders mailed, one per contract and end date.
 * Rows go with their contract (a trigger, since the generic store deletes the contract row).
 */
import type { Database } from 'better-sqlite3';
import { ensureLinkMarks } from '../approvalLinkValidity';

export function ensureContractTables(db: Database, contracts: string): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS contract_versions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('original', 'renewal', 'extension')),
      state TEXT NOT NULL CHECK (state IN ('current', 'pending', 'past', 'rejected')),
      contract_start_date TEXT, contract_end_date TEXT, cost REAL,
      approver_id INTEGER, owner_id INTEGER,
      created_at TEXT NOT NULL, decided_at TEXT
    );
    CREATE INDEX IF NOT EXISTS idx_contract_versions ON contract_versions (contract_id, id);
    CREATE INDEX IF NOT EXISTS idx_contract_versions_approver ON contract_versions (approver_id, state);
    CREATE TABLE IF NOT EXISTS contract_links (
      token_sha256 TEXT PRIMARY KEY,
      contract_id INTEGER NOT NULL,
      version_id INTEGER NOT NULL,
      approver_id INTEGER NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('live', 'used', 'replaced')),
      created_at TEXT NOT NULL,
      log_mark INTEGER
    );
    CREATE INDEX IF NOT EXISTS idx_contract_links ON contract_links (contract_id, state);
    CREATE TABLE IF NOT EXISTS contract_reminders_sent (
      contract_id INTEGER NOT NULL,
      contract_end_date TEXT NOT NULL,
      sent_at TEXT NOT NULL,
      PRIMARY KEY (contract_id, contract_end_date)
    );
    CREATE TRIGGER IF NOT EXISTS contract_lifecycle_goes_with_contract AFTER DELETE ON ${contracts}
    BEGIN
      DELETE FROM contract_versions WHERE contract_id = OLD.id;
      DELETE FROM contract_links WHERE contract_id = OLD.id;
      DELETE FROM contract_reminders_sent WHERE contract_id = OLD.id;
    END;`);
  ensureLinkMarks(db, 'contract_links');
}
