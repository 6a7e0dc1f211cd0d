import { type ResourceDefinition, type Role, hasRole } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { quote } from '../sql';
import { diff, logActivity } from './activityLog';
import { deleteRecord, findRecord, insertRecord, updateRecord, type Row } from './records';
import { ensureRowVersion, staleRecord } from './rowVersions';
import { tableOf } from './resourceTable';

/** One saved filter of a report: a list's query parameter, its value as the list reads it, and the names of the moment. */
export interface ReportFilter {
  key: string;
  /** Ids or options as a list; a date range or a text filter as the list's own text (date::from~to). */
  value: unknown;
  /** [{id, name}] of the chosen ids when it was saved, so a report reads without a look-up per filter; else null. */
  value_meta: unknown;
}

/** A report as the API reads it. */
export interface Report {
  id: number;
  name: string;
  description: string | null;
  type: string;
  chart_type: string;
  filter_meta: ReportFilter[];
  report_column_keys: string[];
  created_at: string;
  updated_at: string;
  [flag: string]: unknown;
}

/**
 * The reports module's table, named by the report resource file (x-store.table): the properties the
 * file declares plus the filters and columns as JSON, and who created it.
 */
export async function ensureReportTable(db: SqlClient, def: ResourceDefinition): Promise<void> {
  const table = tableOf(def);
  const types = sqlTypes(db.dialect);
  await db.exec(`CREATE TABLE IF NOT EXISTS ${quote(table)} (
    id ${types.id},
    name TEXT NOT NULL,
    description TEXT,
    type TEXT NOT NULL,
    chart_type TEXT NOT NULL DEFAULT 'bar',
    filter_meta TEXT NOT NULL DEFAULT '[]',
    report_column_keys TEXT NOT NULL DEFAULT '[]',
    created_by ${types.integer} REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${quote(`idx_${table}_name`)} ON ${quote(table)} (name ${types.noCase});
  CREATE INDEX IF NOT EXISTS ${quote(`idx_${table}_created_at`)} ON ${quote(table)} (created_at);
  CREATE INDEX IF NOT EXISTS ${quote(`idx_${table}_updated_at`)} ON ${quote(table)} (updated_at);`);
  await ensureRowVersion(db, table);
}

function parseList<T>(text: unknown): T[] {
  try {
    const parsed = JSON.parse(String(text));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Stored rows as the API reads them, with the caller's row flags. */
export function readReports(def: ResourceDefinition, rows: Row[], role: Role | undefined): Report[] {
  const canWrite = hasRole(role, def.write);
  const canRemove = hasRole(role, def.remove);
  return rows.map(({ created_by: _author, ...row }) => ({
    ...row,
    filter_meta: parseList<ReportFilter>(row.filter_meta),
    report_column_keys: parseList<string>(row.report_column_keys),
    [def.rowFlags.edit ?? 'is_edit']: canWrite,
    [def.rowFlags.delete ?? 'is_delete']: canRemove,
  }) as Report);
}

/** One report by id, or undefined. */
export async function findReport(db: SqlClient, def: ResourceDefinition, id: number, role: Role | undefined): Promise<Report | undefined> {
  const row = await db.get<Row>(`SELECT * FROM ${quote(tableOf(def))} WHERE id = ?`, [id]);
  return row ? readReports(def, [row], role)[0] : undefined;
}

/** The stored columns of a report's filters and chosen columns. */
const listColumns = (filters?: ReportFilter[], columns?: string[]): Row => ({
  ...(filters ? { filter_meta: JSON.stringify(filters) } : {}),
  ...(columns ? { report_column_keys: JSON.stringify(columns) } : {}),
});

/**
 * Creates (no id) or updates a report in one transaction with its activity-log entry, which records
 * what changed (filters and columns as their stored JSON). Answers the id and what happened.
 */
export async function saveReport(db: SqlClient, def: ResourceDefinition, id: number | undefined, write: { values: Row; filters?: ReportFilter[]; columns?: string[]; version?: number }, userId: number | null):
  Promise<{ id: number; action: 'created' | 'updated' }> {
  const values = { ...write.values, ...listColumns(write.filters, write.columns) };
  return db.transaction(async () => {
    if (id === undefined) {
      const created = await insertRecord(db, def, { ...values, created_by: userId });
      await logActivity(db, { resource: def.name, recordId: created, userId, action: 'created', changes: diff({}, values) });
      return { id: created, action: 'created' as const };
    }
    const before = (await findRecord(db, def, id))!;
    // Written only at the version the save was read at, when it sent one.
    if (!(await updateRecord(db, def, id, values, undefined, write.version))) throw staleRecord(def);
    const changes = diff(Object.fromEntries(Object.keys(values).map((key) => [key, before[key]])), values);
    await logActivity(db, { resource: def.name, recordId: id, userId, action: 'updated', changes });
    return { id, action: 'updated' as const };
  });
}

/** Deletes a report and logs it, in one transaction. */
export async function removeReport(db: SqlClient, def: ResourceDefinition, id: number, userId: number): Promise<void> {
  await db.transaction(async () => {
    const before = await findRecord(db, def, id);
    await deleteRecord(db, def, id);
    await logActivity(db, { resource: def.name, recordId: id, userId, action: 'deleted', changes: { name: [before?.name ?? null, null] } });
  });
}
