import { describe, expect, it } from 'vitest';
import { postgresArray } from '../../../server/database/postgresArray';
import { DIALECTS } from './testDatabases';

describe('postgresArray', () => {
  it('quotes each element, escapes quotes and backslashes, and writes null as NULL', () => {
    expect(postgresArray(['a "b"', null, 3, 'back\\slash', ''])).toBe('{"a \\"b\\"",NULL,3,"back\\\\slash",""}');
    expect(postgresArray([])).toBe('{}');
  });

  const postgres = DIALECTS.find((dialect) => dialect.dialect === 'postgres');
  it.skipIf(!postgres)('is read back by PostgreSQL as the values it was given', async () => {
    const database = await postgres!.create();
    try {
      const sql = database.connect();
      const texts = ['plain', 'a "quoted" word', 'back\\slash', '{braces}, commas', 'NULL', '', ' spaced ', 'ünïcode', null];
      expect((await sql.all<{ value: string | null }>('SELECT value FROM unnest(CAST(? AS text[])) AS t (value)', [postgresArray(texts)])).map((row) => row.value)).toEqual(texts);
      const numbers = [1, -2, 2 ** 53 - 1, null];
      expect((await sql.all<{ value: number | null }>('SELECT value FROM unnest(CAST(? AS bigint[])) AS t (value)', [postgresArray(numbers)])).map((row) => row.value)).toEqual(numbers);
      expect((await sql.all<{ value: number }>('SELECT value FROM unnest(CAST(? AS double precision[])) AS t (value)', [postgresArray([0.1, 1e-7, 12.5])])).map((row) => row.value)).toEqual([0.1, 1e-7, 12.5]);
    } finally {
      await database.remove();
    }
  });
});
