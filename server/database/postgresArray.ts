import type { SqlValue } from './sqlClient';

const SPECIAL = /[\\"]/g;

/**
 * A list of values as PostgreSQL reads an array written as text, for one parameter cast to an array
 * type: postgresArray(['a "b"', null, 3]) === '{"a \\"b\\"",NULL,3}'. Text is quoted, its quotes and
 * backslashes escaped; a number is written as JavaScript prints it, which bigint and double precision
 * read back the same; null is NULL. An import writes a batch's rows as one such array a column.
 */
export function postgresArray(values: readonly SqlValue[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i) out += ',';
    const value = values[i];
    if (value === null || value === undefined) out += 'NULL';
    else if (typeof value === 'number' || typeof value === 'bigint') out += String(value);
    else {
      const text = String(value);
      out += `"${text.includes('"') || text.includes('\\') ? text.replace(SPECIAL, '\\$&') : text}"`;
    }
  }
  return `${out}}`;
}
