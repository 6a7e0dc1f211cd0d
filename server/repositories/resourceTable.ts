import type { Database } from 'better-sqlite3';
import { type ResourceDefinition, type FieldDescriptor, DATE_FORMATS, ROW_VERSION } from '../../src/kernel';
import { memoised } from '../memoised';
import { quote } from '../sql';
import { numberEmptyRows, uniqueIndexes } from './recordNumbers';
import { tableOf } from './tableOf';
import { ensureRowVersion } from './rowVersions';

/** Columns the server maintains itself; a resource file may declare them (readOnly) to show them. */
export const SERVER_COLUMNS = ['id', 'created_at', 'updated_at', ROW_VERSION];

export { tableOf } from './tableOf';

/** Owner prefix of attachment rows and download links (sd_problem:12). */
export const ownerOf = (def: ResourceDefinition) => def.file['x-store']?.owner ?? tableOf(def);

/** The property x-store.number derives from the id on read (problem_number: "#PRB-12"); it has no column. */
export const numberField = (def: ResourceDefinition) => def.file['x-store']?.number?.field;

/**
 * Properties stored as columns of the resource's table (attachments live in their own table, x-link
 * sets in record_links; x-derived values are worked out on read).
 */
export const columnFields = memoised((def: ResourceDefinition): FieldDescriptor[] => Object.values(def.fields)
  .filter((f) => !SERVER_COLUMNS.includes(f.name) && f.kind !== 'attachment' && f.link === undefined && f.name !== numberField(def) && !f.derived));

export const attachmentFields = (def: ResourceDefinition): FieldDescriptor[] =>
  Object.values(def.fields).filter((f) => f.kind === 'attachment');

export function sqlType(field: FieldDescriptor): 'INTEGER' | 'REAL' | 'TEXT' {
  const type = field.schema.type;
  if (type === 'integer' || type === 'boolean') return 'INTEGER';
  if (type === 'number') return 'REAL';
  return 'TEXT';
}

/** Text sorts ignore case, so the index must be built with the same collation to be used; dates are digits. */
export function isTextColumn(def: ResourceDefinition, name: string): boolean {
  const field = def.fields[name];
  return field !== undefined && sqlType(field) === 'TEXT' && !DATE_FORMATS.has(field.schema.format);
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
  ensureRowVersion(db, tableOf(def));
  const existing = new Set((db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => c.name));
  for (const field of columnFields(def)) {
    if (!existing.has(field.name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${quote(field.name)} ${sqlType(field)}`);
  }
  // Before the indexes: a unique one would refuse two rows without a number.
  numberEmptyRows(db, def);
  syncIndexes(db, def);
}

/**
 * The indexes a resource's table should have, by name, each as its list of SQL column expressions:
 * one per sorted or filtered column, and the composites x-store.indexes declares. Every index is paid
 * on each insert (a composite for every filter and sort pair made an import seven times slower), so
 * pairs are declared, not derived.
 */
export function wantedIndexes(def: ResourceDefinition): Map<string, string[]> {
  const table = tableOf(def);
  const wanted = new Map<string, string[]>();
  // Custom fields (x-custom) filter by equality (IN), so their index keeps the column's own collation;
  // a text one is matched by LIKE '%…%', which no index serves.
  for (const filter of def.customFilters) if (filter.type !== 'text') wanted.set(`idx_${table}_${filter.key}`, [quote(filter.key)]);
  // Text sorts ignore case, so the index must be built with the same collation to be used. A JSON
  // list column (user_ids) is matched inside by json_each, which no index on the whole text serves.
  const single = [...def.sortable, ...def.filters.map((f) => f.field)].filter((name) => name !== 'id' && def.fields[name]?.schema.type !== 'array');
  for (const name of single) wanted.set(`idx_${table}_${name}`, [sortExpression(def, name)]);
  for (const columns of def.file['x-store']?.indexes ?? []) {
    const leading = columns.slice(0, -1).map((name) => quote(name));
    wanted.set(`idx_${table}_${columns.join('_')}`, [...leading, sortExpression(def, columns[columns.length - 1])]);
  }
  // A record number (x-sequence) is unique ignoring case: its sort index is a unique one (uniqueIndexes).
  for (const name of uniqueIndexes(def).keys()) wanted.set(`idx_${table}_${name}`, [sortExpression(def, name)]);
  return wanted;
}

/** Creates the wanted indexes and drops those of ours (named idx_<table>_…) nobody wants any more. */
function syncIndexes(db: Database, def: ResourceDefinition): void {
  const table = tableOf(def);
  const wanted = wantedIndexes(def);
  const present = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?").all(table) as Array<{ name: string }>;
  const unique = new Set(uniqueIndexes(def).values());
  const uniqueNow = new Set((db.pragma(`index_list(${quote(table)})`) as Array<{ name: string; unique: number }>).filter((index) => index.unique).map((index) => index.name));
  for (const { name } of present) {
    // An index that became unique (a property now numbered) is made again as one.
    if (name.startsWith(`idx_${table}_`) && (!wanted.has(name) || unique.has(name) !== uniqueNow.has(name))) db.exec(`DROP INDEX ${quote(name)}`);
  }
  for (const [name, expressions] of wanted) {
    const sql = `CREATE ${unique.has(name) ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quote(name)} ON ${quote(table)} (${expressions.join(', ')})`;
    if (!unique.has(name)) db.exec(sql);
    else createUnique(db, def, sql, expressions);
  }
}

/**
 * A unique index over rows that already repeat a value cannot be made: the start stops, saying
 * which value and rows, so whoever runs the server can tell them apart before the rule holds.
 */
function createUnique(db: Database, def: ResourceDefinition, sql: string, expressions: string[]): void {
  try {
    db.exec(sql);
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    const twice = db.prepare(`SELECT ${expressions[0]} AS value, group_concat(id, ', ') AS ids FROM ${quote(tableOf(def))}
      WHERE ${expressions[0]} IS NOT NULL GROUP BY ${expressions[0]} HAVING COUNT(*) > 1 LIMIT 1`).get() as { value: string; ids: string };
    throw new Error(`${tableOf(def)}: "${twice.value}" is held by the rows ${twice.ids}, but ${expressions[0]} must be unique (x-sequence): give them different values, then start again.`);
  }
}
