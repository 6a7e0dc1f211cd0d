/**
 * One CSV record checked as the save route would check it, without writing: its cells converted,
 * the record it updates found by the key, the write payload validated against the resource file
 * (writePayload, the save route's own validation). Every problem of the row is reported at once.
 */
import type { Database } from 'better-sqlite3';
import { FieldErrors } from '../httpErrors';
import { toColumn } from '../repositories/columnValues';
import type { Row } from '../repositories/records';
import { tableOf } from '../repositories/resourceTable';
import { checkReferences } from '../routes/resources/checkReferences';
import { writePayload } from '../routes/resources/writePayload';
import { prepared, quote } from '../sql';
import { capitalise } from '../routes/resources/save';
import { convertCell } from './cellValue';
import { isBlank, type CsvRecord } from './csvRecords';
import type { RowProblem } from './importJobs';
import type { ImportPlan } from './importPlan';
import { withArticle } from './withArticle';

export interface PreparedRow {
  row: number;
  /** blank: an empty line, skipped; unchanged: matches its record already, nothing to write. */
  action: 'create' | 'update' | 'unchanged' | 'reject' | 'blank';
  /** The record a row updates. */
  existing?: Row;
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

/** The records whose key matches, ignoring case for text (at most two: one too many is enough to refuse). */
function findByKey(db: Database, plan: ImportPlan, value: unknown): Row[] {
  const key = plan.key!;
  const collate = key.schema.type === 'string' ? ' COLLATE NOCASE' : '';
  return prepared(db, `SELECT * FROM ${quote(tableOf(plan.def))} WHERE ${quote(key.name)} = ?${collate} LIMIT 2`).all(value) as Row[];
}

const labelOf = (plan: ImportPlan, name: string) => plan.def.fields[name.split('.')[0]]?.label ?? name;

/**
 * What a record is before the database is asked: its cells converted (with their problems), the
 * key value it would be matched by, and what saving it as a new record would write or why not. Needs
 * no connection, so the import's reading thread works it out while the database writes the rows
 * before it (checkedBatches.ts).
 */
export interface CheckedRow {
  row: number;
  cells: string[];
  /** blank and reject are final; otherwise resolveRow decides with the database. */
  action: 'checked' | 'reject' | 'blank';
  /** The cells' problems, or the reason the record is refused whole. */
  problems: RowProblem[];
  key?: unknown;
  /** writePayload's answer for a new record: the values, or its messages by field. */
  asNew?: { values: Row } | { errors: Record<string, string> };
}

/** checkRow(plan, { row: 2, cells: [...] }) → the record's cells converted and checked as a new record, without the database. */
export function checkRow(plan: ImportPlan, record: CsvRecord): CheckedRow {
  const { row, cells } = record;
  if (isBlank(cells) && !record.problem) return { row, cells, action: 'blank', problems: [] };
  if (record.problem) return { row, cells, action: 'reject', problems: [failed(row, '', record.problem)] };
  const misaligned = cellCountProblem(plan, record);
  if (misaligned) return { row, cells, action: 'reject', problems: [failed(row, '', misaligned)] };
  const { body, problems } = convertCells(plan, record);
  const key = plan.key ? body[plan.key.name] : undefined;
  return { row, cells, action: 'checked', problems, key, asNew: payloadOf(plan, body, undefined) };
}

function convertCells(plan: ImportPlan, record: CsvRecord): { body: Row; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const body: Row = {};
  for (const { field, cell, fixed } of plan.fields) {
    const text = cell === undefined ? fixed ?? '' : record.cells[cell] ?? '';
    const converted = convertCell(field, text, { dateFormat: plan.dateFormat, index: plan.indexes.get(field.name) });
    if ('error' in converted) problems.push(failed(record.row, field.label, converted.error));
    else {
      if (converted.value !== undefined) body[field.name] = converted.value;
      if (converted.warning) problems.push({ kind: 'warning', row: record.row, field: field.label, comment: converted.warning });
    }
  }
  return { body, problems };
}

function payloadOf(plan: ImportPlan, body: Row, existing: Row | undefined): CheckedRow['asNew'] {
  try {
    return { values: writePayload(plan.def, body, existing) };
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    return { errors: error.fields };
  }
}

/**
 * A checked record made final with the database: matched by its key (an update, or a refusal when
 * the key is taken or ambiguous) and, for a resource referencing itself, checked for cycles. A record
 * whose key finds a record is checked again against it, as only then is its payload known.
 */
export function resolveRow(db: Database, plan: ImportPlan, checked: CheckedRow): PreparedRow {
  const { row, action } = checked;
  if (action !== 'checked') return { row, action, problems: checked.problems };
  const found = plan.key && checked.key !== undefined ? findByKey(db, plan, checked.key) : [];
  if (found.length) return matchedRow(db, plan, checked, found);
  return finalRow(db, plan, checked.row, checked.problems, [], checked.asNew!, undefined);
}

/** A record whose key found one record or more: refused, or an update of the one. */
function matchedRow(db: Database, plan: ImportPlan, checked: CheckedRow, found: Row[]): PreparedRow {
  const { body, problems } = convertCells(plan, checked);
  const key = plan.key!;
  const what = `${key.label.toLowerCase()} "${String(checked.key)}"`;
  const keyProblems: RowProblem[] = [];
  let existing: Row | undefined;
  if (found.length > 1) keyProblems.push(failed(checked.row, key.label, `Several ${plan.def.label.toLowerCase()} have the ${what}: the row cannot say which to update.`));
  else if (!plan.update) {
    keyProblems.push(failed(checked.row, key.label, `${capitalise(withArticle(plan.def.title))} with the ${what} exists already: choose to update existing ${plan.def.label.toLowerCase()} to change it.`));
  } else existing = found[0];
  // The key found the record: a different case in the file is no reason to rewrite it.
  if (existing) delete body[key.name];
  return finalRow(db, plan, checked.row, problems, keyProblems, existing ? payloadOf(plan, body, existing)! : checked.asNew!, existing);
}

function finalRow(db: Database, plan: ImportPlan, row: number, cellProblems: RowProblem[], keyProblems: RowProblem[], payload: NonNullable<CheckedRow['asNew']>, existing: Row | undefined): PreparedRow {
  const refused = new Set(cellProblems.filter((problem) => problem.kind === 'failed').map((problem) => problem.field));
  const problems = [...cellProblems, ...keyProblems];
  let values: Row | undefined;
  try {
    if ('errors' in payload) throw new FieldErrors(payload.errors);
    values = payload.values;
    if (plan.selfReferencing) checkReferences(db, plan.resources, plan.def, values, existing?.id as number | undefined);
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    for (const [name, message] of Object.entries(error.fields)) {
      const label = labelOf(plan, name);
      if (!refused.has(label)) problems.push(failed(row, label, message));
    }
  }
  if (problems.some((problem) => problem.kind === 'failed')) return { row, action: 'reject', problems };
  if (!existing) return { row, action: 'create', values, problems };
  const changed = Object.keys(values!).some((name) => toColumn(values![name]) !== existing![name]);
  return { row, action: changed ? 'update' : 'unchanged', existing, values, problems };
}

/** prepareRow(db, plan, { row: 2, cells: [...] }) → what importing the record would do, and why not. */
export const prepareRow = (db: Database, plan: ImportPlan, record: CsvRecord): PreparedRow => resolveRow(db, plan, checkRow(plan, record));
