import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { storeModuleOf } from '../modules/moduleResource';
import { quote } from '../sql';
import { columnFields, tableOf } from './resourceTable';
import { SEARCH_COLUMN } from './searchColumn';

/**
 * The full-text index of a resource's x-list.search columns (fts_<table>), beside what it has not
 * taken in yet: rows above its mark (the highest id it holds; ids only grow) and the ids its
 * triggers noted in <index>_pending when a searched value changed or a row went.
 */
export interface SearchIndex {
  table: string;
  columns: string[];
  pending: string;
  mark: string;
}

/**
 * The search index a resource has, or undefined when it searches nothing, a module stores its
 * records, or a searched property is no column of its own: searchIndexOf(vendor) gives { table:
 * 'fts_sd_vendors', columns: ['name', 'email', 'primary_contact'], pending: 'fts_sd_vendors_pending', mark: 'fts_sd_vendors_mark' }.
 */
export function searchIndexOf(def: ResourceDefinition): SearchIndex | undefined {
  const columns = new Set(columnFields(def).map((field) => field.name));
  if (!def.search.length || storeModuleOf(def) || !def.search.every((name) => columns.has(name))) return undefined;
  const table = `fts_${tableOf(def)}`;
  return { table, columns: def.search, pending: `${table}_pending`, mark: `${table}_mark` };
}

/** The schema objects of an index by name, each as the SQL sqlite_master keeps for it. */
function indexObjects(def: ResourceDefinition, index: SearchIndex): Map<string, string> {
  const table = quote(tableOf(def));
  const names = index.columns.map(quote).join(', ');
  const note = (row: 'old' | 'new') => `INSERT OR IGNORE INTO ${quote(index.pending)} (id) VALUES (${row}.id);`;
  const trigger = (name: string, when: string, body: string) =>
    [`${index.table}_${name}`, `CREATE TRIGGER ${quote(`${index.table}_${name}`)} ${when} ON ${table} BEGIN ${body} END`] as const;
  return new Map([
    // lower() of each value, matched case-sensitively: case folds exactly as LIKE folds it (ASCII
    // only), so the index finds what LIKE '%term%' finds. Contentless: the rows are not copied.
    [index.table, `CREATE VIRTUAL TABLE ${quote(index.table)} USING fts5(${names}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`],
    [index.pending, `CREATE TABLE ${quote(index.pending)} (id INTEGER PRIMARY KEY)`],
    [index.mark, `CREATE TABLE ${quote(index.mark)} (mark INTEGER NOT NULL)`],
    // No insert trigger: any trigger gives each insert a statement journal (the bench's raw insert of
    // 100,000 assets took twice as long), and a new row is above the mark anyway. A trigger writing
    // the FTS5 table itself would flush it on every statement (an import five times slower).
    trigger('update', `AFTER UPDATE OF id, ${names}`, `${note('old')} ${note('new')}`),
    trigger('delete', 'AFTER DELETE', note('old')),
  ]);
}

const lowered = (index: SearchIndex, alias = '') => index.columns.map((column) => `lower(${alias}${quote(column)})`).join(', ');

/** Whether the index has rows to take in: noted ones, or rows above its mark. */
async function isBehind(db: SqlClient, def: ResourceDefinition, index: SearchIndex): Promise<boolean> {
  const [pending, mark, table] = [quote(index.pending), quote(index.mark), quote(tableOf(def))];
  return (await db.get<{ behind: number }>(`SELECT EXISTS (SELECT 1 FROM ${pending}) OR (SELECT MAX(id) FROM ${table}) > (SELECT mark FROM ${mark}) AS behind`))!.behind === 1;
}

/**
 * Takes into the index up to `limit` noted rows and `limit` rows above its mark (-1: all), in a
 * statement each, so the index is written in bulk however the rows were; answers whether rows are
 * still left. A list search takes in a slice before reading, an import all of its rows after it.
 * `wait` false: only if the write lock is free now (transactionIfFree), else nothing is taken in.
 */
export async function syncSearchIndex(db: SqlClient, def: ResourceDefinition, limit = -1, wait = true): Promise<boolean> {
  const index = searchIndexOf(def);
  // PostgreSQL keeps its search column and index itself: nothing is ever left to take in.
  if (!index || db.dialect === 'postgres') return false;
  if (!(await isBehind(db, def, index))) return false;
  const [fts, pending, mark, table] = [quote(index.table), quote(index.pending), quote(index.mark), quote(tableOf(def))];
  const columns = index.columns.map(quote).join(', ');
  const takeIn = async () => {
    const { mark: held } = (await db.get<{ mark: number }>(`SELECT mark FROM ${mark}`))!;
    // A noted row above the mark was never taken in: it will be, as it is then, with the rows above.
    await db.run(`DELETE FROM ${pending} WHERE id > ?`, [held]);
    const noted = `SELECT id FROM ${pending} ORDER BY id LIMIT ?`;
    await db.run(`DELETE FROM ${fts} WHERE rowid IN (${noted})`, [limit]);
    await db.run(`INSERT INTO ${fts} (rowid, ${columns}) SELECT id, ${lowered(index)} FROM ${table} WHERE id IN (${noted})`, [limit]);
    await db.run(`DELETE FROM ${pending} WHERE id IN (${noted})`, [limit]);
    await db.run(`INSERT INTO ${fts} (rowid, ${columns}) SELECT id, ${lowered(index)} FROM ${table} WHERE id > ? ORDER BY id LIMIT ?`, [held, limit]);
    await db.run(`UPDATE ${mark} SET mark = COALESCE((SELECT MAX(id) FROM (SELECT id FROM ${table} WHERE id > ? ORDER BY id LIMIT ?)), mark)`, [held, limit]);
  };
  if (wait) await db.transaction(takeIn);
  else if (!(await db.transactionIfFree(takeIn))) return true;
  return isBehind(db, def, index);
}

