import type { SqlClient } from '../database/sqlClient';

/** A column as the database declares it: its name and its type as written there (INTEGER, bigint). */
export interface TableColumn {
  name: string;
  type: string;
}

/**
 * The columns of a table in their order, none when there is no such table (a table always has one):
 * SQLite's table_info (virtual tables included), PostgreSQL's information_schema in the current schema.
 */
export function tableColumns(db: SqlClient, table: string): Promise<TableColumn[]> {
  if (db.dialect === 'sqlite') return db.all<TableColumn>('SELECT name, type FROM pragma_table_info(?)', [table]);
  return db.all<TableColumn>(`SELECT column_name AS name, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`, [table]);
}
