import type { SqlClient } from '../database/sqlClient';

/** How many levels each board has, in one query for a page of boards: (await levelCounts(db, [1, 2])).get(1) === 2. */
export async function levelCounts(db: SqlClient, boardIds: number[]): Promise<Map<number, number>> {
  if (!boardIds.length) return new Map();
  const rows = await db.all<{ board_id: number; n: number }>(
    `SELECT board_id, COUNT(*) AS n FROM cab_levels WHERE board_id IN (${boardIds.map(() => '?').join(', ')}) GROUP BY board_id`, boardIds);
  return new Map(rows.map((row) => [row.board_id, row.n]));
}