const searchText = (index: SearchIndex) => `lower(${index.columns.map((column) => `coalesce(${quote(column)}, '')`).join(" || E'\\n' || ")})`;

/**
 * PostgreSQL's search index: the search column (SEARCH_COLUMN) with a trigram index (pg_trgm) over
 * it, which the planner uses for `"_search" LIKE '%term%'` (searchCondition). One column read without
 * calling lower() on each row the index offers: a search found in a tenth of 100,000 rows is counted
 * in a third of the time three per-column indexes took. The column's comment names the columns it
 * joins; when the file searches others, it is made again (which rewrites the table, as an apply does
 * on SQLite when it makes the FTS5 index again).
 */
async function ensureTrigramIndex(db: SqlClient, def: ResourceDefinition, index: SearchIndex | undefined): Promise<void> {
  const table = tableOf(def);
  // Indexes of one column each, as earlier versions made them: the search column serves instead.
  const present = await db.all<{ name: string }>('SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?', [table]);
  for (const { name } of present) if (name.startsWith(`trgm_${table}_`)) await db.exec(`DROP INDEX ${quote(name)}`);
  const column = await db.get<{ columns: string | null }>(`SELECT col_description(c.oid, a.attnum) AS columns
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE c.relname = ? AND c.relnamespace = CAST(current_schema() AS regnamespace) AND a.attname = ? AND NOT a.attisdropped`, [table, SEARCH_COLUMN]);
  const wanted = index?.columns.join(', ');
  if (column && column.columns === wanted) return;
  // Dropping the column drops its index with it.
  if (column) await db.exec(`ALTER TABLE ${quote(table)} DROP COLUMN ${quote(SEARCH_COLUMN)}`);
  if (!index) return;
  await db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(SEARCH_COLUMN)} TEXT GENERATED ALWAYS AS (${searchText(index)}) STORED`);
  // Column names are [a-z0-9_]: the list is a safe literal.
  await db.exec(`COMMENT ON COLUMN ${quote(table)}.${quote(SEARCH_COLUMN)} IS '${wanted}'`);
  await db.exec(`CREATE INDEX ${quote(`trgm_${table}`)} ON ${quote(table)} USING gin (${quote(SEARCH_COLUMN)} gin_trgm_ops)`);
}

/** Drops the index objects present under the resource's index names (the index's shadow tables go with it). */
async function dropIndex(db: SqlClient, present: Array<{ name: string; type: string }>): Promise<void> {
  for (const object of present) if (object.type === 'trigger') await db.exec(`DROP TRIGGER ${quote(object.name)}`);
  for (const object of present) if (object.type === 'table') await db.exec(`DROP TABLE ${quote(object.name)}`);
}

/**
 * Creates the search index of a resource's table, filled from its rows, and makes it again when the
 * resource file's x-list.search no longer matches it (a property added to the search is found after
 * the next start) or when it lost count of the rows (one put back by hand under an old id); drops it
 * when the file searches nothing any more.
 */
export async function ensureSearchIndex(db: SqlClient, def: ResourceDefinition): Promise<void> {
  const index = searchIndexOf(def);
  if (db.dialect === 'postgres') return ensureTrigramIndex(db, def, index);
  const name = `fts_${tableOf(def)}`;
  const ours = [name, `${name}_pending`, `${name}_mark`, `${name}_update`, `${name}_delete`];
  const present = await db.all<{ name: string; type: string; sql: string }>(
    `SELECT name, type, sql FROM sqlite_master WHERE name IN (${ours.map(() => '?').join(', ')})`, ours);
  if (!index) {
    await dropIndex(db, present);
    return;
  }
  const table = quote(tableOf(def));
  const wanted = indexObjects(def, index);
  if (present.length === wanted.size && present.every((object) => wanted.get(object.name) === object.sql)) {
    await syncSearchIndex(db, def);
    // A row put back by hand under an id below the mark is in neither: the counts differ, the index is made again.
    const count = async (sql: string) => (await db.get<{ n: number }>(sql))!.n;
    if ((await count(`SELECT COUNT(*) AS n FROM ${quote(index.table)}`)) === (await count(`SELECT COUNT(*) AS n FROM ${table}`))) return;
  }
  await dropIndex(db, present);
  for (const sql of wanted.values()) await db.exec(sql);
  await db.exec(`INSERT INTO ${quote(index.table)} (rowid, ${index.columns.map(quote).join(', ')}) SELECT id, ${lowered(index)} FROM ${table}`);
  await db.exec(`INSERT INTO ${quote(index.mark)} (mark) SELECT COALESCE(MAX(id), 0) FROM ${table}`);
}
