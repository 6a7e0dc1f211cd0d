import type { SqlClient } from '../database/sqlClient';

export type Values = Record<string, unknown>;

/** The stored form-group values of records, by record id then key. */
export async function findCustomValues(db: SqlClient, resource: string, ids: number[]): Promise<Map<number, Values>> {
  const found = new Map<number, Values>();
  const unique = [...new Set(ids)];
  if (!unique.length) return found;
  const rows = await db.all<{ record_id: number; key: string; value: string }>(
    `SELECT record_id, key, value FROM custom_values WHERE resource = ? AND record_id IN (${unique.map(() => '?').join(', ')})`, [resource, ...unique]);
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
export async function writeCustomValues(db: SqlClient, resource: string, id: number, values: Values): Promise<Record<string, [unknown, unknown]>> {
  // Most saves carry no form-group values: no need to read the stored ones (an import saves thousands).
  if (!Object.keys(values).length) return {};
  const before = (await findCustomValues(db, resource, [id])).get(id) ?? {};
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(values)) {
    const old = before[key] ?? null;
    if (value === null || value === undefined) {
      await db.run('DELETE FROM custom_values WHERE resource = ? AND record_id = ? AND key = ?', [resource, id, key]);
    } else {
      await db.run(`INSERT INTO custom_values (resource, record_id, key, value) VALUES (?, ?, ?, ?)
        ON CONFLICT (resource, record_id, key) DO UPDATE SET value = excluded.value`, [resource, id, key, JSON.stringify(value)]);
    }
    if (old !== (value ?? null)) changes[key] = [old, value ?? null];
  }
  return changes;
}

export async function deleteCustomValues(db: SqlClient, resource: string, id: number): Promise<void> {
  await db.run('DELETE FROM custom_values WHERE resource = ? AND record_id = ?', [resource, id]);
}
