/**
 * Change approval boards as an administrator defines them:
 * a board with its outcome statuses and reminder settings, ordered levels, and each level's approvers
 * (users and user types). Levels and approvers are rows of their own, so a level keeps its id across
 * edits (the spec deletes a level by id) and applying a board to a change can copy it as it stands.
 */
import type { Cab } from '../../src/types';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import type { Row, Stored } from '../repositories/records';
import { now } from '../time';

/** A level as schemas/cab.json declares it. */
type LevelOfFile = Cab['levels'][number];

export type Match = LevelOfFile['match'];

/** A stored level: its id, and both approver kinds listed (empty when it has none of a kind). */
export type CabLevel = Required<Omit<LevelOfFile, 'approvers'>> & { approvers: Required<LevelOfFile['approvers']> };

/** A stored board with its levels: the board's columns of cab.json, null while unset; name, the reminder switch and the times always set. */
export type CabDefinition = Stored<Omit<Cab, 'levels' | 'levels_count'>> & Required<Pick<Cab, 'name' | 'send_auto_reminders' | 'created_at' | 'updated_at'>> & {
  levels: CabLevel[];
};

/** What a save writes; a level without id is new, a level of the board missing from `levels` is kept (levels are removed one by one). */
export type CabInput = Pick<CabDefinition, 'name' | 'send_auto_reminders'>
  & Partial<Pick<CabDefinition, 'id' | 'action_on_approve' | 'action_on_deny' | 'reminder_interval'>>
  & { levels: Array<Omit<CabLevel, 'id'> & { id?: number }> };

