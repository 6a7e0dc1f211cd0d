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
