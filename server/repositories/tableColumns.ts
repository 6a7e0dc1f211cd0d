import type { SqlClient } from '../database/sqlClient';

/**
 * The names of a table's columns, in their order, as the database has them now (a statement rather
 * than PRAGMA, so it runs like any other): tableColumns(db, 'outbox') → ['id', 'kind', ...].
 */
export async function tableColumns(db: SqlClient, table: string): Promise<string[]> {
  const rows = db.dialect === 'sqlite'
    ? await db.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', [table])
    : await db.all<{ name: string }>(`SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`, [table]);
  return rows.map((row) => row.name);
}
