import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { installedModules } from '../modules/installed';
import { storeModuleOf } from '../modules/moduleResource';
import { ensurePlanningTable } from './planningEntries';
import { ensureRepliesTable, resourcesWithReplies } from './replies';
import { ensureResourceTable } from './resourceTable';
import { ensureSearchIndex } from './searchIndex';
import { sanitiseStoredHtml } from './storedHtml';

/**
 * What the model asks of the database: each resource's table, columns, indexes and search index,
 * the server modules' own tables (ServerModule.tables), the planning and replies tables, and rich text stored before it was sanitised. The start runs
 * it, and so does every apply of a new version, in the apply's transaction; it adds, never drops a
 * column. Answers the number of rich-text values sanitised.
 */
export async function ensureModelTables(db: SqlClient, resources: ResourceDefinition[]): Promise<number> {
  // A module keeps its own tables (x-store.module): the generic column store makes none for it.
  for (const def of resources) {
    if (storeModuleOf(def)) continue;
    await ensureResourceTable(db, def);
    // After the columns: a property added to x-list.search has its column before the index reads it.
    await ensureSearchIndex(db, def);
  }
  // After the resource tables: a module's rows hold foreign keys to them (relations to assets), its triggers follow them.
  for (const module of installedModules()) await module.tables?.(db, resources);
  await ensurePlanningTable(db);
  for (const def of resourcesWithReplies(resources)) await ensureRepliesTable(db, def);
  // Rich text stored before it was sanitised on write (or before its property became rich text), once.
  return sanitiseStoredHtml(db, resources);
}
