// A file of thousands of rows: its new rows are written on the import's writing thread while the next
// batch is checked, and a batch where a key finds a record (the file's own rows included) is written
// row by row instead. The outcome must be exactly that of a file written row by row.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWriter } from '../../server/import/importWriter';
import type { NewRowsOutcome } from '../../server/import/newRows';
import { rows, signedIn, type SignedIn } from './helpers';
import { failedRows, imported } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const ROWS = 12000;
const identifier = (i: number) => `BULK-${String(i).padStart(4, '0')}`;

/** What the writing thread answered for each batch it was given, while `run` runs. */
async function outcomesOf(run: () => Promise<unknown>): Promise<NewRowsOutcome[]> {
  const write = vi.spyOn(ImportWriter.prototype, 'write');
  try {
    await run();
    return Promise.all(write.mock.results.map((result) => result.value as Promise<NewRowsOutcome>));
  } finally {
    write.mockRestore();
  }
}

describe('a file of thousands of rows', () => {
  // Line i of the file is data row i + 2. The first batch is 500 rows, the next at most 4,000. Refused: a
  // key the same batch created (20), a key the thread's batch created (8000), a key the database had
  // (11000), an unknown asset type (1000); a warning (1500).
  const lines = Array.from({ length: ROWS }, (_, i) => `${identifier(i)},Bulk row ${i},Laptop`);
  lines[20] = `${identifier(10)},Again in the same batch,Laptop`;
  lines[8000] = `${identifier(600)},Again batches later,Laptop`;
  lines[11000] = 'AST-0001,Known already,Laptop';
  lines[1000] = `${identifier(1000)},Unknown type,Spaceship`;
  lines[1500] = `${identifier(1500)},=1+2,Laptop`;
  const csv = `Identifier,Name,Asset type\n${lines.join('\n')}\n`;

  it('creates every new row once, refuses the ones whose key is taken, and logs each creation', async () => {
    let job!: Awaited<ReturnType<typeof imported>>;
    const outcomes = await outcomesOf(async () => { job = await imported(s.built.app, s.admin, csv); });
    // The thread wrote the batches before the first key that found a record, then the rest were written here.
    expect(outcomes.filter((outcome) => outcome === 'written').length).toBeGreaterThan(0);
    expect(outcomes).toContain('key-found');

    expect(job.summary).toMatchObject({ status: 'completed', totalCreated: ROWS - 4, totalUpdated: 0, totalFailed: 4, totalWarning: 1 });
    const imported_ = rows(s.built.app, "SELECT identifier, name FROM sd_assets WHERE identifier LIKE 'BULK-%' ORDER BY identifier");
    expect(imported_).toHaveLength(ROWS - 4);
    expect(new Set(imported_.map((row) => row.identifier)).size).toBe(ROWS - 4);
    expect(imported_.find((row) => row.identifier === identifier(10)).name).toBe('Bulk row 10');
    expect(imported_.find((row) => row.identifier === identifier(600)).name).toBe('Bulk row 600');
    expect(imported_.find((row) => row.identifier === identifier(1500)).name).toBe('=1+2');
    expect(rows(s.built.app, "SELECT name FROM sd_assets WHERE identifier = 'AST-0001'")[0].name).not.toBe('Known already');

    const logged = rows(s.built.app, "SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'asset' AND action = 'created' AND changes = ?",
      JSON.stringify({ import_id: [null, job.id] }));
    expect(logged[0].n).toBe(ROWS - 4);

    const exists = (key: string) => `An asset with the identifier "${key}" exists already: choose to update existing assets to change it.`;
    expect((await failedRows(s.built.app, s.admin, job.id)).list).toEqual([
      { row: 22, field: 'Identifier', comment: exists(identifier(10)) },
      { row: 1002, field: 'Asset type', comment: 'No asset type is named "Spaceship".' },
      { row: 8002, field: 'Identifier', comment: exists(identifier(600)) },
      { row: 11002, field: 'Identifier', comment: exists('AST-0001') },
    ]);
  });

  it('updates them all when the same keys come again with updates asked for', async () => {
    const again = csv.replace(/Bulk row (\d+)/g, 'Renamed row $1');
    const outcomes = await outcomesOf(async () => {
      const { summary } = await imported(s.built.app, s.admin, again, { update_existing: true });
      // Every row updates now, the duplicates and AST-0001 included; the unknown asset type is refused again.
      expect(summary).toMatchObject({ status: 'completed', totalCreated: 0, totalUpdated: ROWS - 1, totalFailed: 1 });
    });
    expect(outcomes).toEqual(['key-found']);
    const renamed = rows(s.built.app, "SELECT COUNT(*) AS n FROM sd_assets WHERE identifier LIKE 'BULK-%' AND name LIKE 'Renamed row %'");
    expect(renamed[0].n).toBe(ROWS - 7);
  });
});
