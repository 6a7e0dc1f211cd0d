import { type ResourceDefinition, planningKind } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import type { Attachment } from '../../repositories/attachments';
import { findPlanningRow, findPlanningRows, planningFiles, planningOwner, type PlanningRow } from '../../repositories/planningEntries';

export interface PlanningFile { id: number; value: string; size: number; type: string; owner: string }

/** An entry's file as the popups read it; owner is what its download link names (sd_problem_planning:7). */
const fileOf = (def: ResourceDefinition, file: Attachment | undefined): PlanningFile | null =>
  (file ? { id: file.id, value: file.value, size: file.size, type: file.type, owner: `${planningOwner(def)}:${file.owner_id}` } : null);

/**
 * The entries of a record in the order x-planning.kinds declares them:
 * [{ key, title (kinds with a title only), description, updated_at, row_version, attachment | null }].
 * Entries of a kind removed from the file since are kept in the database but not shown.
 */
export async function planningEntries(db: SqlClient, def: ResourceDefinition, recordId: number) {
  const spec = def.planning!;
  const rows = await findPlanningRows(db, def, recordId);
  const files = await planningFiles(db, def, rows);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return spec.kinds.flatMap((kind) => {
    const row = byKey.get(kind.key);
    if (!row) return [];
    return [{
      key: row.key,
      ...(kind.title ? { title: row.title } : {}),
      description: row.description,
      updated_at: row.updated_at,
      row_version: row.row_version,
      attachment: fileOf(def, files.get(row.id)),
    }];
  });
}

/** One entry as the popup reads it, { description, attachment, title, row_version }; all null (and no version) for a kind not written yet. */
export async function generalInfo(db: SqlClient, def: ResourceDefinition, recordId: number, key: string) {
  const row: PlanningRow | undefined = await findPlanningRow(db, def, recordId, key);
  if (!row) return { description: null, attachment: null, title: null };
  const file = (await planningFiles(db, def, [row])).get(row.id);
  return { description: row.description, attachment: fileOf(def, file), title: planningKind(def.planning!, key)?.title ? row.title : null, row_version: row.row_version };
}
