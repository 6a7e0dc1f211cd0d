// Record numbers in the import: rows without an identifier get the next numbers of the asset pattern,
// given per batch in the batch's transaction, on the server's thread (a small file, or a batch
// written row by row) and on the writing thread (thousands of rows) alike.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWriter } from '../../server/import/importWriter';
import type { NewRowsOutcome } from '../../server/import/newRows';
import { ON_POSTGRES, rows, signedIn, type SignedIn } from './helpers';
import { failedRows, imported } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const highestAsset = async () => (await rows(s.built.app, "SELECT last FROM record_sequences WHERE name = 'sd_assets.identifier'"))[0]?.last as number | undefined;
const numbered = (n: number) => `AST-${String(n).padStart(4, '0')}`;
const identifiersOf = async (prefix: string) => (await rows(s.built.app, 'SELECT identifier FROM sd_assets WHERE name LIKE ? ORDER BY id', `${prefix}%`)).map((row) => row.identifier as string);

describe('numbers in the import', () => {
  it('numbers the rows of a small file that leave the identifier empty, past a number another row types', async () => {
    const seeded = (await rows(s.built.app, 'SELECT COUNT(*) AS n FROM sd_assets'))[0].n as number;
    const csv = 'Identifier,Name,Asset type\n,Small 1,Laptop\nAST-0900,Small 2,Laptop\n,Small 3,Laptop\n';
    const { summary } = await imported(s.built.app, s.admin, csv);
    expect(summary).toMatchObject({ status: 'completed', totalCreated: 3, totalFailed: 0 });
    // The demo's assets are AST-0001 … AST-<seeded>; the typed AST-0900 moves the counter past it.
    expect(await identifiersOf('Small ')).toEqual([numbered(seeded + 1), 'AST-0900', 'AST-0901']);
    expect(await highestAsset()).toBe(901);
  });

  it('refuses a row typing a number an earlier row was given', async () => {
    const csv = 'Identifier,Name,Asset type\n,Given 1,Laptop\nAST-0902,Typed after,Laptop\n';
    const { id, summary } = await imported(s.built.app, s.admin, csv);
    expect(summary).toMatchObject({ totalCreated: 1, totalFailed: 1 });
    expect((await failedRows(s.built.app, s.admin, id)).list).toEqual([{ row: 3, field: 'Identifier',
      comment: 'An asset with the identifier "AST-0902" exists already: choose to update existing assets to change it.' }]);
  });

  // SQLite's writing thread only: on PostgreSQL the server's thread writes every batch (the cases above).
  it.skipIf(ON_POSTGRES)('numbers thousands of rows on the writing thread, one number each, in file order', async () => {
    const ROWS = 6000;
    const lines = Array.from({ length: ROWS }, (_, i) => `,Bulk numbered ${i},Laptop`);
    lines[3000] = 'AST-5000,Bulk numbered 3000,Laptop';
    const write = vi.spyOn(ImportWriter.prototype, 'write');
    let outcomes: NewRowsOutcome[];
    try {
      const { summary } = await imported(s.built.app, s.admin, `Identifier,Name,Asset type\n${lines.join('\n')}\n`);
      expect(summary).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0 });
      outcomes = await Promise.all(write.mock.results.map((result) => result.value as Promise<NewRowsOutcome>));
    } finally {
      write.mockRestore();
    }
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => outcome === 'written')).toBe(true);
    const given = await identifiersOf('Bulk numbered ');
    expect(given).toHaveLength(ROWS);
    expect(new Set(given).size).toBe(ROWS);
    // Numbers follow the file from 903 on; the batch holding the typed AST-5000 numbers its other rows past it.
    expect(given[0]).toBe(numbered(903));
    expect(given[3000]).toBe('AST-5000');
    const numbers = given.map((identifier) => Number(identifier.slice(4)));
    const givenNumbers = numbers.filter((_, i) => i !== 3000);
    expect(givenNumbers.every((number, i) => i === 0 || number > givenNumbers[i - 1])).toBe(true);
    expect(givenNumbers.filter((number) => number > 5000).length).toBeGreaterThan(ROWS - 3000);
    expect(await highestAsset()).toBe(Math.max(...numbers));
  }, 120_000);
});
