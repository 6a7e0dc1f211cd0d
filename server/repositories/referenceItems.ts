import type { SqlClient } from '../database/sqlClient';

export interface ReferenceItem {
  kind: string;
  id: number;
  name: string;
  /** JSON of the fields meta=true adds ({"type":"open"}), or null */
  extra: string | null;
}

/** Items of look-ups whose entity has no resource file yet (departments, priorities, ...). */
export async function insertReferenceItem(db: SqlClient, item: ReferenceItem): Promise<void> {
  await db.run('INSERT INTO reference_items (kind, id, name, extra) VALUES (?, ?, ?, ?)', [item.kind, item.id, item.name, item.extra]);
}

/** Whether the host record of that kind exists: referenceItemExists(db, 'organizations', 2). */
export async function referenceItemExists(db: SqlClient, kind: string, id: number): Promise<boolean> {
  return (await db.get('SELECT 1 FROM reference_items WHERE kind = ? AND id = ?', [kind, id])) !== undefined;
}
