// An import on the writing thread makes no checkpoint while it writes (one took about 0.2 s of a
// 100,000-row import), and its thread checkpoints what it wrote when it is closed: the database file
// then holds every page, and the server's own connection has nothing left to copy.
import { statSync } from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ImportWriter } from '../../server/import/importWriter';
import { ON_POSTGRES, rows, signedIn, type SignedIn } from './helpers';
import { assetCsv, imported } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

/** The pages the database has (its WAL included), and the pages its file holds so far: SQLite's own reading. */
function pages(): { database: number; file: number } {
  const db = s.built.app.db.sqlite!;
  const size = db.pragma('page_size', { simple: true }) as number;
  return { database: db.pragma('page_count', { simple: true }) as number, file: statSync(db.name).size / size };
}

// SQLite's WAL and the import's writing thread: PostgreSQL has neither (it checkpoints on its own, and its imports write through the server's pool).
it.skipIf(ON_POSTGRES)('leaves the checkpoint of an import to its thread, made once as the thread closes', async () => {
  s.built.app.db.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
  const atClose: Array<ReturnType<typeof pages>> = [];
  const close = ImportWriter.prototype.close;
  const spy = vi.spyOn(ImportWriter.prototype, 'close').mockImplementation(async function (this: ImportWriter) {
    atClose.push(pages());
    await close.call(this);
    atClose.push(pages());
  });
  try {
    const { summary } = await imported(s.built.app, s.admin, assetCsv('CHECKPOINT', 12_000));
    expect(summary).toMatchObject({ status: 'completed', totalCreated: 12_000 });
  } finally {
    spy.mockRestore();
  }
  const [before, after] = atClose;
  // Written and committed, all in the WAL: the file has not grown by a page of them.
  expect(before.database - before.file).toBeGreaterThan(500);
  expect(after).toEqual({ database: before.database, file: before.database });
  expect((await rows(s.built.app, "SELECT COUNT(*) AS n FROM sd_assets WHERE identifier LIKE 'CHECKPOINT-%'"))[0].n).toBe(12_000);
});
