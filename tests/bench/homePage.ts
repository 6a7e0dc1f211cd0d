// The home page at the issue's sizes: 100,000 assets and 10,000 problems, changes, contracts and
// releases, 500 of the changes waiting at the Standard board (mail queued for their approvers). Each
// block the agent and the administrator see, timed through the server as the page asks for it
// (GET /api/dashboard/{id}): the same request again (its kept answer) and each after a write (counted
// afresh, as the first read after any change). Then, in Chromium, the home page from a page of the
// app to its first block's figures drawn, and to a chart drawn (vega loaded apart).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { syncSearchIndex } from '../../server/repositories/searchIndex';
import { login } from '../api/helpers';
import { ASSETS, CHANGES, CONTRACTS, PROBLEMS, RELEASES } from './lists';
import { measure, percentile } from './measure';
import { DIST, timePages, type ShowFigures } from './showPage';

const REQUESTS = 50;
const BOARDS = 500;

export interface BlockFigures { id: string; role: string; p50: number; p95: number; changedP50: number; changedP95: number }
export interface HomeFigures { sizes: string; blocks: BlockFigures[]; firstBlock: ShowFigures; chart: ShowFigures }

export async function benchHomePage(): Promise<HomeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-home-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  try {
    const filled = [ASSETS, PROBLEMS, CHANGES, CONTRACTS, RELEASES];
    for (const bench of filled) {
      await app.db.transaction(() => bench.fill(app.db, bench.rows));
      await syncSearchIndex(app.db, app.resources.find((def) => def.api.list?.GET === bench.endpoint)!);
    }
    const admin = await login(app, 'admin@example.com', 'bench');
    const agent = await login(app, 'agent@example.com', 'bench');
    const newest = await app.db.all<{ id: number }>('SELECT id FROM sd_changes WHERE status_id <> 6 ORDER BY id DESC LIMIT ?', [BOARDS]);
    for (const { id } of newest) {
      const applied = await app.inject({ method: 'POST', url: '/service-desk/api/apply-cab-approval', headers: admin.headers, payload: { change_id: id, workflow_id: 1 } });
      if (applied.statusCode !== 200) throw new Error(`bench board: ${applied.body}`);
    }
    await app.db.exec('ANALYZE');
    const touch = () => app.db.run('UPDATE sd_problem SET updated_at = updated_at WHERE id = (SELECT MIN(id) FROM sd_problem)');
    const blocks: BlockFigures[] = [];
    for (const [role, session] of [['agent', agent], ['admin', admin]] as const) {
      const listed = await app.inject({ method: 'GET', url: '/api/dashboard', headers: session.headers });
      for (const { id } of listed.json().data as Array<{ id: string }>) {
        const request = async () => {
          const response = await app.inject({ method: 'GET', url: `/api/dashboard/${id}`, headers: session.headers });
          if (response.statusCode !== 200) throw new Error(`bench block ${id}: ${response.body}`);
        };
        const kept = await measure(REQUESTS, request);
        const changed = await measure(REQUESTS, request, touch);
        blocks.push({ id, role, p50: percentile(kept, 50), p95: percentile(kept, 95), changedP50: percentile(changed, 50), changedP95: percentile(changed, 95) });
      }
    }
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const [firstBlock, chart] = await timePages(base, [
      { path: '/', ready: { css: ['[data-block][data-total]'], text: [] } },
      { path: '/', ready: { css: ['[data-block="assets-by-type"] [data-chart-kind] svg'], text: [] } },
    ]);
    const sizes = filled.map((bench) => `${bench.rows.toLocaleString('en')} ${bench.endpoint.split('/').pop()!.replace('-list', 's')}`).join(', ');
    return { sizes, blocks, firstBlock, chart };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function printHomePage(home: HomeFigures): void {
  console.log(`\nHome page blocks, ${home.sizes}, ${BOARDS} changes at a CAB board; GET /api/dashboard/{id}, ${REQUESTS} requests each (goal p95 <= 50 ms):`);
  for (const block of home.blocks) {
    console.log(`  ${`${block.role} ${block.id}`.padEnd(36)} again p50 ${ms(block.p50)} p95 ${ms(block.p95)}   after a write p50 ${ms(block.changedP50)} p95 ${ms(block.changedP95)}`);
  }
  const worst = Math.max(...home.blocks.map((block) => block.changedP95));
  console.log(`  slowest block after a write: p95 ${ms(worst)}`);
  console.log('Home page in Chromium, from a page of the app (goal: first block drawn, median <= 500 ms):');
  console.log(`  first block's figures drawn: ${home.firstBlock.drawn.map((t) => `${t} ms`).join(', ')}; median ${home.firstBlock.median} ms`);
  console.log(`  a chart drawn (vega loaded apart): ${home.chart.drawn.map((t) => `${t} ms`).join(', ')}; median ${home.chart.median} ms`);
}
