import type { ResourceDefinition } from '../../src/kernel';
import { createCoreTables } from '../repositories/coreTables';
import { ensureFailedAttemptTable } from '../repositories/failedAttempts';
import { ensureFormTables } from '../repositories/formGroups';
import { ensureMembershipTable } from '../repositories/memberships';
import { ensureModelVersionTable } from '../model/modelVersions';
import { ensureModelTables } from '../repositories/modelTables';
import { ensureOutboxTable } from '../repositories/outbox';
import { ensureLinkTable } from '../repositories/recordLinks';
import { ensureSavedFilterTable } from '../repositories/savedFilters';
import { ensureScheduleRunTable } from '../repositories/scheduleRuns';
import { ensureUserPermissionTable } from '../repositories/userPermissions';
import type { SqlClient } from './sqlClient';

/**
 * What PostgreSQL needs before the first table: the case-blind collation that SQLite calls NOCASE
 * (sqlTypes' noCase) and trigram indexes for search.
 */
async function preparePostgres(db: SqlClient): Promise<void> {
  await db.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm;
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'nocase') THEN
        CREATE COLLATION "nocase" (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
      END IF;
    END $$;`);
}

/**
 * Every table the server keeps, for the given model: core, the model's versions, links, forms, saved filters, outbox,
 * memberships, permissions, schedules, sign-in limits, then each resource's table, search index and
 * module tables. Adds what is missing, never drops; answers the number of stored rich-text values it
 * sanitised. Run in the caller's transaction.
 */
export async function ensureSchema(db: SqlClient, resources: ResourceDefinition[]): Promise<number> {
  if (db.dialect === 'postgres') await preparePostgres(db);
  await createCoreTables(db);
  await ensureModelVersionTable(db);
  await ensureLinkTable(db);
  await ensureFormTables(db);
  await ensureSavedFilterTable(db);
  await ensureOutboxTable(db);
  await ensureMembershipTable(db);
  await ensureUserPermissionTable(db);
  await ensureScheduleRunTable(db);
  await ensureFailedAttemptTable(db);
  return ensureModelTables(db, resources);
}
