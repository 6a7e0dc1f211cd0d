import { type ResourceDefinition, UNWRITTEN_VERSION } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { logActivity } from './activityLog';
import { deleteAttachments, insertAttachment, type NewAttachment } from './attachments';
import { planningChangeName } from './planningActivity';
import { staleRecord } from './rowVersions';
import {
  deletePlanningRow, findPlanningRow, findPlanningRows, PLANNING_FILE_FIELD, planningOwner, upsertPlanningRow,
} from './planningEntries';

export interface PlanningWrite {
  recordId: number;
  key: string;
  title: string | null;
  /** Sanitised HTML (parsePlanningBody): every reader gets safe markup. */
  description: string;
  upload?: Omit<NewAttachment, 'owner' | 'owner_id' | 'field'>;
  /** attachment_delete: drop the stored file (an upload replaces it anyway). */
  removeFile: boolean;
  /** The entry's row version the save was read at (UNWRITTEN_VERSION: read before anyone wrote it): another answers 409, nothing written. */
  version?: number;
  /** How a refusal names the entry ('Root cause'); its key otherwise. */
  label?: string;
}

/**
 * Creates or replaces a record's entry of one kind with its file, and logs it on the record, in one
 * transaction. Answers the stored files no longer referenced: the caller deletes them after commit.
 */
export async function savePlanningEntry(db: SqlClient, def: ResourceDefinition, input: PlanningWrite, userId: number | null): Promise<string[]> {
  return db.transaction(async () => {
    const before = await findPlanningRow(db, def, input.recordId, input.key);
    // Compared inside the write transaction, which holds the write lock: no other save comes between.
    if (input.version !== undefined && (before?.row_version ?? UNWRITTEN_VERSION) !== input.version) throw staleRecord(def, input.label ?? input.key);
    const id = await upsertPlanningRow(db, def, input.recordId, input);
    const orphanFiles = input.removeFile || input.upload ? await deleteAttachments(db, planningOwner(def), id, PLANNING_FILE_FIELD) : [];
    if (input.upload) await insertAttachment(db, { ...input.upload, field: PLANNING_FILE_FIELD, owner: planningOwner(def), owner_id: id });
    const changes = { [planningChangeName(input.key)]: [before?.description ?? null, input.description] as [unknown, unknown] };
    await logActivity(db, { resource: def.name, recordId: input.recordId, userId, action: 'updated', changes });
    return orphanFiles;
  });
}

/** Deletes an entry with its file and logs it; undefined when there was no such entry. */
export async function deletePlanningEntry(db: SqlClient, def: ResourceDefinition, recordId: number, key: string, userId: number | null): Promise<string[] | undefined> {
  return db.transaction(async () => {
    const row = await findPlanningRow(db, def, recordId, key);
    if (!row) return undefined;
    const orphanFiles = await deleteAttachments(db, planningOwner(def), row.id);
    await deletePlanningRow(db, row.id);
    await logActivity(db, { resource: def.name, recordId, userId, action: 'updated', changes: { [planningChangeName(key)]: [row.description, null] } });
    return orphanFiles;
  });
}

/** Every entry of a record that is being deleted (inside its transaction): no log, the record's own entry says it. */
export async function removePlanningOf(db: SqlClient, def: ResourceDefinition, recordId: number): Promise<string[]> {
  if (!def.planning) return [];
  const files: string[] = [];
  for (const row of await findPlanningRows(db, def, recordId)) {
    files.push(...await deleteAttachments(db, planningOwner(def), row.id));
    await deletePlanningRow(db, row.id);
  }
  return files;
}
