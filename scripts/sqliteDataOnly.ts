import { databaseUrl } from '../server/database/databaseUrl';

/**
 * Stops a command that copies the SQLite data folder when the server's database is PostgreSQL
 * (DATABASE_URL): copying the folder would copy the wrong thing. Says what to use instead and exits 1.
 */
export function sqliteDataOnly(refused: string, instead: string): void {
  if (!databaseUrl()) return;
  console.error(`${refused}: DATABASE_URL names a PostgreSQL database, and this command copies only a SQLite data folder. ${instead}`);
  process.exit(1);
}