export async function ensureCabDefinitionTables(db: SqlClient): Promise<void> {
  const t = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS cab_boards (
      id ${t.id},
      name TEXT NOT NULL,
      action_on_approve ${t.integer},
      action_on_deny ${t.integer},
      send_auto_reminders ${t.integer} NOT NULL DEFAULT 0 CHECK (send_auto_reminders IN (0, 1)),
      reminder_interval ${t.integer},
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS idx_cab_boards_name ON cab_boards (name ${t.noCase});
    CREATE TABLE IF NOT EXISTS cab_levels (
      id ${t.id},
      board_id ${t.integer} NOT NULL REFERENCES cab_boards(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      level_order ${t.integer} NOT NULL,
      match TEXT NOT NULL CHECK (match IN ('any', 'all'))
    );
    CREATE INDEX IF NOT EXISTS idx_cab_levels_board ON cab_levels (board_id, level_order);
    CREATE TABLE IF NOT EXISTS cab_level_approvers (
      level_id ${t.integer} NOT NULL REFERENCES cab_levels(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('user', 'user_type')),
      approver_id ${t.integer} NOT NULL,
      PRIMARY KEY (level_id, kind, approver_id)
    );`);
  // Each level named with its board, as the cab_levels look-up offers it: 'Standard change board › Technical review'.
  // PostgreSQL has no CREATE VIEW IF NOT EXISTS; its OR REPLACE writes the same view again.
  await db.exec(`CREATE ${db.dialect === 'sqlite' ? 'VIEW IF NOT EXISTS' : 'OR REPLACE VIEW'} cab_level_names AS
    SELECT l.id AS id, b.name || ' › ' || l.name AS name FROM cab_levels l JOIN cab_boards b ON b.id = l.board_id;`);
}

/** A row of cab_boards. */
export type BoardRow = Omit<CabDefinition, 'levels'>;
/** A row of cab_levels: the level's order is the column level_order. */
type LevelRow = Pick<CabLevel, 'id' | 'name' | 'match'> & { level_order: number };

/** A row the generic store read from cab_boards (the board list's), as the board it is. */
export const asBoardRow = (row: Row) => row as BoardRow;

/** The board with its levels in order, or undefined when there is none with this id. */
export async function readCabDefinition(db: SqlClient, id: number): Promise<CabDefinition | undefined> {
  const board = await db.get<BoardRow>('SELECT * FROM cab_boards WHERE id = ?', [id]);
  if (!board) return undefined;
  const levels: CabLevel[] = [];
  for (const level of await db.all<LevelRow>('SELECT id, name, level_order, match FROM cab_levels WHERE board_id = ? ORDER BY level_order, id', [id])) {
    const approvers = await db.all<{ kind: string; approver_id: number }>('SELECT kind, approver_id FROM cab_level_approvers WHERE level_id = ? ORDER BY approver_id', [level.id]);
    levels.push({
      id: level.id, name: level.name, order: level.level_order, match: level.match,
      approvers: {
        users: approvers.filter((a) => a.kind === 'user').map((a) => a.approver_id),
        user_types: approvers.filter((a) => a.kind === 'user_type').map((a) => a.approver_id),
      },
    });
  }
  return { ...board, levels };
}

/**
 * Creates or updates a board and its levels in one transaction; the caller has validated the input
 * (a level id must belong to this board). Returns the board's id.
 */
export async function saveCabDefinition(db: SqlClient, input: CabInput): Promise<number> {
  return db.transaction(async () => {
    const time = now();
    const values = [input.name, input.action_on_approve ?? null, input.action_on_deny ?? null, input.send_auto_reminders,
      input.send_auto_reminders ? input.reminder_interval ?? null : null];
    let id = input.id;
    if (id === undefined) {
      id = Number((await db.get<{ id: number }>(`INSERT INTO cab_boards (name, action_on_approve, action_on_deny, send_auto_reminders, reminder_interval, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, [...values, time, time]))!.id);
    } else {
      await db.run(`UPDATE cab_boards SET name = ?, action_on_approve = ?, action_on_deny = ?, send_auto_reminders = ?, reminder_interval = ?, updated_at = ?
        WHERE id = ?`, [...values, time, id]);
    }
    for (const level of input.levels) {
      let levelId = level.id;
      if (levelId === undefined) {
        levelId = Number((await db.get<{ id: number }>('INSERT INTO cab_levels (board_id, name, level_order, match) VALUES (?, ?, ?, ?) RETURNING id',
          [id, level.name, level.order, level.match]))!.id);
      } else {
        await db.run('UPDATE cab_levels SET name = ?, level_order = ?, match = ? WHERE id = ? AND board_id = ?', [level.name, level.order, level.match, levelId, id]);
        await db.run('DELETE FROM cab_level_approvers WHERE level_id = ?', [levelId]);
      }
      const insert = 'INSERT INTO cab_level_approvers (level_id, kind, approver_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING';
      for (const user of level.approvers.users) await db.run(insert, [levelId, 'user', user]);
      for (const type of level.approvers.user_types) await db.run(insert, [levelId, 'user_type', type]);
    }
    return id;
  });
}

/**
 * Demo boards: a two-level standard board and a one-level emergency board (ids of seeded users and
 * user types). Each level has two people who may decide it, so a change one of them requested or
 * created (who may not decide on it) can still pass.
 */
export async function seedCabDefinitions(db: SqlClient, users: { agents: number[]; admins: number[] }): Promise<void> {
  await saveCabDefinition(db, {
    name: 'Standard change board', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 1, reminder_interval: 24,
    levels: [
      { name: 'Technical review', order: 1, match: 'any', approvers: { users: users.agents.slice(0, 2), user_types: [] } },
      { name: 'Management approval', order: 2, match: 'any', approvers: { users: users.admins.slice(0, 2), user_types: [] } },
    ],
  });
  await saveCabDefinition(db, {
    name: 'Emergency change board', action_on_approve: 4, action_on_deny: 1, send_auto_reminders: 0,
    levels: [{ name: 'On-call approval', order: 1, match: 'any', approvers: { users: users.admins.slice(0, 1), user_types: [2] } }],
  });
}
