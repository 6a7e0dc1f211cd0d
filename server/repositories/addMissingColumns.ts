import type { SqlClient } from '../database/sqlClient';
import { quote } from '../sql';
import { columnNames } from '../database/tableColumns';

/**
 * Adds the columns a table gained after it first shipped, when a database made before lacks them;
 * answers the names it added, so the caller can fill them for the rows already there:
 * addMissingColumns(db, 'outbox', { state: "TEXT NOT NULL DEFAULT 'pending'" }) → ['state'] once, [] after.
 */
export async function addMissingColumns(db: SqlClient, table: string, columns: Record<string, string>): Promise<string[]> {
  const present = new Set(await columnNames(db, table));
  const missing = Object.keys(columns).filter((name) => !present.has(name));
  for (const name of missing) await db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(name)} ${columns[name]}`);
  return missing;
}
