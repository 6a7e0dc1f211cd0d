import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

export interface ReferenceItem {
  kind: string;
  id: number;
  name: string;
  /** JSON of the fields meta=true adds ({"type":"open"}), or null */
  extra: string | null;
}

/** Items of look-ups whose entity has no resource file yet (departments, priorities, ...). */
export function insertReferenceItem(db: Database, item: ReferenceItem): void {
  prepared(db, 'INSERT INTO reference_items (kind, id, name, extra) VALUES (?, ?, ?, ?)').run(item.kind, item.id, item.name, item.extra);
}

/** Whether the host record of that kind exists: referenceItemExists(db, 'organizations', 2). */
export function referenceItemExists(db: Database, kind: string, id: number): boolean {
  return prepared(db, 'SELECT 1 FROM reference_items WHERE kind = ? AND id = ?').get(kind, id) !== undefined;
}
