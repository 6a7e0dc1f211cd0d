// Asset reports on 100,000 assets: the chart counts (count=true with a report's filters) against the
// raw GROUP BY they run, and both exports streamed over real HTTP with the server's peak memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import type { SqlClient } from '../../server/database/sqlClient';
import { login } from '../api/helpers';
import { measure, percentile } from './measure';

export const ASSETS = 100_000;
const REQUESTS = 100;

export interface ReportFigures {
  rows: number;
  requests: number;
  counts: { p50: number; p95: number; sqlP50: number; sqlP95: number; ratio: number };
  exports: Array<{ format: string; rows: number; ms: number; bytes: number; rssBeforeMb: number; rssPeakMb: number }>;
}

const ids = async (db: SqlClient, sql: string) => (await db.all<{ id: number }>(sql)).map((row) => row.id);

export async function benchReports(): Promise<ReportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-reports-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: join(dataDir, 'none') });
  try {
    const { db } = app;
    const pick = <T>(list: T[], i: number) => list[i % list.length];
    const types = await ids(db, 'SELECT id FROM sd_asset_types');
    const statuses = await ids(db, 'SELECT id FROM sd_asset_statuses');
    const departments = await ids(db, "SELECT id FROM reference_items WHERE kind = 'departments'");
    const locations = await ids(db, "SELECT id FROM reference_items WHERE kind = 'locations'");
    const users = await ids(db, 'SELECT id FROM users');
    const insert = `INSERT INTO sd_assets (identifier, name, asset_type_id, asset_status_id, department_id, location_id, used_by_id, managed_by_id, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`;
    await db.transaction(async () => {
      for (let i = 0; i < ASSETS; i++) {
        await db.run(insert, [`B-${i}`, i % 97 === 0 ? `=HYPERLINK("x") ${i}` : `Bench asset ${i}`, pick(types, i * 7), pick(statuses, i * 3), pick(departments, i), pick(locations, i * 5), pick(users, i), pick(users, i + 1)]);
      }
    });
    await db.exec('ANALYZE');
    const session = await login(app, 'admin@example.com', 'bench');
    const chosen = departments.slice(0, Math.ceil(departments.length / 2));
    const created = await app.inject({ method: 'POST', url: '/service-desk/api/reports/create', headers: session.headers,
      payload: { name: 'Bench', fields: [{ key: 'dept_ids', value: chosen }] } });
    const reportId = created.json().data.id as number;

    const endpoint = await measure(REQUESTS, async () => {
      const response = await app.inject({ method: 'GET', url: `/service-desk/api/asset-list?count=true&filter_id=${reportId}`, headers: session.headers });
      if (response.statusCode !== 200) throw new Error(`bench request failed: ${response.body}`);
    });
    const raw = `SELECT asset_type_id, COUNT(*) AS count FROM sd_assets WHERE department_id IN (${chosen.map(() => '?').join(', ')})
      GROUP BY asset_type_id ORDER BY count DESC`;
    const direct = await measure(REQUESTS, () => db.all(raw, chosen));
    const [p50, p95, sqlP50, sqlP95] = [percentile(endpoint, 50), percentile(endpoint, 95), percentile(direct, 50), percentile(direct, 95)];

    // Through real HTTP, read and dropped as it arrives: a tenth of the assets, then all of them, so
    // the peaks show whether memory follows the row count (it should not: the rows stream).
    const report = async (name: string, fields: unknown[]) => (await app.inject({ method: 'POST', url: '/service-desk/api/reports/create',
      headers: session.headers, payload: { name, fields } })).json().data.id as number;
    const tenth = await report('A tenth', [{ key: 'dept_ids', value: [departments[0]] }]);
    const all = await report('Everything', []);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const exports: ReportFigures['exports'] = [];
    for (const format of ['csv', 'excel']) {
      for (const id of [tenth, all]) {
        const rssBefore = process.memoryUsage().rss;
        let peak = rssBefore;
        const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
        const start = process.hrtime.bigint();
        const response = await fetch(`${address}/service-desk/api/export/${format}?filter_id=${id}`, { headers: { cookie: session.headers.cookie } });
        let bytes = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        clearInterval(sampler);
        const rows = id === all ? ASSETS : (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM sd_assets WHERE department_id = ?', [departments[0]]))!.n;
        exports.push({ format, rows, ms, bytes, rssBeforeMb: rssBefore / 2 ** 20, rssPeakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 });
      }
    }
    return { rows: ASSETS, requests: REQUESTS, counts: { p50, p95, sqlP50, sqlP95, ratio: p50 / sqlP50 }, exports };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
