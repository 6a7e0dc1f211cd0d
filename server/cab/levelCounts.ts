import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

/** How many levels each board has, in one query for a page of boards: levelCounts(db, [1, 2]).get(1) === 2. */
export function levelCounts(db: Database, boardIds: number[]): Map<number, number> {
  if (!boardIds.length) return new Map();
  const rows = prepared(db, `SELECT board_id, COUNT(*) AS n FROM cab_levels WHERE board_id IN (${boardIds.map(() => '?').join(', ')}) GROUP BY board_id`)
    .all(...boardIds) as Array<{ board_id: number; n: number }>;
  return new Map(rows.map((row) => [row.board_id, row.n]));
}
