import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { prepared } from '../sql';
import { now } from '../time';
import { findAttachments, type Attachment } from './attachments';
import { ownerOf } from './resourceTable';
import { ensureRowVersion } from './rowVersions';

export const PLANNING_TABLE_NAME = 'planning_entries';

/** One planning entry per record and kind; resource is the resource file's $id, like activity_log. */
const PLANNING_TABLE = `
CREATE TABLE IF NOT EXISTS planning_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  title TEXT,
  description TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (resource, record_id, key)
);`;

export function ensurePlanningTable(db: Database): void {
  db.exec(PLANNING_TABLE);
  ensureRowVersion(db, PLANNING_TABLE_NAME);
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

export function findPlanningRows(db: Database, def: ResourceDefinition, recordId: number): PlanningRow[] {
  return prepared(db, 'SELECT id, key, title, description, updated_at, row_version FROM planning_entries WHERE resource = ? AND record_id = ?')
    .all(def.name, recordId) as PlanningRow[];
}

export function findPlanningRow(db: Database, def: ResourceDefinition, recordId: number, key: string): PlanningRow | undefined {
  return prepared(db, 'SELECT id, key, title, description, updated_at, row_version FROM planning_entries WHERE resource = ? AND record_id = ? AND key = ?')
    .get(def.name, recordId, key) as PlanningRow | undefined;
}

/** Creates or replaces the entry of a kind; the row (and so its file owner id) survives a replace. */
export function upsertPlanningRow(db: Database, def: ResourceDefinition, recordId: number, values: { key: string; title: string | null; description: string }, at = now()): number {
  prepared(db, `INSERT INTO planning_entries (resource, record_id, key, title, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (resource, record_id, key) DO UPDATE SET title = excluded.title, description = excluded.description, updated_at = excluded.updated_at,
      row_version = row_version + 1`)
    .run(def.name, recordId, values.key, values.title, values.description, at, at);
  return findPlanningRow(db, def, recordId, values.key)!.id;
}

export function deletePlanningRow(db: Database, id: number): void {
  prepared(db, 'DELETE FROM planning_entries WHERE id = ?').run(id);
}

/** The file of each entry, keyed by entry id. */
export function planningFiles(db: Database, def: ResourceDefinition, rows: PlanningRow[]): Map<number, Attachment> {
  const found = findAttachments(db, planningOwner(def), rows.map((row) => row.id));
  return new Map(found.filter((file) => file.field === PLANNING_FILE_FIELD).map((file) => [file.owner_id, file]));
}
