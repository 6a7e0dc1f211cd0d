import type Database from 'better-sqlite3';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ResourceDefinition } from '../../src/kernel';
import { createCoreTables } from '../repositories/coreTables';
import { ensureFormTables } from '../repositories/formGroups';
import { ensureMembershipTable } from '../repositories/memberships';
import { ensureOutboxTable } from '../repositories/outbox';
import { ensurePlanningTable } from '../repositories/planningEntries';
import { ensureLinkTable } from '../repositories/recordLinks';
import { ensureResourceTable } from '../repositories/resourceTable';
import { ensureSearchIndex } from '../repositories/searchIndex';
import { sanitiseStoredHtml } from '../repositories/storedHtml';
import { storeModuleOf } from '../modules/moduleResource';
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
  /** The server modules' own tables and migrations (ServerModule.tables), made in the same transaction. */
  tables?: Array<(db: Database.Database, resources: ResourceDefinition[]) => void>;
}

export default fp<DbOptions>(async (app, { dataDir, resources, tables = [] }) => {
  mkdirSync(join(dataDir, 'attachments'), { recursive: true });
  const releaseLock = holdDataDirLock(dataDir);
  const db = openDatabase(join(dataDir, DB_FILE));
  const fresh = !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
  db.transaction(() => {
    createCoreTables(db);
    ensureLinkTable(db);
    ensureFormTables(db);
    ensureSavedFilterTable(db);
    ensureOutboxTable(db);
    ensureMembershipTable(db);
    ensureUserPermissionTable(db);
    ensureScheduleRunTable(db);
    ensureFailedAttemptTable(db);
    // A module keeps its own tables (x-store.module): the generic column store makes none for it.
    for (const def of resources) {
      if (storeModuleOf(def)) continue;
      ensureResourceTable(db, def);
      // After the columns: a property added to x-list.search has its column before the index reads it.
      ensureSearchIndex(db, def);
    }
    // After the resource tables: a module's rows hold foreign keys to them (relations to assets), its triggers follow them.
    for (const moduleTables of tables) moduleTables(db, resources);
    ensurePlanningTable(db);
    // Rich text stored before it was sanitised on write (or before its property became rich text), once.
    const sanitised = sanitiseStoredHtml(db, resources);
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
