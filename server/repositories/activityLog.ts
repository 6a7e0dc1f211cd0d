import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
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

export function logActivity(db: Database, entry: ActivityEntry, at = now()): void {
  prepared(db, 'INSERT INTO activity_log (resource, record_id, user_id, action, changes, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(entry.resource, entry.recordId, entry.userId, entry.action, JSON.stringify(entry.changes), at);
}

/**
 * The created entries of many new records in one statement, for an import batch: one INSERT per
 * record made logging a sixth of an import's time.
 */
export function logCreations(db: Database, entry: Omit<ActivityEntry, 'recordId' | 'action'> & { recordIds: number[] }, at = now()): void {
  if (!entry.recordIds.length) return;
  prepared(db, `INSERT INTO activity_log (resource, record_id, user_id, action, changes, created_at)
    SELECT ?, value, ?, 'created', ?, ? FROM json_each(?)`)
    .run(entry.resource, entry.userId, JSON.stringify(entry.changes), at, JSON.stringify(entry.recordIds));
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
export function findActivityPage(db: Database, resource: string, recordId: number, query: ActivityPageQuery): { rows: ActivityRow[]; total: number } {
  const order = query.order === 'ASC' ? 'ASC' : 'DESC';
  const found = prepared(db, `SELECT a.id, a.action, a.changes, a.created_at, a.user_id, u.name AS user_name
    FROM activity_log a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.resource = ? AND a.record_id = ? ORDER BY a.created_at ${order}, a.id ${order} LIMIT ? OFFSET ?`)
    .all(resource, recordId, query.limit, (query.page - 1) * query.limit) as StoredActivity[];
  const { total } = prepared(db, 'SELECT COUNT(*) AS total FROM activity_log WHERE resource = ? AND record_id = ?').get(resource, recordId) as { total: number };
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
