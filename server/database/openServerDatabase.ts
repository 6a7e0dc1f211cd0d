import { join } from 'node:path';
import { openDatabase } from '../openDatabase';
import { databaseUrl } from './databaseUrl';
import { type PostgresOptions, postgresDatabase } from './postgresClient';
import type { SqlDatabase } from './sqlClient';
import { sqliteClient } from './sqliteClient';

/** The SQLite file of a data folder, when the server keeps its data there. */
export const DB_FILE = 'service-desk.sqlite';

/**
 * The server's database: PostgreSQL when a URL names one (by default DATABASE_URL's), else the SQLite
 * file in dataDir, each through its own connection(s) of this process.
 */
export function openServerDatabase(dataDir: string, url: string | undefined = databaseUrl(), options: PostgresOptions = {}): SqlDatabase {
  return url ? postgresDatabase(url, options) : sqliteClient(openDatabase(join(dataDir, DB_FILE)));
}
