import Database from 'better-sqlite3';
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
  /** The database file: the export reads on a connection of its own. */
  file: string;
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
 * iterator walks the selected rows on a read-only connection of its own: in WAL mode it reads one
 * consistent snapshot while the app's connection goes on writing (an iterator open on that one would
 * block every write until the download ends), and only a batch is ever in memory. Names are read
 * once per batch.
 * Leaving the loop early (the client went away) closes the iterator and the connection.
 */
export async function* exportRows(source: ExportSource, batchSize = EXPORT_BATCH): AsyncGenerator<CellValue[][]> {
  const db = new Database(source.file, { readonly: true, fileMustExist: true });
  const rows = db.prepare(`SELECT * FROM ${quote(tableOf(source.def))}${source.where.sql} ORDER BY ${source.order ?? 'id'}`).iterate(...source.where.params) as IterableIterator<Row>;
  // Read as the API reads (the same names as the screens), but only the exported properties.
  const projected = { ...source.def, fields: Object.fromEntries(source.columns.map((column) => [column.name, column])) };
  const named = namedReferences(db, source.resources, source.def, source.columns);
  const cells = (batch: Row[]) => named(readRecords(db, source.resources, projected, batch, source.role, false))
    .map((record) => source.columns.map((column) => exportValue(column, record)));
  try {
    let batch: Row[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length < batchSize) continue;
      yield cells(batch);
      batch = [];
    }
    if (batch.length) yield cells(batch);
  } finally {
    rows.return?.();
    db.close();
  }
}
