/**
 * Approval boards applied to changes. Applying copies the board as it stands (definitions.ts), so a
 * later edit of the definition never changes a running approval: board, ordered levels, and each
 * level's approver entries (a user or a user type) with their own status, who decided each and, when
 * not its own approver, for whom; beside them who may not decide (separationOfDuties.ts). Approval
 * links are kept as the SHA-256 of their token only, one live link per approver and level, with the
 * activity-log mark of their issue (approvalLinkValidity.ts).
 */
import type { Database } from 'better-sqlite3';
import { ensureLinkMarks } from '../approvalLinkValidity';
import { addMissingColumns } from '../repositories/addMissingColumns';
import { quote } from '../sql';

export function ensureCabApprovalTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS change_cab_boards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      change_id INTEGER NOT NULL,
      board_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
      action_on_approve INTEGER,
      action_on_deny INTEGER,
      send_auto_reminders INTEGER NOT NULL CHECK (send_auto_reminders IN (0, 1)),
      reminder_interval INTEGER,
      last_reminded_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS idx_change_cab_boards_change ON change_cab_boards (change_id, id);
    CREATE TABLE IF NOT EXISTS change_cab_levels (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      change_cab_id INTEGER NOT NULL REFERENCES change_cab_boards(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      level_order INTEGER NOT NULL,
      match TEXT NOT NULL CHECK (match IN ('any', 'all')),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
      is_active INTEGER NOT NULL CHECK (is_active IN (0, 1))
    );
    CREATE INDEX IF NOT EXISTS idx_change_cab_levels_board ON change_cab_levels (change_cab_id, level_order);
    CREATE TABLE IF NOT EXISTS change_cab_approvers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      level_id INTEGER NOT NULL REFERENCES change_cab_levels(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('user', 'user_type')),
      approver_id INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED')),
      decided_by INTEGER,
      comment TEXT,
      decided_at TEXT,
      on_behalf_name TEXT,
      on_behalf_reason TEXT,
      UNIQUE (level_id, kind, approver_id)
    );
    CREATE TABLE IF NOT EXISTS change_cab_exclusions (
      change_cab_id INTEGER NOT NULL REFERENCES change_cab_boards(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL,
      conflict TEXT NOT NULL CHECK (conflict IN ('requester', 'creator')),
      PRIMARY KEY (change_cab_id, user_id, conflict)
    );
    CREATE TABLE IF NOT EXISTS change_cab_links (
      token_sha256 TEXT PRIMARY KEY,
      level_id INTEGER NOT NULL REFERENCES change_cab_levels(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('live', 'used', 'replaced')),
      created_at TEXT NOT NULL,
      log_mark INTEGER
    );
    CREATE INDEX IF NOT EXISTS idx_change_cab_links_level ON change_cab_links (level_id, user_id);`);
  ensureLinkMarks(db, 'change_cab_links');
  // For whom an entry was decided, when not by its own approver: written at the decision, never worked out again.
  addMissingColumns(db, 'change_cab_approvers', { on_behalf_name: 'TEXT', on_behalf_reason: 'TEXT' });
  // The board definition's level a level was copied from: what the change list filters and counts by
  // (cabListFilters.ts). Levels copied before it was kept take it by their board and name.
  if (addMissingColumns(db, 'change_cab_levels', { definition_level_id: 'INTEGER' }).length) {
    db.exec(`UPDATE change_cab_levels SET definition_level_id = (SELECT d.id FROM cab_levels d JOIN change_cab_boards b ON d.board_id = b.board_id
      WHERE b.id = change_cab_levels.change_cab_id AND d.name = change_cab_levels.name ORDER BY d.id LIMIT 1)`);
  }
  db.exec(`CREATE INDEX IF NOT EXISTS idx_change_cab_boards_status ON change_cab_boards (status, change_id);
    CREATE INDEX IF NOT EXISTS idx_change_cab_levels_waiting ON change_cab_levels (is_active, definition_level_id);`);
}

/**
 * Boards go with their change: a trigger on the change table deletes them in the transaction that
 * deletes the change (levels, entries and links cascade), so no reminder, status or link outlives
 * it. Boards a change deleted before the trigger existed are removed at start.
 */
export function dropBoardsWithTheirChange(db: Database, changeTable: string): void {
  db.exec(`
    CREATE TRIGGER IF NOT EXISTS change_cab_boards_follow_change AFTER DELETE ON ${quote(changeTable)}
    BEGIN DELETE FROM change_cab_boards WHERE change_id = OLD.id; END;
    DELETE FROM change_cab_boards WHERE change_id NOT IN (SELECT id FROM ${quote(changeTable)});`);
}
