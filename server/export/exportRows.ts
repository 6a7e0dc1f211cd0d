import type { SqlClient, SqlValue } from '../database/sqlClient';
import type { ResourceDefinition, FieldDescriptor, Role } from '../../src/kernel';
import { readRecords } from '../repositories/readRecords';
import type { Row } from '../repositories/records';
import { tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { exportValue } from './cellValue';
import type { CellValue } from './neutraliseCell';
import { namedReferences } from './referenceNames';

export const EXPORT_BATCH = 1000;

export interface ExportSource {
  /** The database: the rows are read through its iterate(), the names beside them. */
  db: SqlClient;
  resources: ResourceDefinition[];
  def: ResourceDefinition;
  where: { sql: string; params: unknown[] };
  /** ORDER BY terms (a list's sort, orderClause); id order without. */
  order?: string;
  columns: FieldDescriptor[];
  role: Role | undefined;
}

/**
 * The rows of an export as display cells, a batch at a time, in the given order (else by id). One
 * iterator (the database's iterate: a read-only connection of its own on SQLite, a cursor on
 * PostgreSQL) walks the selected rows in one consistent snapshot while the app goes on writing, and
 * only a batch is ever in memory. Names are read once per batch.
 * Leaving the loop early (the client went away) closes the iterator and what it holds.
 */
export async function* exportRows(source: ExportSource, batchSize = EXPORT_BATCH): AsyncGenerator<CellValue[][]> {
  const { db } = source;
  const rows = db.iterate<Row>(`SELECT * FROM ${quote(tableOf(source.def))}${source.where.sql} ORDER BY ${source.order ?? 'id'}`, source.where.params as SqlValue[]);
  // Read as the API reads (the same names as the screens), but only the exported properties.
  const projected = { ...source.def, fields: Object.fromEntries(source.columns.map((column) => [column.name, column])) };
  const named = namedReferences(db, source.resources, source.def, source.columns);
  const cells = async (batch: Row[]) => (await named(await readRecords(db, source.resources, projected, batch, source.role, false)))
    .map((record) => source.columns.map((column) => exportValue(column, record)));
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length < batchSize) continue;
    yield await cells(batch);
    batch = [];
  }
  if (batch.length) yield await cells(batch);
}
