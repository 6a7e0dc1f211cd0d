/**
 * The lifecycle's own tables, beside the generic sd_contracts rows:
 * - contract_versions: each term of a contract (the original, then every renewal or extension),
 *   state current / pending (waiting for its approver) / past / rejected: the history tab.
 * - contract_links: approval links, one live per contract and version asked about, stored hashed,
 *   with the activity-log mark of their issue (approvalLinkValidity.ts).
 * - contract_reminders_sent: the expiry reminders mailed, one per contract and end date.
 * Rows go with their contract (a trigger, since the generic store deletes the contract row).
 */
import { ensureLinkMarks } from '../approvalLinkValidity';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';

/** What the trigger does when a contract row is deleted, in both dialects. */
const GOES_WITH_CONTRACT = `
      DELETE FROM contract_versions WHERE contract_id = OLD.id;
      DELETE FROM contract_links WHERE contract_id = OLD.id;
      DELETE FROM contract_reminders_sent WHERE contract_id = OLD.id;`;

export async function ensureContractTables(db: SqlClient, contracts: string): Promise<void> {
  const types = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS contract_versions (
      id ${types.id},
      contract_id ${types.integer} NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('original', 'renewal', 'extension')),
      state TEXT NOT NULL CHECK (state IN ('current', 'pending', 'past', 'rejected')),
      contract_start_date TEXT, contract_end_date TEXT, cost ${types.real},
      approver_id ${types.integer}, owner_id ${types.integer},
      created_at TEXT NOT NULL, decided_at TEXT
    );
    CREATE INDEX IF NOT EXISTS idx_contract_versions ON contract_versions (contract_id, id);
    CREATE INDEX IF NOT EXISTS idx_contract_versions_approver ON contract_versions (approver_id, state);
    CREATE TABLE IF NOT EXISTS contract_links (
      token_sha256 TEXT PRIMARY KEY,
      contract_id ${types.integer} NOT NULL,
      version_id ${types.integer} NOT NULL,
      approver_id ${types.integer} NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('live', 'used', 'replaced')),
      created_at TEXT NOT NULL,
      log_mark ${types.integer}
    );
    CREATE INDEX IF NOT EXISTS idx_contract_links ON contract_links (contract_id, state);
    CREATE TABLE IF NOT EXISTS contract_reminders_sent (
      contract_id ${types.integer} NOT NULL,
      contract_end_date TEXT NOT NULL,
      sent_at TEXT NOT NULL,
      PRIMARY KEY (contract_id, contract_end_date)
    );`);
  if (db.dialect === 'sqlite') {
    await db.exec(`CREATE TRIGGER IF NOT EXISTS contract_lifecycle_goes_with_contract AFTER DELETE ON ${contracts}
    BEGIN${GOES_WITH_CONTRACT}
    END;`);
  } else {
    // PostgreSQL's trigger runs a function; OR REPLACE keeps opening the database repeatable.
    await db.exec(`CREATE OR REPLACE FUNCTION contract_lifecycle_goes_with_contract() RETURNS trigger AS $$
    BEGIN${GOES_WITH_CONTRACT}
      RETURN OLD;
    END $$ LANGUAGE plpgsql;
    CREATE OR REPLACE TRIGGER contract_lifecycle_goes_with_contract AFTER DELETE ON ${contracts}
      FOR EACH ROW EXECUTE FUNCTION contract_lifecycle_goes_with_contract();`);
  }
  await ensureLinkMarks(db, 'contract_links');
}
