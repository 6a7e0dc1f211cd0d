// npm run migrate:sqlite-to-postgres: an installation kept in SQLite, copied into a PostgreSQL
// database of the run's cluster, checked, and served from there by the same server. Runs where the
// run has a cluster (TEST_DATABASE_URL), in the SQLite run of the suite (the source is SQLite).
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyToPostgres } from '../../server/database/copyToPostgres';
import { postgresDatabase } from '../../server/database/postgresClient';
import { DB_FILE } from '../../server/plugins/db';
import { freshPostgres, POSTGRES_URL } from '../unit/database/testDatabases';
import { build, call, login, multipartBody, ON_POSTGRES, type Built } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'sd-migrate-'));
const sourceDir = join(work, 'source');
let source: Built;
let problemId: number;

/** Every table of the source with its row count, read as a bystander. */
function sourceCounts(): Map<string, number> {
  const db = new Database(join(sourceDir, DB_FILE), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'fts_%'").pluck().all() as string[];
    return new Map(tables.map((table) => [table, db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number]));
  } finally {
    db.close();
  }
}

const migrate = (...args: string[]) => spawnSync('npx', ['tsx', 'scripts/migrate-sqlite-to-postgres.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

describe.skipIf(!POSTGRES_URL || ON_POSTGRES)('copying an installation from SQLite to PostgreSQL', () => {
  beforeAll(async () => {
    source = await build({ dataDir: sourceDir });
    const admin = await login(source.app);
    const saved = await call(source.app, admin, {
      method: 'POST', url: '/service-desk/api/problem/',
      ...multipartBody({ subject: 'Copied across: Müller’s “quotes”', description: '<p>Kept <b>as written</b></p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    problemId = saved.body.data.id;
    await source.app.close();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('copies every table with its rows, and the server answers from the copy as it did from the file', async () => {
    const target = await freshPostgres();
    const db = postgresDatabase(target.url);
    try {
      const figures = await copyToPostgres(join(sourceDir, DB_FILE), db);
      const copied = new Map(figures.tables.map((table) => [table.name, table.rows]));
      expect(copied).toEqual(sourceCounts());
      expect(copied.get('sd_problem')).toBeGreaterThan(40);
      expect(figures.sampled).toBeGreaterThan(100);
      await db.close();

      const served = await build({ dataDir: join(work, 'served'), databaseUrl: target.url });
      try {
        const admin = await login(served.app);
        const { body } = await call(served.app, admin, { method: 'GET', url: `/service-desk/api/problem/${problemId}` });
        expect(body.data).toMatchObject({ id: problemId, subject: 'Copied across: Müller’s “quotes”', description: '<p>Kept <b>as written</b></p>' });
        // Ids go on past the copied ones.
        const next = await call(served.app, admin, {
          method: 'POST', url: '/service-desk/api/problem/',
          ...multipartBody({ subject: 'Made after the copy', description: '<p>New</p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3' }),
        });
        expect(next.status, JSON.stringify(next.body)).toBe(200);
        expect(next.body.data.id).toBe(problemId + 1);
        // Searched through PostgreSQL's own index.
        const found = await call(served.app, admin, { method: 'GET', url: '/service-desk/api/problem-list?search-query=m%C3%BCller' });
        expect(found.body.data.problems.map((problem: { id: number }) => problem.id)).toEqual([problemId]);
      } finally {
        await served.app.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses a target that holds tables unless told to replace them, from the command line', async () => {
    const target = await freshPostgres();
    try {
      const file = join(sourceDir, DB_FILE);
      const first = migrate(file, target.url);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/Copied \d+ rows of \d+ tables in [\d.]+ s; every table's count and \d+ sampled rows checked field by field\./);
      const again = migrate(file, target.url);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/^Refused: the target already holds \d+ tables \(.+\): pass --replace to drop them first/);
      const replaced = migrate(file, target.url, '--replace');
      expect(replaced.status, replaced.stderr).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('keeps nothing when a row cannot be copied', async () => {
    // A value SQLite took in a column PostgreSQL keeps as a number.
    const broken = join(work, 'broken.sqlite');
    const db = new Database(join(sourceDir, DB_FILE), { readonly: true });
    await db.backup(broken);
    db.close();
    const edit = new Database(broken);
    edit.prepare("UPDATE sd_problem SET priority_id = 'high' WHERE id = ?").run(problemId);
    edit.close();
    const target = await freshPostgres();
    const client = postgresDatabase(target.url);
    try {
      await expect(copyToPostgres(broken, client)).rejects.toThrow(/invalid input syntax for type bigint/);
      expect(await client.all("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")).toEqual([]);
    } finally {
      await client.close();
      await target.drop();
    }
  });
});
