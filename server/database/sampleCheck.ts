import type Database from 'better-sqlite3';
import { quote } from '../sql';
import type { SqlClient, SqlValue } from './sqlClient';
import type { SourceTable } from './sqliteTables';

/** Rows read back from each end of a table and spread between. */
const SAMPLE = 20;

const differs = (a: unknown, b: unknown) => {
  if (a === null || b === null) return a !== b;
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) return !(Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b));
  return String(a) !== String(b);
};

/**
 * Checks a copied table against its source: the same number of rows, and a sample of rows (the first,
 * the last and some spread between) each found in the target with every field equal. Throws naming
 * the table and what differs; answers how many rows it compared.
 */
export async function checkSample(source: Database.Database, target: SqlClient, table: SourceTable): Promise<number> {
  const name = quote(table.name);
  const count = source.prepare(`SELECT COUNT(*) FROM ${name}`).pluck().get() as number;
  const copied = (await target.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${name}`))?.n ?? 0;
  if (copied !== count) throw new Error(`${table.name}: ${count} rows in the source, ${copied} in the target`);
  if (count === 0) return 0;
  const columns = table.columns.map(quote);
  const step = Math.max(1, Math.floor(count / SAMPLE));
  const sample = source.prepare(`SELECT ${columns.join(', ')} FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY ${table.order}) AS n FROM ${name})
    WHERE n <= ? OR n > ? OR n % ? = 0`).all(SAMPLE, count - SAMPLE, step) as Record<string, SqlValue>[];
  const hasId = table.columns.includes('id');
  for (const row of sample) {
    const values = table.columns.map((column) => row[column]);
    const found = await target.get(`SELECT 1 AS found FROM ${name} WHERE ${columns.map((column) => `${column} IS NOT DISTINCT FROM ?`).join(' AND ')}`, values);
    if (found) continue;
    const copy = hasId ? await target.get<Record<string, unknown>>(`SELECT * FROM ${name} WHERE id = ?`, [row.id]) : undefined;
    const fields = copy ? table.columns.filter((column) => differs(row[column], copy[column])) : table.columns;
    throw new Error(`${table.name}${hasId ? ` row ${row.id}` : ''}: ${copy || !hasId ? `differs in ${fields.join(', ')}` : 'missing in the target'}`);
  }
  return sample.length;
}
