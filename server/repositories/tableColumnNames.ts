import type { SqlClient } from '../database/sqlClient';

/** The names of a table's columns as the database holds them now (none when there is no such table). */
export async function tableColumnNames(db: SqlClient, table: string): Promise<string[]> {
  const rows = db.dialect === 'sqlite'
    ? await db.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', [table])
    : await db.all<{ name: string }>('SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?', [table]);
  return rows.map((row) => row.name);
}
