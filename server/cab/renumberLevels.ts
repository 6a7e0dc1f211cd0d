import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

/**
 * Gives a board's levels the orders 1..n in their present order (order, then id), so a removal or a
 * save that leaves levels out never leaves a gap or two levels at one step.
 */
export function renumberCabLevels(db: Database, boardId: number): void {
  const levels = prepared(db, 'SELECT id FROM cab_levels WHERE board_id = ? ORDER BY level_order, id').all(boardId) as Array<{ id: number }>;
  const update = prepared(db, 'UPDATE cab_levels SET level_order = ? WHERE id = ? AND level_order <> ?');
  levels.forEach((level, index) => { update.run(index + 1, level.id, index + 1); });
}
