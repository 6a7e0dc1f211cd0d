import { type ResourceDefinition, type FieldDescriptor, DATE_FORMATS, ROW_VERSION } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { memoised } from '../memoised';
import { quote } from '../sql';
import { numberEmptyRows, uniqueIndexes } from './recordNumbers';
import { tableOf } from './tableOf';
import { ensureRowVersion } from './rowVersions';
import { columnNames } from '../database/tableColumns';

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
export async function ensureResourceTable(db: SqlClient, def: ResourceDefinition): Promise<void> {
  const table = quote(tableOf(def));
  const types = sqlTypes(db.dialect);
  await db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    id ${types.id}, created_at ${types.text} NOT NULL, updated_at ${types.text} NOT NULL)`);
  await ensureRowVersion(db, tableOf(def));
  const existing = new Set(await columnNames(db, tableOf(def)));
  const typeOf = { INTEGER: types.integer, REAL: types.real, TEXT: types.text };
  for (const field of columnFields(def)) {
    if (!existing.has(field.name)) await db.exec(`ALTER TABLE ${table} ADD COLUMN ${quote(field.name)} ${typeOf[sqlType(field)]}`);
  }
  // Before the indexes: a unique one would refuse two rows without a number.
  await numberEmptyRows(db, def);
  await syncIndexes(db, def);
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

/** The indexes a table has now, by name, with whether each is unique. */
async function presentIndexes(db: SqlClient, table: string): Promise<Map<string, boolean>> {
  if (db.dialect === 'sqlite') {
    const names = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", [table]);
    const uniqueNow = new Set((await db.all<{ name: string; unique: number }>('SELECT name, "unique" FROM pragma_index_list(?)', [table]))
      .filter((index) => index.unique).map((index) => index.name));
    return new Map(names.map(({ name }) => [name, uniqueNow.has(name)]));
  }
  const rows = await db.all<{ name: string; unique: number }>(`SELECT indexname AS name, CASE WHEN indexdef LIKE 'CREATE UNIQUE INDEX%' THEN 1 ELSE 0 END AS "unique"
    FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?`, [table]);
  return new Map(rows.map((row) => [row.name, Number(row.unique) === 1]));
}

/** Creates the wanted indexes and drops those of ours (named idx_<table>_…) nobody wants any more. */
async function syncIndexes(db: SqlClient, def: ResourceDefinition): Promise<void> {
  const table = tableOf(def);
  const wanted = wantedIndexes(def);
  const present = await presentIndexes(db, table);
  const unique = new Set(uniqueIndexes(def).values());
  for (const [name, uniqueNow] of present) {
    // An index that became unique (a property now numbered) is made again as one.
    if (name.startsWith(`idx_${table}_`) && (!wanted.has(name) || unique.has(name) !== uniqueNow)) await db.exec(`DROP INDEX ${quote(name)}`);
  }
  for (const [name, expressions] of wanted) {
    const sql = `CREATE ${unique.has(name) ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quote(name)} ON ${quote(table)} (${expressions.join(', ')})`;
    if (!unique.has(name)) await db.exec(sql);
    else await createUnique(db, def, sql, expressions);
  }
}

/**
 * A unique index over rows that already repeat a value cannot be made: the start stops, saying
 * which value and rows, so whoever runs the server can tell them apart before the rule holds.
 */
async function createUnique(db: SqlClient, def: ResourceDefinition, sql: string, expressions: string[]): Promise<void> {
  try {
    // In a savepoint of its own: a refused one leaves the start's transaction able to read on (PostgreSQL would refuse).
    await db.transaction(() => db.exec(sql));
  } catch (error) {
    const { code } = error as { code?: string };
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== '23505') throw error;
    const ids = db.dialect === 'sqlite' ? "group_concat(id, ', ')" : "string_agg(id::text, ', ')";
    const twice = (await db.get<{ value: string; ids: string }>(`SELECT ${expressions[0]} AS value, ${ids} AS ids FROM ${quote(tableOf(def))}
      WHERE ${expressions[0]} IS NOT NULL GROUP BY ${expressions[0]} HAVING COUNT(*) > 1 LIMIT 1`))!;
    throw new Error(`${tableOf(def)}: "${twice.value}" is held by the rows ${twice.ids}, but ${expressions[0]} must be unique (x-sequence): give them different values, then start again.`);
  }
}
