import type { SqlClient } from '../database/sqlClient';
import { logActivity, type Action } from '../repositories/activityLog';
import { now } from '../time';
import { definitionChanges } from './definitionChanges';
import { readCabDefinition, saveCabDefinition, type CabInput } from './definitions';
import { renumberCabLevels } from './renumberLevels';

/** The resource name boards are logged under (schemas/cab.json). */
export const CAB_RESOURCE = 'cab';

/** Saves a board (create, or update with input.id), renumbers its levels 1..n and logs what changed, in one transaction. */
export async function writeCabDefinition(db: SqlClient, input: CabInput, userId: number | null): Promise<{ id: number; action: Action }> {
  return db.transaction(async () => {
    const before = input.id === undefined ? undefined : await readCabDefinition(db, input.id);
    const id = await saveCabDefinition(db, input);
    await renumberCabLevels(db, id);
    const action: Action = before ? 'updated' : 'created';
    await logActivity(db, { resource: CAB_RESOURCE, recordId: id, userId, action, changes: definitionChanges(before, await readCabDefinition(db, id)) });
    return { id, action };
  });
}

/** The board a level belongs to, or undefined when there is no such level. */
export const boardOfLevel = async (db: SqlClient, levelId: number) =>
  (await db.get<{ board_id: number }>('SELECT board_id FROM cab_levels WHERE id = ?', [levelId]))?.board_id;

/** Removes one level (its approvers go with it), renumbers the others and logs it on the board. The caller keeps the last level. */
export async function removeCabLevel(db: SqlClient, boardId: number, levelId: number, userId: number | null): Promise<void> {
  await db.transaction(async () => {
    const before = await readCabDefinition(db, boardId);
    await db.run('DELETE FROM cab_levels WHERE id = ? AND board_id = ?', [levelId, boardId]);
    await renumberCabLevels(db, boardId);
    await db.run('UPDATE cab_boards SET updated_at = ? WHERE id = ?', [now(), boardId]);
    await logActivity(db, { resource: CAB_RESOURCE, recordId: boardId, userId, action: 'updated', changes: definitionChanges(before, await readCabDefinition(db, boardId)) });
  });
}

/** Removes a board with its levels and their approvers, and logs it. Boards already applied to changes keep their own copies. */
export async function removeCabBoard(db: SqlClient, boardId: number, userId: number | null): Promise<void> {
  await db.transaction(async () => {
    const before = await readCabDefinition(db, boardId);
    await db.run('DELETE FROM cab_boards WHERE id = ?', [boardId]);
    await logActivity(db, { resource: CAB_RESOURCE, recordId: boardId, userId, action: 'deleted', changes: definitionChanges(before, undefined) });
  });
}
