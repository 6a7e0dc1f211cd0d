/**
 * Approval boards applied to changes. Applying copies the board as it stands (definitions.ts), so a
 * later edit of the definition never changes a running approval: board, ordered levels, and each
 * level's approver entries (a user or a user type) with their own status, who decided each and, when
 * not its own approver, for whom; beside them who may not decide (separationOfDuties.ts). Approval
 * links are kept as the SHA-256 of their token only, one live link per approver and level, with the
 * activity-log mark of their issue (approvalLinkValidity.ts).
 */
import { ensureLinkMarks } from '../approvalLinkValidity';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { addMissingColumns } from '../repositories/addMissingColumns';
import { quote } from '../sql';

export async function ensureCabApprovalTables(db: SqlClient): Promise<void> {
  const t = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS change_cab_boards (
      id ${t.id},
      change_id ${t.integer} NOT NULL,
      board_id ${t.integer} NOT NULL,
      name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
      action_on_approve ${t.integer},
      action_on_deny ${t.integer},
      send_auto_reminders ${t.integer} NOT NULL CHECK (send_auto_reminders IN (0, 1)),
      reminder_interval ${t.integer},
      last_reminded_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS idx_change_cab_boards_change ON change_cab_boards (change_id, id);
    CREATE TABLE IF NOT EXISTS change_cab_levels (
      id ${t.id},
      change_cab_id ${t.integer} NOT NULL REFERENCES change_cab_boards(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      level_order ${t.integer} NOT NULL,
      match TEXT NOT NULL CHECK (match IN ('any', 'all')),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
      is_active ${t.integer} NOT NULL CHECK (is_active IN (0, 1))
    );
    CREATE INDEX IF NOT EXISTS idx_change_cab_levels_board ON change_cab_levels (change_cab_id, level_order);
    CREATE TABLE IF NOT EXISTS change_cab_approvers (
      id ${t.id},
      level_id ${t.integer} NOT NULL REFERENCES change_cab_levels(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('user', 'user_type')),
      approver_id ${t.integer} NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
      decided_by ${t.integer},
      comment TEXT,
      decided_at TEXT,
      on_behalf_name TEXT,
      on_behalf_reason TEXT,
      UNIQUE (level_id, kind, approver_id)
    );
    CREATE TABLE IF NOT EXISTS change_cab_exclusions (
      change_cab_id ${t.integer} NOT NULL REFERENCES change_cab_boards(id) ON DELETE CASCADE,
      user_id ${t.integer} NOT NULL,
      conflict TEXT NOT NULL CHECK (conflict IN ('requester', 'creator')),
      PRIMARY KEY (change_cab_id, user_id, conflict)
    );
    CREATE TABLE IF NOT EXISTS change_cab_links (
      token_sha256 TEXT PRIMARY KEY,
      level_id ${t.integer} NOT NULL REFERENCES change_cab_levels(id) ON DELETE CASCADE,
      user_id ${t.integer} NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('live', 'used', 'replaced')),
      created_at TEXT NOT NULL,
      log_mark ${t.integer}
    );
    CREATE INDEX IF NOT EXISTS idx_change_cab_links_level ON change_cab_links (level_id, user_id);`);
  await ensureLinkMarks(db, 'change_cab_links');
  // For whom an entry was decided, when not by its own approver: written at the decision, never worked out again.
  await addMissingColumns(db, 'change_cab_approvers', { on_behalf_name: 'TEXT', on_behalf_reason: 'TEXT' });
  // The board definition's level a level was copied from: what the change list filters and counts by
  // (cabListFilters.ts). Levels copied before it was kept take it by their board and name.
  if ((await addMissingColumns(db, 'change_cab_levels', { definition_level_id: t.integer })).length) {
    await db.exec(`UPDATE change_cab_levels SET definition_level_id = (SELECT d.id FROM cab_levels d JOIN change_cab_boards b ON d.board_id = b.board_id
      WHERE b.id = change_cab_levels.change_cab_id AND d.name = change_cab_levels.name ORDER BY d.id LIMIT 1)`);
  }
  await db.exec(`CREATE INDEX IF NOT EXISTS idx_change_cab_boards_status ON change_cab_boards (status, change_id);
    CREATE INDEX IF NOT EXISTS idx_change_cab_levels_waiting ON change_cab_levels (is_active, definition_level_id);`);
}

/**
 * Boards go with their change: a trigger on the change table deletes them in the transaction that
 * deletes the change (levels, entries and links cascade), so no reminder, status or link outlives
 * it. Boards a change deleted before the trigger existed are removed at start.
 */
export async function dropBoardsWithTheirChange(db: SqlClient, changeTable: string): Promise<void> {
  if (db.dialect === 'sqlite') {
    await db.exec(`CREATE TRIGGER IF NOT EXISTS change_cab_boards_follow_change AFTER DELETE ON ${quote(changeTable)}
      BEGIN DELETE FROM change_cab_boards WHERE change_id = OLD.id; END;`);
  } else {
    // PostgreSQL's trigger runs a function; dropped and made again, as it has no IF NOT EXISTS.
    await db.exec(`CREATE OR REPLACE FUNCTION change_cab_boards_follow_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM change_cab_boards WHERE change_id = OLD.id; RETURN OLD; END $$;
      DROP TRIGGER IF EXISTS change_cab_boards_follow_change ON ${quote(changeTable)};
      CREATE TRIGGER change_cab_boards_follow_change AFTER DELETE ON ${quote(changeTable)}
      FOR EACH ROW EXECUTE FUNCTION change_cab_boards_follow_change();`);
  }
  await db.exec(`DELETE FROM change_cab_boards WHERE change_id NOT IN (SELECT id FROM ${quote(changeTable)});`);
}
