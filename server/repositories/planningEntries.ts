import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes, type SqlTypes } from '../database/sqlTypes';
import { now } from '../time';
import { findAttachments, type Attachment } from './attachments';
import { ownerOf } from './resourceTable';
import { ensureRowVersion } from './rowVersions';

export const PLANNING_TABLE_NAME = 'planning_entries';

/** One planning entry per record and kind; resource is the resource file's $id, like activity_log. */
const planningTable = (types: SqlTypes) => `
CREATE TABLE IF NOT EXISTS planning_entries (
  id ${types.id},
  resource TEXT NOT NULL,
  record_id ${types.integer} NOT NULL,
  key TEXT NOT NULL,
  title TEXT,
  description TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (resource, record_id, key)
);`;

export async function ensurePlanningTable(db: SqlClient): Promise<void> {
  await db.exec(planningTable(sqlTypes(db.dialect)));
  await ensureRowVersion(db, PLANNING_TABLE_NAME);
}

export interface PlanningRow {
  id: number;
  key: string;
  title: string | null;
  description: string;
  updated_at: string;
  /** Counted up by every write of the entry: a save read at another is refused (savePlanningEntry). */
  row_version: number;
}

/**
 * Owner prefix of an entry's file, distinct from the record's own attachments (sd_problem_planning
 * beside sd_problem), with the entry's id as owner id: a download link names the entry it belongs to.
 */
export const planningOwner = (def: ResourceDefinition) => `${ownerOf(def)}_planning`;

/** The single file of an entry lives under this attachment field. */
export const PLANNING_FILE_FIELD = 'attachment';

export async function findPlanningRows(db: SqlClient, def: ResourceDefinition, recordId: number): Promise<PlanningRow[]> {
  return db.all<PlanningRow>('SELECT id, key, title, description, updated_at, row_version FROM planning_entries WHERE resource = ? AND record_id = ?',
    [def.name, recordId]);
}

export async function findPlanningRow(db: SqlClient, def: ResourceDefinition, recordId: number, key: string): Promise<PlanningRow | undefined> {
  return db.get<PlanningRow>('SELECT id, key, title, description, updated_at, row_version FROM planning_entries WHERE resource = ? AND record_id = ? AND key = ?',
    [def.name, recordId, key]);
}

/** Creates or replaces the entry of a kind; the row (and so its file owner id) survives a replace. */
export async function upsertPlanningRow(db: SqlClient, def: ResourceDefinition, recordId: number, values: { key: string; title: string | null; description: string }, at = now()): Promise<number> {
  // The stored row's version is named by the table: beside excluded, PostgreSQL finds a bare name ambiguous.
  await db.run(`INSERT INTO planning_entries (resource, record_id, key, title, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (resource, record_id, key) DO UPDATE SET title = excluded.title, description = excluded.description, updated_at = excluded.updated_at,
      row_version = planning_entries.row_version + 1`,
  [def.name, recordId, values.key, values.title, values.description, at, at]);
  return (await findPlanningRow(db, def, recordId, values.key))!.id;
}

export async function deletePlanningRow(db: SqlClient, id: number): Promise<void> {
  await db.run('DELETE FROM planning_entries WHERE id = ?', [id]);
}

/** The file of each entry, keyed by entry id. */
export async function planningFiles(db: SqlClient, def: ResourceDefinition, rows: PlanningRow[]): Promise<Map<number, Attachment>> {
  const found = await findAttachments(db, planningOwner(def), rows.map((row) => row.id));
  return new Map(found.filter((file) => file.field === PLANNING_FILE_FIELD).map((file) => [file.owner_id, file]));
}
