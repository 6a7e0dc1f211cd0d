import { type ResourceDefinition, isHtml } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sanitizeHtml } from '../sanitizeHtml';
import { quote } from '../sql';
import { storeModuleOf } from '../modules/moduleResource';
import { PLANNING_TABLE_NAME } from './planningEntries';
import { columnFields, tableOf } from './resourceTable';

/** The rich-text columns whose stored values have all been sanitised once; writes keep them so. */
const SANITISED_TABLE = `
CREATE TABLE IF NOT EXISTS sanitised_html_columns (
  table_name TEXT NOT NULL,
  column_name TEXT NOT NULL,
  PRIMARY KEY (table_name, column_name)
);`;

type Column = { table: string; column: string };

/** Every column holding rich text: the resource files' text/html properties and the planning entries' descriptions. */
function htmlColumns(resources: ResourceDefinition[]): Column[] {
  const columns = resources.filter((def) => !storeModuleOf(def))
    .flatMap((def) => columnFields(def).filter(isHtml).map((field) => ({ table: tableOf(def), column: field.name })));
  if (resources.some((def) => def.planning)) columns.push({ table: PLANNING_TABLE_NAME, column: 'description' });
  return columns;
}

const BATCH = 1000;

/**
 * Rewrites one column's values that sanitising changes, a batch of rows at a time (a large table
 * is never held whole); answers how many. Times and row versions stay: nobody edited the record.
 */
async function sanitiseColumn(db: SqlClient, { table, column }: Column): Promise<number> {
  const select = `SELECT id, ${quote(column)} AS html FROM ${quote(table)} WHERE id > ? AND ${quote(column)} LIKE '%<%' ORDER BY id LIMIT ${BATCH}`;
  const update = `UPDATE ${quote(table)} SET ${quote(column)} = ? WHERE id = ?`;
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = await db.all<{ id: number; html: string }>(select, [after]);
    if (!rows.length) return changed;
    for (const row of rows) {
      const clean = sanitizeHtml(String(row.html));
      if (clean !== row.html) changed += await db.run(update, [clean, row.id]);
    }
    after = rows[rows.length - 1].id;
  }
}

/**
 * Sanitises, once, the rich text stored before writes were sanitised, or before a property became
 * rich text (an administrator added "contentMediaType": "text/html"): each column is done the
 * first time the server starts with it declared, then noted, so later starts (and every worker)
 * skip it. A column that stops being rich text loses its note, to be done again should it return.
 * Runs inside the start's transaction. Answers the number of values changed.
 */
export async function sanitiseStoredHtml(db: SqlClient, resources: ResourceDefinition[]): Promise<number> {
  await db.exec(SANITISED_TABLE);
  const wanted = htmlColumns(resources);
  const done = await db.all<Column>('SELECT table_name AS "table", column_name AS "column" FROM sanitised_html_columns');
  const key = ({ table, column }: Column) => `${table}.${column}`;
  const wantedKeys = new Set(wanted.map(key));
  const doneKeys = new Set(done.map(key));
  const forget = 'DELETE FROM sanitised_html_columns WHERE table_name = ? AND column_name = ?';
  for (const column of done) if (!wantedKeys.has(key(column))) await db.run(forget, [column.table, column.column]);
  const note = 'INSERT INTO sanitised_html_columns (table_name, column_name) VALUES (?, ?)';
  let changed = 0;
  for (const column of wanted) {
    if (doneKeys.has(key(column))) continue;
    changed += await sanitiseColumn(db, column);
    await db.run(note, [column.table, column.column]);
  }
  return changed;
}
