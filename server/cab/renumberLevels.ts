import type { SqlClient } from '../database/sqlClient';

/**
 * Gives a board's levels the orders 1..n in their present order (order, then id), so a removal or a
 * save that leaves levels out never leaves a gap or two levels at one step.
 */
export async function renumberCabLevels(db: SqlClient, boardId: number): Promise<void> {
  const levels = await db.all<{ id: number }>('SELECT id FROM cab_levels WHERE board_id = ? ORDER BY level_order, id', [boardId]);
  for (const [index, level] of levels.entries()) {
    await db.run('UPDATE cab_levels SET level_order = ? WHERE id = ? AND level_order <> ?', [index + 1, level.id, index + 1]);
  }
}
