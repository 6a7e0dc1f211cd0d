import type { Database } from 'better-sqlite3';
import { quote } from '../sql';

/**
 * Adds the columns a table gained after it first shipped, when a database made before lacks them;
 * answers the names it added, so the caller can fill them for the rows already there:
 * addMissingColumns(db, 'outbox', { state: "TEXT NOT NULL DEFAULT 'pending'" }) → ['state'] once, [] after.
 */
export function addMissingColumns(db: Database, table: string, columns: Record<string, string>): string[] {
  const present = new Set((db.pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map((column) => column.name));
  const missing = Object.keys(columns).filter((name) => !present.has(name));
  for (const name of missing) db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(name)} ${columns[name]}`);
  return missing;
}
