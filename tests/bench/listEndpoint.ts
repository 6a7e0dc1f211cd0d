// The list endpoint against the same SQL run directly: the endpoint should cost at most 1.5x the query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { listStatements } from '../../server/repositories/listQuery';
import { parseListQuery } from '../../server/routes/resources/parseListQuery';
import { now } from '../../server/time';
import { login } from '../api/helpers';

const ROWS = 100_000;
const REQUESTS = 200;
const WARM_UP = 20;
const WORDS = ['Systems', 'Technologies', 'Networks', 'Software', 'Supplies', 'Logistics', 'Consulting', 'Hardware'];
const QUERY = { 'status_ids[0]': '1', 'sort-field': 'name', 'sort-order': 'asc', 'search-query': 'tech' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const timed = (fn: () => unknown) => async () => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

async function measure(run: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await run());
  return times;
}

export async function benchListEndpoint(): Promise<{ rows: number; requests: number; p50: number; p95: number; sqlP50: number; sqlP95: number; ratio: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-'));
  const app = await buildApp({ dataDir, seed: 'none', demoPassword: 'bench', staticDir: join(dataDir, 'none') });
  try {
    const def = app.resources.find((candidate) => candidate.api.list.GET === '/service-desk/api/vendor-list')!;
    const insert = app.db.prepare(`INSERT INTO sd_vendors (name, email, primary_contact, address, status_id, description, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const at = now();
    app.db.transaction(() => {
      for (let i = 1; i <= ROWS; i++) {
        insert.run(`Vendor ${i} ${WORDS[i % WORDS.length]}`, `sales${i}@vendor${i}.example.com`, `Contact ${i % 997}`,
          `${i} Market Street`, i % 5 === 0 ? 0 : 1, `<p>Vendor number ${i}</p>`, at, at);
      }
    })();
    app.db.exec('ANALYZE');
    const session = await login(app, 'admin@example.com', 'bench');
    const url = `${def.api.list.GET}?${new URLSearchParams(QUERY)}`;
    const endpoint = await measure(timed(async () => {
      const response = await app.inject({ method: 'GET', url, headers: session.headers });
      if (response.statusCode !== 200) throw new Error(`bench request failed: ${response.body}`);
    }));
    const statements = listStatements(def, parseListQuery(def, QUERY));
    const rowsStatement = app.db.prepare(statements.sql);
    const countStatement = app.db.prepare(statements.countSql);
    const direct = await measure(timed(() => {
      rowsStatement.all(...statements.params);
      countStatement.get(...statements.countParams);
    }));
    const [p50, p95, sqlP50, sqlP95] = [percentile(endpoint, 50), percentile(endpoint, 95), percentile(direct, 50), percentile(direct, 95)];
    return { rows: ROWS, requests: REQUESTS, p50, p95, sqlP50, sqlP95, ratio: p50 / sqlP50 };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
