/**
 * Record numbers (x-sequence): a record saved with its numbered property empty gets the next number
 * of the pattern ("PRB-0040"). Each counter is a row of record_sequences (name "table.column") holding
 * the last number given; it is read and written in the transaction that writes the records, which
 * holds the database's write lock from its start (writeTransactions.ts), so two processes never
 * give the same number, and a number is never given again, even after its record is deleted. At
 * its first use the counter starts at the highest number the table holds; a typed number moves it
 * past that number. The column's unique index (resourceTable.ts) refuses a number someone holds.
 */
import { type ResourceDefinition, formatSequence, sequenceNumber, type SequencePattern } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { FieldErrors } from '../httpErrors';
import { memoised } from '../memoised';
import { quote } from '../sql';
import type { Row } from './records';
import { tableOf } from './tableOf';

/** The columns whose index is unique (the numbered ones), by column name, with the index's name (the sort index's). */
export const uniqueIndexes = memoised((def: ResourceDefinition): Map<string, string> =>
  new Map(Object.values(def.fields).filter((field) => field.sequence).map((field) => [field.name, `idx_${tableOf(def)}_${field.name}`])));

/** A numbered property as its counter needs it: plain data, so the import's writing thread can take it. */
export interface NumberedColumn {
  /** The counter's name, "table.column": two resources never share one. */
  counter: string;
  table: string;
  column: string;
  label: string;
  pattern: SequencePattern;
}

export const numberedColumns = memoised((def: ResourceDefinition): NumberedColumn[] => Object.values(def.fields)
  .filter((field) => field.sequence)
  .map((field) => ({ counter: `${tableOf(def)}.${field.name}`, table: tableOf(def), column: field.name, label: field.label, pattern: field.sequence! })));

export const isEmptyNumber = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The highest number of the pattern the table holds (0 when none): where a new counter starts. */
async function highestStored(db: SqlClient, numbered: NumberedColumn): Promise<number> {
  const { table, column, pattern } = numbered;
  const rows = await db.all<{ value: unknown }>(`SELECT ${quote(column)} AS value FROM ${quote(table)} WHERE substr(${quote(column)}, 1, ?) = ? ${sqlTypes(db.dialect).noCase}`,
    [pattern.prefix.length, pattern.prefix]);
  let highest = 0;
  for (const { value } of rows) highest = Math.max(highest, sequenceNumber(pattern, value) ?? 0);
  return highest;
}

/** The counter's last number, made at its first use. Only inside a writing transaction. */
export async function lastNumber(db: SqlClient, numbered: NumberedColumn): Promise<number> {
  const row = await db.get<{ last: number }>('SELECT last FROM record_sequences WHERE name = ?', [numbered.counter]);
  if (row !== undefined) return Number(row.last);
  const start = await highestStored(db, numbered);
  await db.run('INSERT INTO record_sequences (name, last) VALUES (?, ?)', [numbered.counter, start]);
  return start;
}

/** Moves the counter on to last; never back. */
export async function setLastNumber(db: SqlClient, numbered: NumberedColumn, last: number): Promise<void> {
  // An upsert: a counter made inside a savepoint that was rolled back (an import row refused) is made again.
  await db.run(`INSERT INTO record_sequences (name, last) VALUES (?, ?) ON CONFLICT (name) DO UPDATE
    SET last = CASE WHEN record_sequences.last > excluded.last THEN record_sequences.last ELSE excluded.last END`, [numbered.counter, last]);
}

/**
 * The numbers of the records one transaction writes: each counter is read once, numbers are given
 * from it in memory, and close() writes it back, so a batch of an import costs two statements a
 * counter, not one a row. Used by one transaction, closed before it commits.
 */
export class RecordNumbers {
  private readonly counters = new Map<NumberedColumn, { last: number; read: number }>();

  constructor(private readonly db: SqlClient, private readonly def: ResourceDefinition) {}

  private async counter(numbered: NumberedColumn) {
    let counter = this.counters.get(numbered);
    if (!counter) {
      const last = await lastNumber(this.db, numbered);
      counter = { last, read: last };
      this.counters.set(numbered, counter);
    }
    return counter;
  }

  /**
   * Gives each numbered property of the values its number: a new record's empty one the next, an
   * update's emptied one the number it had (or the next, if it had none). A typed number moves the
   * counter past it. stored: the record an update writes (undefined for a new one).
   */
  async give(values: Row, stored?: Row): Promise<void> {
    for (const numbered of numberedColumns(this.def)) {
      const { column, pattern } = numbered;
      if (stored && !(column in values)) continue;
      const value = values[column];
      if (isEmptyNumber(value)) {
        values[column] = stored && !isEmptyNumber(stored[column]) ? stored[column] : formatSequence(pattern, ++(await this.counter(numbered)).last);
        continue;
      }
      if (stored && String(stored[column] ?? '').toLowerCase() === String(value).toLowerCase()) continue;
      const number = sequenceNumber(pattern, value);
      if (number === undefined) continue;
      const counter = await this.counter(numbered);
      counter.last = Math.max(counter.last, number);
    }
  }

  /** Writes back the counters that moved. */
  async close(): Promise<void> {
    for (const [numbered, counter] of this.counters) if (counter.last !== counter.read) await setLastNumber(this.db, numbered, counter.last);
    this.counters.clear();
  }
}

/**
 * The 412 for a number another record holds, from the error of the write its unique index refused
 * ('The identifier PRB-0040 is already used.'), or undefined for any other error.
 */
export function takenNumber(def: ResourceDefinition, error: unknown, values: Row): FieldErrors | undefined {
  const { code, message } = error as { code?: string; message?: string };
  // SQLite's code names the index 'idx_…' or the column table.column; PostgreSQL's (23505) names it "idx_…".
  if ((code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== '23505') || !message) return undefined;
  const indexes = uniqueIndexes(def);
  const numbered = numberedColumns(def).find(({ table, column }) =>
    message.includes(`'${indexes.get(column)}'`) || message.includes(`"${indexes.get(column)}"`) || message.includes(`${table}.${column}`));
  return numbered && new FieldErrors({ [numbered.column]: `The ${numbered.label.toLowerCase()} ${String(values[numbered.column])} is already used.` });
}

/**
 * Gives the rows stored without a number (before the property was numbered) one each, in the order
 * they were created; run at start before the unique index is made, since it would refuse two empty
 * texts. Answers how many rows it numbered.
 */
export async function numberEmptyRows(db: SqlClient, def: ResourceDefinition): Promise<number> {
  const columns = numberedColumns(def);
  let count = 0;
  for (const numbered of columns) {
    const { table, column, pattern } = numbered;
    const ids = (await db.all<{ id: number }>(`SELECT id FROM ${quote(table)} WHERE ${quote(column)} IS NULL OR trim(${quote(column)}) = '' ORDER BY id`)).map((row) => row.id);
    if (!ids.length) continue;
    let last = await lastNumber(db, numbered);
    const write = `UPDATE ${quote(table)} SET ${quote(column)} = ? WHERE id = ?`;
    for (const id of ids) await db.run(write, [formatSequence(pattern, ++last), id]);
    await setLastNumber(db, numbered, last);
    count += ids.length;
  }
  return count;
}
