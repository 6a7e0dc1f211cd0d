import type { SqlClient } from '../database/sqlClient';
import { columnNames } from '../database/tableColumns';
import { SEARCH_COLUMN } from '../repositories/searchColumn';

/** The database's tables (each with its columns) and indexes (each with its table), as a plan compares them. */
export interface SchemaSnapshot {
  tables: Map<string, string[]>;
  indexes: Map<string, string>;
  /** Full-text indexes (virtual tables), each with the columns it indexes. */
  searches: Map<string, string[]>;
}


/** What the database holds now; a search index's own storage tables (fts_x_data …) are left out. */
export async function schemaSnapshot(db: SqlClient): Promise<SchemaSnapshot> {
  if (db.dialect === 'postgres') return postgresSnapshot(db);
  const rows = await db.all<{ type: string; name: string; table: string; sql: string | null }>(
    "SELECT type, name, tbl_name AS \"table\", sql FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%'");
  const virtual = rows.filter((row) => row.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(row.sql ?? '')).map((row) => row.name);
  const snapshot: SchemaSnapshot = { tables: new Map(), indexes: new Map(), searches: new Map() };
  for (const row of rows) {
    if (row.type === 'index') {
      // SQLite's own indexes (a UNIQUE or PRIMARY KEY constraint) have no SQL: they come with their table.
      if (row.sql) snapshot.indexes.set(row.name, row.table);
    } else if (virtual.includes(row.name)) snapshot.searches.set(row.name, await columnNames(db, row.name));
    else if (!virtual.some((name) => row.name.startsWith(`${name}_`))) snapshot.tables.set(row.name, await columnNames(db, row.name));
  }
  return snapshot;
}

/**
 * The same of the current schema on PostgreSQL: its tables (not views) and the indexes made by CREATE
 * INDEX (those of a UNIQUE or PRIMARY KEY constraint come with their table, as on SQLite). A search
 * index is its table's search column and the trigram index over it, listed apart as on SQLite, with
 * the columns the column's comment names.
 */
async function postgresSnapshot(db: SqlClient): Promise<SchemaSnapshot> {
  const columns = await db.all<{ table: string; name: string; searched: string | null }>(`SELECT c.table_name AS "table", c.column_name AS name,
      CASE WHEN c.is_generated = 'NEVER' THEN NULL ELSE col_description(CAST(quote_ident(c.table_name) AS regclass), c.ordinal_position) END AS searched
    FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`);
  const indexes = await db.all<{ name: string; table: string }>(`SELECT ic.relname AS name, tc.relname AS "table"
    FROM pg_index x JOIN pg_class ic ON ic.oid = x.indexrelid JOIN pg_class tc ON tc.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = tc.relnamespace
    WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`);
  const snapshot: SchemaSnapshot = { tables: new Map(), indexes: new Map(), searches: new Map() };
  for (const { table, name, searched } of columns) {
    if (name === SEARCH_COLUMN) snapshot.searches.set(`trgm_${table}`, (searched ?? '').split(', '));
    else snapshot.tables.set(table, [...(snapshot.tables.get(table) ?? []), name]);
  }
  for (const { name, table } of indexes) if (!snapshot.searches.has(name)) snapshot.indexes.set(name, table);
  return snapshot;
}

/**
 * The storage plan in words: what an apply adds (tables, columns, indexes, search indexes made
 * anew), and indexes no list needs any more, which hold no data. Columns and rows are never dropped.
 * storagePlan(before, after) → ['table sd_locations created (name, address)', 'sd_vendors: column phone added', …]
 */
export function storagePlan(before: SchemaSnapshot, after: SchemaSnapshot): string[] {
  const plan: string[] = [];
  for (const [table, columns] of after.tables) {
    const had = before.tables.get(table);
    if (!had) plan.push(`table ${table} created (${columns.join(', ')})`);
    else for (const column of columns.filter((name) => !had.includes(name))) plan.push(`${table}: column ${column} added`);
  }
  for (const [index, table] of after.indexes) if (!before.indexes.has(index)) plan.push(`${table}: index ${index} added`);
  for (const [index, table] of before.indexes) if (!after.indexes.has(index) && after.tables.has(table)) plan.push(`${table}: index ${index} dropped (an index holds no data)`);
  for (const [search, columns] of after.searches) {
    const had = before.searches.get(search);
    if (!had || had.join() !== columns.join()) plan.push(`search index ${search} ${had ? 'made again' : 'created'} over ${columns.join(', ')}`);
  }
  return plan;
}
