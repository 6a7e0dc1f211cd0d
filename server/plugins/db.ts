import type Database from 'better-sqlite3';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import type { ResourceDefinition } from '../../src/kernel';
import { createCoreTables } from '../repositories/coreTables';
import { ensureFormTables } from '../repositories/formGroups';
import { ensureModelTables } from '../repositories/modelTables';
import { ensureMembershipTable } from '../repositories/memberships';
import { ensureOutboxTable } from '../repositories/outbox';
import { ensureLinkTable } from '../repositories/recordLinks';
import { ensureSavedFilterTable } from '../repositories/savedFilters';
import { ensureUserPermissionTable } from '../repositories/userPermissions';
import { ensureScheduleRunTable } from '../repositories/scheduleRuns';
import { ensureFailedAttemptTable } from '../repositories/failedAttempts';
import { rememberResources } from '../repositories/loadedResources';
import { openDatabase } from '../openDatabase';
import { holdDataDirLock } from '../dataDirLock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database.Database;
    resources: ResourceDefinition[];
    dataDir: string;
    /** True when this start created the database file (the demo seed runs only then). */
    freshDatabase: boolean;
  }
}

export const DB_FILE = 'service-desk.sqlite';

/**
 * Opens the database under dataDir, creates core, resource and module tables, closes it with the app.
 * Several server processes may share the file (WORKERS), each through its own connection (openDatabase).
 * The tables are created by the process that starts the server, before any worker is forked; a
 * worker's pass over them finds everything there and changes nothing. While the database is open, the
 * process holds the data folder's lock (dataDirLock.ts): a restore is refused meanwhile.
 */
export interface DbOptions {
  dataDir: string;
  resources: ResourceDefinition[];
  /** A trial start of a model version being checked: tables are left as they are. */
  trial?: boolean;
}

export default fp<DbOptions>(async (app, { dataDir, resources, trial }) => {
  const releaseLock = holdDataDirLock(dataDir);
  const db = openDatabase(join(dataDir, DB_FILE));
  const fresh = !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
  // A trial of a model not yet applied (liveModel.ts) changes nothing: its tables come with the apply.
  if (!trial) db.transaction(() => {
    createCoreTables(db);
    ensureLinkTable(db);
    ensureFormTables(db);
    ensureSavedFilterTable(db);
    ensureOutboxTable(db);
    ensureMembershipTable(db);
    ensureUserPermissionTable(db);
    ensureScheduleRunTable(db);
    ensureFailedAttemptTable(db);
    const sanitised = ensureModelTables(db, resources);
    if (sanitised) app.log.warn(`Sanitised ${sanitised} stored rich-text values: markup that could run was removed.`);
  })();
  app.decorate('db', db);
  app.decorate('resources', resources);
  rememberResources(db, resources);
  app.decorate('dataDir', dataDir);
  app.decorate('freshDatabase', fresh);
  app.addHook('onClose', async () => {
    db.close();
    releaseLock();
  });
}, { name: 'db' });
