// The server's database opened beside it, as another process or an administrator would: on SQLite its
// file in the data folder, on PostgreSQL (the suite's run with DATABASE_URL) the data folder's own
// database. A test reads what the server wrote through it, or writes as another process would.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { postgresDatabase } from '../../server/database/postgresClient';
import type { SqlClient, SqlDatabase } from '../../server/database/sqlClient';
import { sqliteClient } from '../../server/database/sqliteClient';
import { openDatabase } from '../../server/openDatabase';
import { DB_FILE } from '../../server/plugins/db';
import { postgresOf } from './helpers';

/**
 * A connection of its own to the database of the server on dataDir; close() it. On SQLite it only
 * reads unless `writes`, then it is opened as every writer of the file opens it.
 */
export async function besideServer(dataDir: string, { writes = false } = {}): Promise<SqlDatabase> {
  const postgres = await postgresOf(dataDir);
  if (postgres) return postgresDatabase(postgres.url, { connections: 1 });
  const file = join(dataDir, DB_FILE);
  return sqliteClient(writes ? openDatabase(file) : new Database(file, { readonly: true }));
}

/** Runs `read` on the data folder's database, opened beside the server (stopped, or still running) and closed after. */
export async function inspect<T>(dataDir: string, read: (db: SqlClient) => Promise<T>): Promise<T> {
  const db = await besideServer(dataDir);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
