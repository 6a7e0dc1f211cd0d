/**
 * The mapping step's dry run: the first rows imported for real (the same prepareRow and saveRecord
 * path as the job) inside a transaction that is then rolled back, so what it shows is exactly what
 * the import would do, rows of the file that update each other included, and nothing is written.
 */
import type { FieldDescriptor } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { saveRecord } from '../repositories/saveRecord';
import { csvRecords, isBlank, type CsvRecord, type Newline } from './csvRecords';
import type { ImportPlan } from './importPlan';
import { prepareRow } from './prepareRow';
import type { PreviewRow } from '../../src/overrides/import/rules/importPreview';

export type { PreviewRow };

export const DRY_RUN_ROWS = 20;

/** The first `count` data rows with something in them. */
export async function firstRecords(path: string, newline: Newline, count = DRY_RUN_ROWS): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const batch of csvRecords(path, newline, { batch: 100 })) {
    out.push(...batch.filter((record) => record.row > 1 && !isBlank(record.cells)));
    if (out.length >= count) break;
  }
  return out.slice(0, count);
}

/** A stored value as a person reads it: a look-up's name, yes/no, or the text. */
function shown(plan: ImportPlan, field: FieldDescriptor, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const names = plan.indexes.get(field.name)?.names;
  if (names) return [value].flat().map((id) => names.get(Number(id)) ?? `#${id}`).join('; ');
  if (field.schema.type === 'boolean') return value === true || value === 1 ? 'yes' : 'no';
  return String(value);
}

class Rollback extends Error {}

export async function previewRows(db: SqlClient, plan: ImportPlan, records: CsvRecord[], userId: number | null): Promise<PreviewRow[]> {
  const rows: PreviewRow[] = [];
  try {
    await db.transaction(async () => {
      for (const record of records) {
        const prepared = await prepareRow(db, plan, record);
        if (prepared.action === 'blank') continue;
        const preview: PreviewRow = { row: record.row, action: prepared.action, values: [], changes: [], problems: prepared.problems.map(({ kind, field, comment }) => ({ kind, field, comment })) };
        const planned = plan.fields.map((entry) => entry.field);
        if (prepared.action === 'create') {
          preview.values = planned.filter((field) => shown(plan, field, prepared.values![field.name]) !== '')
            .map((field) => ({ field: field.label, value: shown(plan, field, prepared.values![field.name]) }));
        }
        if (prepared.action === 'update') {
          const before = prepared.existing!;
          preview.changes = planned.filter((field) => field.name in prepared.values! && shown(plan, field, before[field.name]) !== shown(plan, field, prepared.values![field.name]))
            .map((field) => ({ field: field.label, old: shown(plan, field, before[field.name]), new: shown(plan, field, prepared.values![field.name]) }));
        }
        if (prepared.action === 'create' || prepared.action === 'update') {
          try {
            await saveRecord(db, plan.def, { id: prepared.existing?.id, values: prepared.values! }, userId);
          } catch (error) {
            Object.assign(preview, { action: 'reject', values: [], changes: [] });
            preview.problems.push({ kind: 'failed', field: '', comment: `The row could not be saved: ${(error as Error).message}` });
          }
        }
        rows.push(preview);
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return rows;
}
