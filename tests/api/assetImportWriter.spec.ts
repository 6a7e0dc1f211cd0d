// A file of thousands of rows: its new rows are written beside the check of the next batch (by the
// import's writing thread on SQLite, by PostgreSQL's own processes there), and a batch where a key
// finds a record (the file's own rows included) is written row by row instead. The outcome must be
// exactly that of a file written row by row. The thread's own answers are checked on SQLite only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWriter } from '../../server/import/importWriter';
import type { NewRowsOutcome } from '../../server/import/newRows';
import { ON_POSTGRES, rows, signedIn, type SignedIn } from './helpers';
import { failedRows, imported } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const ROWS = 12000;
/** Time for the file's rows written one by one, as every import writes on PostgreSQL. */
const ROW_BY_ROW_MS = 120_000;
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
  // Line i of the file is data row i + 2. The first batch is 599 rows, the next at most 3,000. Refused: a
  // key the same batch created (20), a key the thread's batch created (8000), a key the database had
  // (11000), an unknown asset type (1000); a warning (1500).
  const lines = Array.from({ length: ROWS }, (_, i) => `${identifier(i)},Bulk row ${i},Laptop`);
  lines[20] = `${identifier(10)},Again in the same batch,Laptop`;
  lines[8000] = `${identifier(600)},Again batches later,Laptop`;
  lines[11000] = 'AST-0001,Known already,Laptop';
  lines[1000] = `${identifier(1000)},Unknown type,Spaceship`;
  lines[1500] = `${identifier(1500)},=1+2,Laptop`;
  // A batch written row by row is read again from the file: after a BOM, past characters of several bytes.
  lines[5] = `${identifier(5)},"Café ☕, row 5",Laptop`;
  // Text that an array or a statement written as text would have to escape: kept as it was typed.
  lines[7] = `${identifier(7)},"She said ""hi"" \\ {a,b} NULL",Laptop`;
  lines[8] = `${identifier(8)},NULL,Laptop`;
  const csv = `\uFEFFIdentifier,Name,Asset type\n${lines.join('\n')}\n`;

  it('creates every new row once, refuses the ones whose key is taken, and logs each creation', async () => {
    let job!: Awaited<ReturnType<typeof imported>>;
    const outcomes = await outcomesOf(async () => { job = await imported(s.built.app, s.admin, csv); });
    // The thread wrote the batches before the first key that found a record, then the rest were written here.
    if (!ON_POSTGRES) {
      expect(outcomes.filter((outcome) => outcome === 'written').length).toBeGreaterThan(0);
      expect(outcomes).toContain('key-found');
    }

    expect(job.summary).toMatchObject({ status: 'completed', totalCreated: ROWS - 4, totalUpdated: 0, totalFailed: 4, totalWarning: 1 });
    const imported_ = await rows(s.built.app, "SELECT identifier, name FROM sd_assets WHERE identifier LIKE 'BULK-%' ORDER BY identifier");
    expect(imported_).toHaveLength(ROWS - 4);
    expect(new Set(imported_.map((row) => row.identifier)).size).toBe(ROWS - 4);
    expect(imported_.find((row) => row.identifier === identifier(5)).name).toBe('Café ☕, row 5');
    expect(imported_.find((row) => row.identifier === identifier(7)).name).toBe('She said "hi" \\ {a,b} NULL');
    expect(imported_.find((row) => row.identifier === identifier(8)).name).toBe('NULL');
    expect(imported_.find((row) => row.identifier === identifier(10)).name).toBe('Bulk row 10');
    expect(imported_.find((row) => row.identifier === identifier(600)).name).toBe('Bulk row 600');
    expect(imported_.find((row) => row.identifier === identifier(1500)).name).toBe('=1+2');
    expect((await rows(s.built.app, "SELECT name FROM sd_assets WHERE identifier = 'AST-0001'"))[0].name).not.toBe('Known already');

    const logged = await rows(s.built.app, "SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'asset' AND action = 'created' AND changes = ?",
      JSON.stringify({ import_id: [null, job.id] }));
    expect(logged[0].n).toBe(ROWS - 4);

    const exists = (key: string) => `An asset with the identifier "${key}" exists already: choose to update existing assets to change it.`;
    expect((await failedRows(s.built.app, s.admin, job.id)).list).toEqual([
      { row: 22, field: 'Identifier', comment: exists(identifier(10)) },
      { row: 1002, field: 'Asset type', comment: 'No asset type is named "Spaceship".' },
      { row: 8002, field: 'Identifier', comment: exists(identifier(600)) },
      { row: 11002, field: 'Identifier', comment: exists('AST-0001') },
    ]);
  }, ROW_BY_ROW_MS);

  it('updates them all when the same keys come again with updates asked for', async () => {
    const again = csv.replace(/Bulk row (\d+)/g, 'Renamed row $1');
    const outcomes = await outcomesOf(async () => {
      const { summary } = await imported(s.built.app, s.admin, again, { update_existing: true });
      // Every row updates now, the duplicates and AST-0001 included; the unknown asset type is refused again.
      expect(summary).toMatchObject({ status: 'completed', totalCreated: 0, totalUpdated: ROWS - 1, totalFailed: 1 });
    });
    // The first batch finds keys; the ones sent with it are skipped, and the rest are not sent.
    if (!ON_POSTGRES) {
      expect(outcomes[0]).toBe('key-found');
      expect(outcomes.slice(1).every((outcome) => outcome === 'skipped')).toBe(true);
    }
    const renamed = await rows(s.built.app, "SELECT COUNT(*) AS n FROM sd_assets WHERE identifier LIKE 'BULK-%' AND name LIKE 'Renamed row %'");
    expect(renamed[0].n).toBe(ROWS - 10);
  }, ROW_BY_ROW_MS);

  // The thread's order after a refused batch, with SQLite triggers to refuse and slow rows down.
  it.skipIf(ON_POSTGRES)('writes a batch the database refused here, and the batches the thread skipped after it, in the file\'s order', async () => {
    // The database refuses line 650, in the second batch whatever its size (the first is 599 rows), after
    // rows slow enough to insert that the third batch is checked and sent meanwhile.
    const refused = 'Refused by the database';
    await s.built.app.db.exec(`CREATE TRIGGER refuse_in_test BEFORE INSERT ON sd_assets WHEN NEW.name = '${refused}'
      BEGIN SELECT RAISE(ABORT, 'refused in this test'); END;
      CREATE TRIGGER slow_in_test BEFORE INSERT ON sd_assets WHEN NEW.name = 'Slow row'
      BEGIN SELECT count(*) FROM sd_assets a, sd_assets b WHERE a.id < 1200 AND b.id < 1200; END`);
    const key = (i: number) => `ORDER-${String(i).padStart(5, '0')}`;
    // Two batches after the skipped one: the thread writes the first while the second is checked here.
    const length = 20_000;
    const names = Array.from({ length }, (_, i) => (i === 650 ? refused : i > 645 && i < 650 ? 'Slow row' : `Ordered row ${i}`));
    try {
      let job!: Awaited<ReturnType<typeof imported>>;
      const outcomes = await outcomesOf(async () => {
        job = await imported(s.built.app, s.admin, `Identifier,Name,Asset type\n${names.map((name, i) => `${key(i)},${name},Laptop`).join('\n')}\n`);
      });
      expect(job.summary).toMatchObject({ status: 'completed', totalCreated: length - 1, totalFailed: 1 });
      // The thread skipped the batch sent after the refused one, and wrote again once both were written here.
      expect(outcomes.slice(0, 3)).toEqual(['written', 'refused', 'skipped']);
      expect(outcomes.slice(3).length).toBeGreaterThan(0);
      expect(outcomes.slice(3).every((outcome) => outcome === 'written')).toBe(true);
      // Records are created in the file's order, whichever thread wrote them.
      const created = (await rows(s.built.app, "SELECT identifier FROM sd_assets WHERE identifier LIKE 'ORDER-%' ORDER BY id")).map((row) => row.identifier);
      expect(created).toEqual(names.map((_, i) => key(i)).filter((_, i) => i !== 650));
      expect((await failedRows(s.built.app, s.admin, job.id)).list).toEqual([
        { row: 652, field: '', comment: 'The row could not be saved: refused in this test' },
      ]);
    } finally {
      await s.built.app.db.exec('DROP TRIGGER refuse_in_test; DROP TRIGGER slow_in_test');
    }
  });
});
