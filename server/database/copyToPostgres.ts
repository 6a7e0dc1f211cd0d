import Database from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { loadModel } from '../loadResources';
import { quote } from '../sql';
import { ensureSchema } from './ensureSchema';
import { checkSample } from './sampleCheck';
import type { SqlClient, SqlDatabase, SqlValue } from './sqlClient';
import { type SourceTable, sqliteTables } from './sqliteTables';

/** PostgreSQL takes at most 65,535 parameters a statement; a batch stays well under it. */
const MOST_PARAMETERS = 30_000;
const MOST_ROWS = 1_000;

export interface CopyFigures {
  tables: { name: string; rows: number }[];
  /** Rows read back from the target and compared field by field with the source. */
  sampled: number;
}

export class CopyRefused extends Error {}

/** The model the installation runs: its newest version, as the server's start left it. */
function currentModel(source: Database.Database): ResourceDefinition[] {
  const hasVersions = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'model_versions'").get();
  const files = hasVersions ? source.prepare('SELECT files FROM model_versions ORDER BY number DESC LIMIT 1').pluck().get() as string | undefined : undefined;
  if (!files) throw new CopyRefused('the file holds no model version: start the server on it once, then copy it');
  return loadModel(JSON.parse(files));
}

async function targetTables(target: SqlClient): Promise<string[]> {
  const rows = await target.all<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name");
  return rows.map((row) => row.name);
}

async function copyRows(source: Database.Database, target: SqlClient, table: SourceTable): Promise<number> {
  const columns = table.columns.map(quote).join(', ');
  const perBatch = Math.max(1, Math.min(MOST_ROWS, Math.floor(MOST_PARAMETERS / table.columns.length)));
  const rows = source.prepare(`SELECT ${columns} FROM ${quote(table.name)} ORDER BY ${table.order}`).raw().iterate() as IterableIterator<SqlValue[]>;
  let batch: SqlValue[][] = [];
  let copied = 0;
  const flush = async () => {
    if (!batch.length) return;
    const row = `(${table.columns.map(() => '?').join(', ')})`;
    await target.run(`INSERT INTO ${quote(table.name)} (${columns}) VALUES ${batch.map(() => row).join(', ')}`, batch.flat());
    copied += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
  return copied;
}

/** Ids go on from the largest copied, so the next new row does not take one the source gave out. */
async function moveIdsOn(target: SqlClient, table: string): Promise<void> {
  const sequence = await target.get<{ name: string | null }>('SELECT pg_get_serial_sequence(?, ?) AS name', [quote(table), 'id']);
  if (!sequence?.name) return;
  await target.get(`SELECT setval(?, COALESCE((SELECT MAX(id) FROM ${quote(table)}), 0) + 1, false)`, [sequence.name]);
}

/**
 * Copies a SQLite installation into a PostgreSQL database in one transaction: the schema of its current
 * model (as the server makes it), then every table's rows, parents first; then checks the row count
 * of every table and a sample of rows field by field. Any failure or difference rolls everything back.
 * A target that already holds tables is refused, unless `replace` says to drop them first.
 */
export async function copyToPostgres(sqliteFile: string, target: SqlDatabase, { replace = false } = {}): Promise<CopyFigures> {
  const source = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const resources = currentModel(source);
    const tables = sqliteTables(source);
    return await target.transaction(async () => {
      const existing = await targetTables(target);
      if (existing.length && !replace) {
        throw new CopyRefused(`the target already holds ${existing.length} tables (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}): pass --replace to drop them first`);
      }
      for (const name of existing) await target.exec(`DROP TABLE IF EXISTS ${quote(name)} CASCADE`);
      await ensureSchema(target, resources);
      const made = new Set(await targetTables(target));
      const missing = tables.filter((table) => !made.has(table.name)).map((table) => table.name);
      if (missing.length) throw new CopyRefused(`the server's schema on PostgreSQL has no table for ${missing.join(', ')}`);
      // What making the schema wrote (its own bookkeeping) gives way to the source's rows: children first.
      for (const table of [...tables].reverse()) await target.run(`DELETE FROM ${quote(table.name)}`);
      const figures: CopyFigures = { tables: [], sampled: 0 };
      for (const table of tables) {
        const rows = await copyRows(source, target, table);
        if (table.columns.includes('id')) await moveIdsOn(target, table.name);
        figures.tables.push({ name: table.name, rows });
      }
      for (const table of tables) figures.sampled += await checkSample(source, target, table);
      return figures;
    });
  } finally {
    source.close();
  }
}
