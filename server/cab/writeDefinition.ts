import type { Database } from 'better-sqlite3';
import { logActivity, type Action } from '../repositories/activityLog';
import { prepared } from '../sql';
import { now } from '../time';
import { definitionChanges } from './definitionChanges';
import { readCabDefinition, saveCabDefinition, type CabInput } from './definitions';
import { renumberCabLevels } from './renumberLevels';

/** The resource name boards are logged under (schemas/cab.json). */
export const CAB_RESOURCE = 'cab';

/** Saves a board (create, or update with input.id), renumbers its levels 1..n and logs what changed, in one transaction. */
export function writeCabDefinition(db: Database, input: CabInput, userId: number | null): { id: number; action: Action } {
  return db.transaction(() => {
    const before = input.id === undefined ? undefined : readCabDefinition(db, input.id);
    const id = saveCabDefinition(db, input);
    renumberCabLevels(db, id);
    const action: Action = before ? 'updated' : 'created';
    logActivity(db, { resource: CAB_RESOURCE, recordId: id, userId, action, changes: definitionChanges(before, readCabDefinition(db, id)) });
    return { id, action };
  })();
}

/** The board a level belongs to, or undefined when there is no such level. */
export const boardOfLevel = (db: Database, levelId: number) =>
  (prepared(db, 'SELECT board_id FROM cab_levels WHERE id = ?').get(levelId) as { board_id: number } | undefined)?.board_id;

/** Removes one level (its approvers go with it), renumbers the others and logs it on the board. The caller keeps the last level. */
export function removeCabLevel(db: Database, boardId: number, levelId: number, userId: number | null): void {
  db.transaction(() => {
    const before = readCabDefinition(db, boardId);
    prepared(db, 'DELETE FROM cab_levels WHERE id = ? AND board_id = ?').run(levelId, boardId);
    renumberCabLevels(db, boardId);
    prepared(db, 'UPDATE cab_boards SET updated_at = ? WHERE id = ?').run(now(), boardId);
    logActivity(db, { resource: CAB_RESOURCE, recordId: boardId, userId, action: 'updated', changes: definitionChanges(before, readCabDefinition(db, boardId)) });
  })();
}

/** Removes a board with its levels and their approvers, and logs it. Boards already applied to changes keep their own copies. */
export function removeCabBoard(db: Database, boardId: number, userId: number | null): void {
  db.transaction(() => {
    const before = readCabDefinition(db, boardId);
    prepared(db, 'DELETE FROM cab_boards WHERE id = ?').run(boardId);
    logActivity(db, { resource: CAB_RESOURCE, recordId: boardId, userId, action: 'deleted', changes: definitionChanges(before, undefined) });
  })();
}
