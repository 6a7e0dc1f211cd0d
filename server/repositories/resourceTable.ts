import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import type { FieldDescriptor } from '../../src/engine/schema/describeField';
import { quote } from '../sql';

/** Columns the server maintains itself; a resource file may declare them (readOnly) to show them. */
export const SERVER_COLUMNS = ['id', 'created_at', 'updated_at'];

export const tableOf = (def: ResourceDefinition) => def.file['x-store']?.table ?? def.name.replace(/-/g, '_');

/** Owner prefix of attachment rows and download links (sd_problem:12). */
export const ownerOf = (def: ResourceDefinition) => def.file['x-store']?.owner ?? tableOf(def);

/** The property x-store.number derives from the id on read (problem_number: "#PRB-12"); it has no column. */
export const numberField = (def: ResourceDefinition) => def.file['x-store']?.number?.field;

/** Properties stored as columns of the resource's table (attachments live in their own table, x-link sets in record_links). */
export const columnFields = (def: ResourceDefinition): FieldDescriptor[] =>
  Object.values(def.fields).filter((f) => !SERVER_COLUMNS.includes(f.name) && f.kind !== 'attachment' && f.link === undefined && f.name !== numberField(def));

export const attachmentFields = (def: ResourceDefinition): FieldDescriptor[] =>
  Object.values(def.fields).filter((f) => f.kind === 'attachment');

export function sqlType(field: FieldDescriptor): 'INTEGER' | 'REAL' | 'TEXT' {
  const type = field.schema.type;
  if (type === 'integer' || type === 'boolean') return 'INTEGER';
  if (type === 'number') return 'REAL';
  return 'TEXT';
}

/** Text sorts ignore case, so the index must be built with the same collation to be used. */
export function isTextColumn(def: ResourceDefinition, name: string): boolean {
  const field = def.fields[name];
  return field !== undefined && sqlType(field) === 'TEXT' && field.schema.format !== 'date-time';
}

export const sortExpression = (def: ResourceDefinition, name: string) =>
  isTextColumn(def, name) ? `${quote(name)} COLLATE NOCASE` : quote(name);

/**
 * Creates the table of a resource, adds the columns of properties an administrator added since, and
 * indexes what lists sort and filter on. Columns are never dropped: removing a property hides data,
 * it does not destroy it.
 */
export function ensureResourceTable(db: Database, def: ResourceDefinition): void {
  const table = quote(tableOf(def));
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
  const existing = new Set((db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => c.name));
  for (const field of columnFields(def)) {
    if (!existing.has(field.name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${quote(field.name)} ${sqlType(field)}`);
  }
  const indexed = new Set([...def.sortable, ...def.filters.map((f) => f.field)].filter((name) => name !== 'id'));
  for (const name of indexed) {
    const index = quote(`idx_${tableOf(def)}_${name}`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${index} ON ${table} (${sortExpression(def, name)})`);
  }
  // Custom fields (x-custom) filter by equality (IN), so their index keeps the column's own collation; a
  // text one is matched by LIKE '%…%', which no index serves.
  for (const filter of def.customFilters.filter((f) => f.type !== 'text' && !indexed.has(f.key))) {
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`idx_${tableOf(def)}_${filter.key}`)} ON ${table} (${quote(filter.key)})`);
  }
  // A filter plus a sort is the common list query: a composite index lets SQLite walk rows already in order.
  for (const filter of def.filters) {
    for (const sort of def.sortable.filter((name) => name !== filter.field && name !== 'id')) {
      const index = quote(`idx_${tableOf(def)}_${filter.field}_${sort}`);
      db.exec(`CREATE INDEX IF NOT EXISTS ${index} ON ${table} (${quote(filter.field)}, ${sortExpression(def, sort)})`);
    }
  }
}
