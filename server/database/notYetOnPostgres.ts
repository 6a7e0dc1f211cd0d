import type { SqlClient } from './sqlClient';

/**
 * Marks a statement that only SQLite has been given so far (PRAGMA, FTS5, a virtual table): on
 * PostgreSQL it stops with a message naming what is missing, rather than sending SQLite's syntax.
 * Each call is one place left to write for PostgreSQL; they are found by this name.
 */
export function notYetOnPostgres(db: Pick<SqlClient, 'dialect'>, what: string): void {
  if (db.dialect === 'postgres') throw new Error(`Not yet written for PostgreSQL: ${what}`);
}
