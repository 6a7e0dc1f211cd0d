import type { SqlClient } from '../database/sqlClient';
import { now } from '../time';

export type Action = 'created' | 'updated' | 'deleted';

export interface ActivityEntry {
  resource: string;
  recordId: number;
  userId: number | null;
  action: Action;
  /** { field: [old, new] } */
  changes: Record<string, [unknown, unknown]>;
}

export async function logActivity(db: SqlClient, entry: ActivityEntry, at = now()): Promise<void> {
  await db.run('INSERT INTO activity_log (resource, record_id, user_id, action, changes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [entry.resource, entry.recordId, entry.userId, entry.action, JSON.stringify(entry.changes), at]);
}

/**
 * The created entries of many new records in one statement, for an import batch: one INSERT per
 * record made logging a sixth of an import's time.
 */
export async function logCreations(db: SqlClient, entry: Omit<ActivityEntry, 'recordId' | 'action'> & { recordIds: number[] }, at = now()): Promise<void> {
  if (!entry.recordIds.length) return;
  // The ids travel as one JSON list, whose elements each dialect reads its own way.
  const ids = db.dialect === 'sqlite' ? 'json_each(?)' : 'jsonb_array_elements_text(CAST(? AS jsonb)) AS ids (value)';
  await db.run(`INSERT INTO activity_log (resource, record_id, user_id, action, changes, created_at)
    SELECT CAST(? AS TEXT), CAST(value AS BIGINT), CAST(? AS BIGINT), 'created', CAST(? AS TEXT), CAST(? AS TEXT) FROM ${ids}`,
  [entry.resource, entry.userId, JSON.stringify(entry.changes), at, JSON.stringify(entry.recordIds)]);
}

/** The changed fields between two versions of a record: diff({a: 1}, {a: 2}) gives {a: [1, 2]}. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key] ?? null;
    const value = after[key] ?? null;
    if (old !== value) changes[key] = [old, value];
  }
  return changes;
}

/** An activity_log row with its author's name and the changes parsed. */
export interface ActivityRow {
  id: number;
  action: Action;
  changes: Record<string, [unknown, unknown]>;
  created_at: string;
  user: { id: number; name: string } | null;
}

/** What the page's query reads of an activity_log row and its author (none once the user is gone). */
type StoredActivity = Pick<ActivityRow, 'id' | 'action' | 'created_at'> & { changes: string; user_id: number | null; user_name: string | null };

export interface ActivityPageQuery {
  page: number;
  limit: number;
  order: 'ASC' | 'DESC';
}

/** One page of a record's log, by creation time then id (entries of the same second keep their order). */
export async function findActivityPage(db: SqlClient, resource: string, recordId: number, query: ActivityPageQuery): Promise<{ rows: ActivityRow[]; total: number }> {
  const order = query.order === 'ASC' ? 'ASC' : 'DESC';
  const found = await db.all<StoredActivity>(`SELECT a.id, a.action, a.changes, a.created_at, a.user_id, u.name AS user_name
    FROM activity_log a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.resource = ? AND a.record_id = ? ORDER BY a.created_at ${order}, a.id ${order} LIMIT ? OFFSET ?`,
  [resource, recordId, query.limit, (query.page - 1) * query.limit]);
  const { total } = (await db.get<{ total: number }>('SELECT COUNT(*) AS total FROM activity_log WHERE resource = ? AND record_id = ?', [resource, recordId]))!;
  const rows = found.map((row): ActivityRow => ({
    id: row.id,
    action: row.action,
    changes: parseChanges(row.changes),
    created_at: row.created_at,
    user: row.user_id === null || row.user_name === null ? null : { id: row.user_id, name: row.user_name },
  }));
  return { rows, total };
}

function parseChanges(text: unknown): Record<string, [unknown, unknown]> {
  try {
    const parsed = JSON.parse(String(text));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
