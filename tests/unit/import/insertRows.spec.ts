// The INSERT of an import batch's new rows, on each database: every value stored as it was given,
// text an array or a statement would have to escape included, and the rows' ids answered.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../../server/database/sqlClient';
import { sqlTypes } from '../../../server/database/sqlTypes';
import { insertRows } from '../../../server/import/newRows';
import { DIALECTS, type TestDatabase } from '../database/testDatabases';

const ODD = ['plain', 'She said "hi" \\ {a,b}', 'NULL', '', ' spaced ', 'Café ☕, row 5', "O'Brien", '{}', 'a\nb'];

describe.each(DIALECTS)('insertRows on $dialect', ({ create }) => {
  let database: TestDatabase;
  let sql: SqlDatabase;

  beforeEach(async () => {
    database = await create();
    sql = database.connect();
    const types = sqlTypes(sql.dialect);
    await sql.exec(`CREATE TABLE items (id ${types.id}, name ${types.text}, count ${types.integer}, weight ${types.real}, created_at ${types.text} NOT NULL, updated_at ${types.text} NOT NULL)`);
  });

  afterEach(async () => {
    await database.remove();
  });

  it('stores every value as given and answers the new ids', async () => {
    const at = '2026-11-29 08:00:00';
    const rows = ODD.map((name, i) => [i === 2 ? null : name, i === 3 ? null : i * 1000, i / 8, at, at]);
    rows.push(['last', 2 ** 53 - 1, -1.5e-7, at, at]);
    const columns = ['name', 'count', 'weight', 'created_at', 'updated_at'];
    const ids = await insertRows(sql, {
      sql: 'INSERT INTO "items" ("name", "count", "weight", "created_at", "updated_at") VALUES (?, ?, ?, ?, ?)', table: 'items', columns, rows,
    });
    expect(ids).toHaveLength(rows.length);
    const stored = await sql.all<Record<string, unknown>>('SELECT id, name, count, weight, created_at, updated_at FROM items ORDER BY id');
    expect(stored.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(stored.map((row) => columns.map((column) => row[column]))).toEqual(rows);
  });
});
