// Searches on a second server process's long-lived connection (an app of its own on the same database,
// as a worker beside the one importing) while a large import writes: every search answers, its total
// never goes back and agrees with its page, and at the end it counts exactly the imported matches. On
// SQLite a search takes rows into the search index only when the write lock is free, so a writer
// holding the lock (an import's batch) neither holds it up nor fails it; on PostgreSQL a search never
// waits for that lock either. The database stays sound throughout.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DB_FILE } from '../../server/plugins/db';
import { besideServer, inspect } from './besideServer';
import { integrity } from './consistencyChecks';
import { build, call, login, multipartBody, ON_POSTGRES, PASSWORD, postgresOf, type Built, type Session } from './helpers';
import { assetCsv, guessedMapping, submit, tracking, uploaded } from './importHelpers';

const ROWS = 40_000;
const LIMIT = 25;
const LIST = '/service-desk/api/asset-list';

let built: Built;
let worker: Built['app'];
let admin: Session;
let reader: Session;
beforeAll(async () => {
  built = await build();
  admin = await login(built.app);
  worker = await buildApp({
    dataDir: built.dataDir, demoPassword: PASSWORD, seed: 'demo', staticDir: built.dataDir, role: { startup: false, background: false },
    databaseUrl: (await postgresOf(built.dataDir))?.url,
  });
  reader = await login(worker);
});
afterAll(async () => {
  await worker?.close();
  await built?.close();
});

const search = async (term: string) => {
  const answer = await call(worker, reader, { method: 'GET', url: `${LIST}?search-query=${encodeURIComponent(term)}&limit=${LIMIT}` });
  return { status: answer.status, total: answer.body?.data?.total as number, rows: (answer.body?.data?.data ?? []) as Array<{ identifier: string; name: string }> };
};

/** A SQLite file opened afresh, as a check from outside the server would open it: the file and its search index are sound. */
function freshCheck(): { integrity: unknown; fts: string } {
  const db = new Database(join(built.dataDir, DB_FILE));
  try {
    db.exec("INSERT INTO fts_sd_assets (fts_sd_assets) VALUES ('integrity-check')");
    return { integrity: db.pragma('integrity_check', { simple: true }), fts: 'ok' };
  } finally {
    db.close();
  }
}

it('answers every search on a long-lived connection throughout a large import, with totals that agree with the pages', async () => {
  // Terms through the index (few matches in the oldest rows) and, once the import's rows are most, by
  // testing rows: 'SRCH-1234' is SRCH-1234 and SRCH-12340 to SRCH-12349, 'of SRCH' every imported row.
  const terms = { 'SRCH-1234': 11, 'of SRCH': ROWS, 'row 3 of': 1 } as const;
  const last = new Map<string, number>(Object.keys(terms).map((term) => [term, 0]));
  for (const term of Object.keys(terms)) expect(await search(term)).toMatchObject({ status: 200, total: 0 });

  const id = await uploaded(built.app, admin, assetCsv('SRCH', ROWS));
  expect((await submit(built.app, admin, { import_id: id, mapped_system_attributes: await guessedMapping(built.app, admin, id) })).status).toBe(200);
  let searches = 0;
  for (let running = true; running;) {
    running = ['queued', 'running'].includes((await tracking(built.app, admin, id)).status);
    for (const term of Object.keys(terms)) {
      const { status, total, rows } = await search(term);
      searches++;
      expect(status, term).toBe(200);
      expect(total, term).toBeGreaterThanOrEqual(last.get(term)!);
      expect(rows.length, `${term}: ${total}`).toBe(Math.min(total, LIMIT));
      for (const row of rows) expect(`${row.identifier} ${row.name}`.toLowerCase(), term).toContain(term.toLowerCase());
      last.set(term, total);
    }
    // The import runs on this process's event loop too: a turn for it between rounds.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(searches).toBeGreaterThan(3 * 10);
  await built.app.imports.idle();
  for (const [term, total] of Object.entries(terms)) expect((await search(term)).total, term).toBe(total);
  if (ON_POSTGRES) expect(await inspect(built.dataDir, integrity)).toBe('ok');
  else expect(freshCheck()).toEqual({ integrity: 'ok', fts: 'ok' });
}, 120_000);

// SQLite's own lock, taken by a raw BEGIN IMMEDIATE, and its search index's mark: PostgreSQL's counterpart is the next test.
it.skipIf(ON_POSTGRES)('answers a search at once while another connection holds the write lock, finding rows the index has not taken in', async () => {
  // A new row is above the index's mark until a search or an import takes it in.
  const created = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/asset', ...multipartBody({ identifier: 'LOCKED-1', name: 'Written while locked', asset_type_id: '1' }) });
  expect(created.status).toBe(200);
  const writer = new Database(join(built.dataDir, DB_FILE));
  writer.exec('BEGIN IMMEDIATE');
  try {
    expect(await search('LOCKED-1')).toMatchObject({ status: 200, total: 1, rows: [{ identifier: 'LOCKED-1' }] });
  } finally {
    writer.exec('ROLLBACK');
    writer.close();
  }
  // With the lock free again, the next search (another term: an answer is kept until a commit) takes the row in.
  expect(await search('written while')).toMatchObject({ status: 200, total: 1 });
  const { mark } = (await worker.db.get<{ mark: number }>('SELECT mark FROM fts_sd_assets_mark'))!;
  expect(mark).toBeGreaterThanOrEqual(created.body.data.id);
});

it.runIf(ON_POSTGRES)('answers a search at once while another connection holds the write lock, finding the row written before', async () => {
  const created = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/asset', ...multipartBody({ identifier: 'LOCKED-2', name: 'Written before the lock', asset_type_id: '1' }) });
  expect(created.status).toBe(200);
  const writer = await besideServer(built.dataDir, { writes: true });
  try {
    // A write transaction of another process holds the one write lock while the search runs.
    await writer.transaction(async () => {
      expect(await worker.db.transactionIfFree(async () => undefined)).toBe(false);
      expect(await search('LOCKED-2')).toMatchObject({ status: 200, total: 1, rows: [{ identifier: 'LOCKED-2' }] });
    });
  } finally {
    await writer.close();
  }
});
