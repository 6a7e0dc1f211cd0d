import type { Database } from 'better-sqlite3';
import { quote } from '../sql';

export interface SourceTable {
  name: string;
  columns: string[];
  /** What orders its rows: its primary key's columns, or the rowid of a table without one. */
  order: string;
  /** Tables whose rows this one's rows name (foreign keys), itself left out. */
  references: string[];
}

/**
 * The tables of a SQLite file that hold the installation's data, parents before the tables that refer
 * to them: SQLite's own tables, virtual tables (a search index) and their shadow tables are left out,
 * as the target builds its own search.
 */
export function sqliteTables(source: Database): SourceTable[] {
  const all = source.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string; sql: string }[];
  const virtual = all.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name);
  const kept = all.filter((table) => !virtual.some((name) => table.name === name || table.name.startsWith(`${name}_`)));
  const tables = kept.map(({ name }): SourceTable => ({
    name,
    columns: (source.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(name) as string[]),
    // A table WITHOUT ROWID has none, and always a primary key.
    order: (source.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk').pluck().all(name) as string[]).map(quote).join(', ') || 'rowid',
    references: [...new Set(source.prepare('SELECT "table" FROM pragma_foreign_key_list(?)').pluck().all(name) as string[])]
      .filter((parent) => parent !== name),
  }));
  return parentsFirst(tables);
}

/** Orders tables so that every table comes after those it refers to. */
function parentsFirst(tables: SourceTable[]): SourceTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: SourceTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: SourceTable, path: string[]) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new Error(`the tables ${[...path, table.name].join(' → ')} refer to each other in a circle`);
    state.set(table.name, 'visiting');
    for (const parent of table.references) {
      const found = byName.get(parent);
      if (found) visit(found, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}
