import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

export type Values = Record<string, unknown>;

/** The stored form-group values of records, by record id then key. */
export function findCustomValues(db: Database, resource: string, ids: number[]): Map<number, Values> {
  const found = new Map<number, Values>();
  const unique = [...new Set(ids)];
  if (!unique.length) return found;
  const rows = prepared(db, `SELECT record_id, key, value FROM custom_values WHERE resource = ? AND record_id IN (${unique.map(() => '?').join(', ')})`)
    .all(resource, ...unique) as Array<{ record_id: number; key: string; value: string }>;
  for (const row of rows) {
    const values = found.get(row.record_id) ?? {};
    try { values[row.key] = JSON.parse(row.value); } catch { values[row.key] = null; }
    found.set(row.record_id, values);
  }
  return found;
}

/**
 * Writes a record's values (null removes one) and answers what changed as { key: [old, new] }, the
 * shape of an activity entry's changes. Runs inside the caller's transaction.
 */
export function writeCustomValues(db: Database, resource: string, id: number, values: Values): Record<string, [unknown, unknown]> {
  // Most saves carry no form-group values: no need to read the stored ones (an import saves thousands).
  if (!Object.keys(values).length) return {};
  const before = findCustomValues(db, resource, [id]).get(id) ?? {};
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(values)) {
    const old = before[key] ?? null;
    if (value === null || value === undefined) {
      prepared(db, 'DELETE FROM custom_values WHERE resource = ? AND record_id = ? AND key = ?').run(resource, id, key);
    } else {
      prepared(db, `INSERT INTO custom_values (resource, record_id, key, value) VALUES (?, ?, ?, ?)
        ON CONFLICT (resource, record_id, key) DO UPDATE SET value = excluded.value`).run(resource, id, key, JSON.stringify(value));
    }
    if (old !== (value ?? null)) changes[key] = [old, value ?? null];
  }
  return changes;
}

export function deleteCustomValues(db: Database, resource: string, id: number): void {
  prepared(db, 'DELETE FROM custom_values WHERE resource = ? AND record_id = ?').run(resource, id);
}
