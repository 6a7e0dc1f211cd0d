/**
 * One CSV record checked as the save route would check it, without writing: its cells converted,
 * the record it updates found by the key, the write payload validated against the resource file
 * (writePayload, the save route's own validation). Every problem of the row is reported at once.
 */
import type { FieldDescriptor } from '../../src/kernel';
import type { Dialect, SqlClient, SqlValue } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { FieldErrors } from '../httpErrors';
import { toColumn } from '../repositories/columnValues';
import type { Row } from '../repositories/records';
import { tableOf } from '../repositories/resourceTable';
import { withoutSearchText } from '../repositories/searchColumn';
import { checkReferences } from '../routes/resources/checkReferences';
import { writePayload } from '../routes/resources/writePayload';
import { quote } from '../sql';
import { capitalise } from '../routes/resources/save';
import { convertCell } from './cellValue';
import { isBlank, type CsvRecord } from './csvRecords';
import type { RowProblem } from './importJobs';
import type { ImportPlan } from './importPlan';
import { withArticle } from './withArticle';

/** A record a row's key found, as its table stores it: the generic row with its id. */
export type KeyedRow = Row & { id: number };

export interface PreparedRow {
  row: number;
  /** blank: an empty line, skipped; unchanged: matches its record already, nothing to write. */
  action: 'create' | 'update' | 'unchanged' | 'reject' | 'blank';
  /** The record a row updates. */
  existing?: KeyedRow;
  /** The checked column values to write. */
  values?: Row;
  problems: RowProblem[];
}

const failed = (row: number, field: string, comment: string): RowProblem => ({ kind: 'failed', row, field, comment });

function cellCountProblem(plan: ImportPlan, record: CsvRecord): string | undefined {
  const count = record.cells.length;
  if (count === plan.headerCount) return undefined;
  // Trailing empty cells (a spreadsheet's stray commas) carry nothing: they are no misalignment.
  if (count > plan.headerCount && isBlank(record.cells.slice(plan.headerCount))) return undefined;
  return `The row has ${count} cells but the header has ${plan.headerCount}: a value with a comma must be quoted.`;
}

/** Keys match ignoring case when they are text. */
const caseBlind = (key: FieldDescriptor) => key.schema.type === 'string';

const keyCollation = (key: FieldDescriptor, dialect: Dialect) => (caseBlind(key) ? ` ${sqlTypes(dialect).noCase}` : '');

/** The records whose key matches (at most two: one too many is enough to refuse). */
async function findByKey(db: SqlClient, plan: ImportPlan, value: unknown): Promise<KeyedRow[]> {
  const key = plan.key!;
  return (await db.all<KeyedRow>(`SELECT * FROM ${quote(tableOf(plan.def))} WHERE ${quote(key.name)} = ?${keyCollation(key, db.dialect)} LIMIT 2`, [value as SqlValue])).map(withoutSearchText);
}

/**
 * The query whether any of a batch's keys (a JSON list, its one parameter) matches a record, matched
 * as findByKey matches one: answers a row if so. For the import's writing thread, on SQLite (json_each).
 */
export function anyKeySql(plan: ImportPlan, dialect: Dialect): string {
  const key = plan.key!;
  const values = dialect === 'sqlite' ? 'SELECT value FROM json_each(?)' : 'SELECT value FROM jsonb_array_elements_text(CAST(? AS jsonb)) AS keys (value)';
  return `SELECT 1 FROM ${quote(tableOf(plan.def))} WHERE ${quote(key.name)}${keyCollation(key, dialect)} IN (${values}) LIMIT 1`;
}

/** A key as findByKey tells keys apart: two rows of a file with the same one name the same record. */
export const keyIdentity = (plan: ImportPlan, value: unknown) => (caseBlind(plan.key!) ? String(value).toLowerCase() : value);

const labelOf = (plan: ImportPlan, name: string) => plan.def.fields[name.split('.')[0]]?.label ?? name;

