import type { SqlClient } from './sqlClient';

/** A column as the database declares it: its name and its type as written there (INTEGER, bigint). */
export interface TableColumn {
  name: string;
  type: string;
}

/**
 * The columns of a table in their order, as the database has them now; none when there is no such
 * table (a table always has one): SQLite's table_info (virtual tables included), PostgreSQL's
 * information_schema in the current schema without its generated columns (the search column),
 * which the database writes itself.
 */
export function tableColumns(db: SqlClient, table: string): Promise<TableColumn[]> {
  if (db.dialect === 'sqlite') return db.all<TableColumn>('SELECT name, type FROM pragma_table_info(?)', [table]);
  return db.all<TableColumn>(`SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position`, [table]);
}

/** The names of a table's columns in their order: columnNames(db, 'outbox') → ['id', 'kind', ...]. */
export async function columnNames(db: SqlClient, table: string): Promise<string[]> {
  return (await tableColumns(db, table)).map((column) => column.name);
}
