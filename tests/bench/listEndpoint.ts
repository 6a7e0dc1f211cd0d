// A list endpoint against the same SQL run directly in the same process: the endpoint should cost at
// most 1.5x the query. Rows are inserted straight into the resource's table, taken into its search
// index (as an import leaves them), then ANALYZEd (and vacuumed on PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import type { SqlClient, SqlValue } from '../../server/database/sqlClient';
import { listStatements } from '../../server/repositories/listQuery';
import { tableOf } from '../../server/repositories/resourceTable';
import { syncSearchIndex } from '../../server/repositories/searchIndex';
import { insertSavedFilter, type FilterValues } from '../../server/repositories/savedFilters';
import { parseListQuery } from '../../server/routes/resources/parseListQuery';
import { withSavedFilter } from '../../server/routes/savedFilters/savedFilterQuery';
import { listEndpoint } from '../../src/kernel';
import { login } from '../api/helpers';
import { measure, percentile } from './measure';

export interface ListBench {
  /** The resource's list endpoint, as x-api.list.GET. */
  endpoint: string;
  rows: number;
  /** Inserts the rows (inside one transaction) and may use seeded reference data. */
  fill(db: SqlClient, rows: number): Promise<void>;
  query: Record<string, string>;
  /** Seed the demo reference data first (users, departments, ...). */
  demo?: boolean;
  /**
   * Filter values saved for the signed-in user (x-list.savedFilters): each request then names the saved
   * filter by its id beside `query`, and the direct SQL is the query the saved filter resolves to.
   */
  savedFilter?: FilterValues;
}

/** p50/p95: the same request repeated; changed*: each after a write (nothing kept from before); ratio: changedP50 / sqlP50. */
export interface ListFigures { rows: number; requests: number; p50: number; p95: number; changedP50: number; changedP95: number; sqlP50: number; sqlP95: number; ratio: number }

const REQUESTS = 200;

/** On the SQLite file of a fresh data folder, or on the (empty) PostgreSQL database databaseUrl names. */
export async function benchListEndpoint(bench: ListBench, databaseUrl?: string): Promise<ListFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-'));
  const app = await buildApp({ dataDir, databaseUrl, seed: bench.demo ? 'demo' : 'none', demoPassword: 'bench', staticDir: join(dataDir, 'none') });
  try {
    const def = app.resources.find((candidate) => candidate.api.list?.GET === bench.endpoint)!;
    await app.db.transaction(() => bench.fill(app.db, bench.rows));
    // Rows inserted straight into the table are above the index's mark: a search would take them in a
    // slice at a time (and find the rest by LIKE), which is not the steady state the bench measures.
    await syncSearchIndex(app.db, def);
    // On PostgreSQL as autovacuum leaves a table after a bulk insert: its rows' hint bits set and the
    // trigram index's pending list merged (a search reads that list row by row until then).
    await app.db.exec(app.db.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
    const session = await login(app, 'admin@example.com', 'bench');
    let query = bench.query;
    let resolved = bench.query;
    if (bench.savedFilter) {
      const { id: admin } = (await app.db.get<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'"))!;
      const saved = await insertSavedFilter(app.db, def.name, admin, 'Bench', bench.savedFilter);
      query = { [def.file['x-list']!.savedFilters!.param]: String(saved.id), ...bench.query };
      resolved = withSavedFilter(bench.savedFilter, bench.query) as Record<string, string>;
    }
    const url = `${listEndpoint(def).GET}?${new URLSearchParams(query)}`;
    const request = async () => {
      const response = await app.inject({ method: 'GET', url, headers: session.headers });
      if (response.statusCode !== 200) throw new Error(`bench request failed: ${response.body}`);
    };
    const endpoint = await measure(REQUESTS, request);
    // Each request after a write, as the first read after any change: the list's total is counted again.
    const touch = () => app.db.run(`UPDATE ${tableOf(def)} SET updated_at = updated_at WHERE id = (SELECT MIN(id) FROM ${tableOf(def)})`);
    const afterWrite = await measure(REQUESTS, request, touch);
    // The page as it walks the sort order, and the count as the endpoint runs it: through the search
    // index when the query's search goes through it.
    const statements = await listStatements(def, parseListQuery(def, resolved), app.db);
    const count = statements.indexed ?? statements;
    const direct = await measure(REQUESTS, async () => {
      await app.db.all(statements.sql, statements.params as SqlValue[]);
      await app.db.get(count.countSql, count.countParams as SqlValue[]);
    });
    const [p50, p95, sqlP50, sqlP95] = [percentile(endpoint, 50), percentile(endpoint, 95), percentile(direct, 50), percentile(direct, 95)];
    const [changedP50, changedP95] = [percentile(afterWrite, 50), percentile(afterWrite, 95)];
    return { rows: bench.rows, requests: REQUESTS, p50, p95, changedP50, changedP95, sqlP50, sqlP95, ratio: changedP50 / sqlP50 };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