/** prepareRow(db, plan, { row: 2, cells: [...] }) → what importing the record would do, and why not. */
export function prepareRow(db: SqlClient, plan: ImportPlan, record: CsvRecord): Promise<PreparedRow> {
  return checkRow(db, plan, record, (value) => findByKey(db, plan, value));
}

/**
 * prepareRow for a record whose key, if it has one, finds no record: its writer makes sure of that
 * in the transaction that writes it (newRows.ts), and the batch is prepared again with prepareRow if not.
 */
export function prepareNewRow(db: SqlClient, plan: ImportPlan, record: CsvRecord): Promise<PreparedRow> {
  return checkRow(db, plan, record, noRecords);
}

const NO_RECORDS: KeyedRow[] = [];
const noRecords = () => NO_RECORDS;

/** The key as a sentence names it: 'identifier "AST-1"'. */
const keyWords = (plan: ImportPlan, value: unknown) => `${plan.key!.label.toLowerCase()} "${String(value)}"`;

async function checkRow(db: SqlClient, plan: ImportPlan, record: CsvRecord, recordsWithKey: (value: unknown) => KeyedRow[] | Promise<KeyedRow[]>): Promise<PreparedRow> {
  const { row } = record;
  if (isBlank(record.cells) && !record.problem) return { row, action: 'blank', problems: [] };
  if (record.problem) return { row, action: 'reject', problems: [failed(row, '', record.problem)] };
  const misaligned = cellCountProblem(plan, record);
  if (misaligned) return { row, action: 'reject', problems: [failed(row, '', misaligned)] };

  const problems: RowProblem[] = [];
  const body: Row = {};
  for (const { field, cell, fixed } of plan.fields) {
    const text = cell === undefined ? fixed ?? '' : record.cells[cell] ?? '';
    const converted = convertCell(field, text, plan.dateFormat, plan.indexes.get(field.name));
    if ('error' in converted) problems.push(failed(row, field.label, converted.error));
    else {
      if (converted.value !== undefined) body[field.name] = converted.value;
      if (converted.warning) problems.push({ kind: 'warning', row, field: field.label, comment: converted.warning });
    }
  }
  const refused = problems.length ? new Set(problems.filter((problem) => problem.kind === 'failed').map((problem) => problem.field)) : undefined;

  let existing: KeyedRow | undefined;
  // The key as it will be stored: a text cell is saved trimmed, so ' AST-0001 ' names AST-0001.
  const rawKey = plan.key ? body[plan.key.name] : undefined;
  const keyValue = typeof rawKey === 'string' ? rawKey.trim() : rawKey;
  if (plan.key && keyValue !== undefined) {
    const found = await recordsWithKey(keyValue);
    if (found.length > 1) problems.push(failed(row, plan.key.label, `Several ${plan.def.label.toLowerCase()} have the ${keyWords(plan, keyValue)}: the row cannot say which to update.`));
    else if (found.length === 1 && !plan.update) {
      problems.push(failed(row, plan.key.label, `${capitalise(withArticle(plan.def.title))} with the ${keyWords(plan, keyValue)} exists already: choose to update existing ${plan.def.label.toLowerCase()} to change it.`));
    } else existing = found[0];
    // The key found the record: a different case in the file is no reason to rewrite it.
    if (existing) delete body[plan.key.name];
  }

  let values: Row | undefined;
  try {
    values = writePayload(plan.def, body, existing);
    if (plan.selfReferencing) await checkReferences(db, plan.resources, plan.def, values, existing?.id);
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    for (const [name, message] of Object.entries(error.fields)) {
      const label = labelOf(plan, name);
      if (!refused?.has(label)) problems.push(failed(row, label, message));
    }
  }
  if (problems.some((problem) => problem.kind === 'failed')) return { row, action: 'reject', problems };
  if (!existing) return { row, action: 'create', values, problems };
  const changed = Object.keys(values!).some((name) => toColumn(values![name]) !== existing![name]);
  return { row, action: changed ? 'update' : 'unchanged', existing, values, problems };
}
