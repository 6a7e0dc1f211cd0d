import fp from 'fastify-plugin';
import type { ResourceDefinition } from '../../src/kernel';
import { openServerDatabase } from '../database/openServerDatabase';
import type { SqlClient, SqlDatabase } from '../database/sqlClient';
import { ensureSchema } from '../database/ensureSchema';
import { rememberResources } from '../repositories/loadedResources';
import { holdDataDirLock } from '../dataDirLock';

export { DB_FILE } from '../database/openServerDatabase';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, through the seam that speaks both SQLite and PostgreSQL (server/database/). */
    db: SqlDatabase;
    resources: ResourceDefinition[];
    dataDir: string;
    /** True when this start created the database (the demo seed runs only then). */
    freshDatabase: boolean;
  }
}

/** Whether the database holds the server's tables yet. */
async function hasTables(db: SqlClient): Promise<boolean> {
  const found = db.dialect === 'sqlite'
    ? await db.get("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'users'")
    : await db.get("SELECT 1 AS found FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'users'");
  return found !== undefined;
}

/**
 * Opens the server's database (openServerDatabase: SQLite under dataDir, or DATABASE_URL), creates
 * core, resource and module tables, closes it with the app. Several server processes may share it
 * (WORKERS), each through its own connection. The tables are created by the process that starts the
 * server, before any worker is forked; a worker's pass over them finds everything there and changes
 * nothing. While the database is open, the process holds the data folder's lock (dataDirLock.ts): a
 * restore is refused meanwhile.
 */
export interface DbOptions {
  dataDir: string;
  resources: ResourceDefinition[];
  /** A trial start of a model version being checked: tables are left as they are. */
  trial?: boolean;
  /** The PostgreSQL database to use instead of DATABASE_URL's (a test's own database). */
  databaseUrl?: string;
}

export default fp<DbOptions>(async (app, { dataDir, resources, trial, databaseUrl }) => {
  const releaseLock = holdDataDirLock(dataDir);
  const db = openServerDatabase(dataDir, databaseUrl);
  const fresh = !(await hasTables(db));
  // A trial of a model not yet applied (liveModel.ts) changes nothing: its tables come with the apply.
  if (!trial) {
    const sanitised = await db.transaction(() => ensureSchema(db, resources));
    if (sanitised) app.log.warn(`Sanitised ${sanitised} stored rich-text values: markup that could run was removed.`);
  }
  app.decorate('db', db);
  app.decorate('resources', resources);
  await rememberResources(db, resources);
  app.decorate('dataDir', dataDir);
  app.decorate('freshDatabase', fresh);
  app.addHook('onClose', async () => {
    await db.close();
    releaseLock();
  });
}, { name: 'db' });
