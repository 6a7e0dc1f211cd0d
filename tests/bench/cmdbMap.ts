// The CMDB map of a large graph in Chromium: 500 assets and 1,000 relations around one asset, on the
// full-page map at depth 5. As a user first sees it (the map's default cap, MAP_LIMIT assets drawn by
// hops and "N more not shown"), median of BENCH_LOADS cold loads (default 5); with the limit raised to
// take them all (?limit=1000, what "draw all" asks), BENCH_FULL_LOADS loads (default 5); and cut to
// SMALL_MAP assets, the size of map most assets have, BENCH_LOADS loads. Each load is timed in the page,
// from the navigation's start to the first frame showing the drawn map (then checked to hold every node
// asked for), and as a driver polling every 50 ms sees it, in a browser driven over its DevTools pipe as
// the show-page bench drives it (Playwright's Runtime domain costs a fresh page 50-150 ms a user's
// browser never spends: decisions, "A DevTools session's cost"). Beside it, the server's walk of the same graph
// (GET cmdb-asset/{id}?depth=5&limit=1000 without HTTP).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetGraph } from '../../server/cmdb/assetGraph';
import { cmdbTables } from '../../server/cmdb/relationTable';
import { buildApp } from '../../server/app';
import type { SqlClient } from '../../server/database/sqlClient';
import { MAP_LIMIT } from '../../src/overrides/cmdb/mapLimit';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/ensureChromium';
import { drawnCheck } from './drawnAt';
import { measure, median } from './measure';
import { navigate, PipeBrowser, waitFor } from './pipeBrowser';
import { signIn } from './throughput';

// STATIC_DIR: a build of one's own (vite build --outDir), as the server takes it; BENCH_LOADS: fewer loads on a busy machine.
const DIST = process.env.STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const FULL_LOADS = Number(process.env.BENCH_FULL_LOADS ?? 5);
export const MAP_NODES = 500;
export const MAP_EDGES = 1000;
/** The small map: most assets have at most this many within the map's reach (mermaid drew these until it was dropped). */
export const SMALL_MAP = 20;
/** Every asset hangs under one of the first ones, four per parent: 500 assets sit within 5 hops of the root. */
const BRANCHING = 4;

/** Each load's time in the page and as a test driver saw it, in ms. */
export interface MapLoads { loads: number[]; median: number; seen: number[]; seenMedian: number; drawn: number }
export interface MapFigures { capped: MapLoads; full: MapLoads; small: MapLoads; nodes: number; edges: number; walkP50: number }

/** Seeded pseudo-random numbers, so every run draws the same graph. */
function random(seed = 7) {
  let state = seed;
  return () => { state = (state * 1103515245 + 12345) % 2 ** 31; return state / 2 ** 31; };
}

/** 500 new assets (the first is the root) and 1,000 relations: a tree of 499 plus 501 random cross links. */
async function generateGraph(db: SqlClient): Promise<number> {
  const now = '2026-01-01 00:00:00';
  const insertAsset = 'INSERT INTO sd_assets (name, identifier, asset_type_id, created_at, updated_at) VALUES (?, ?, 4, ?, ?) RETURNING id';
  const insertRelation = 'INSERT INTO asset_relations (parent_asset_id, child_asset_id, cmdb_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING';
  const types = (await db.all<{ id: number }>('SELECT id FROM sd_cmdb_relation_types ORDER BY id')).map((row) => row.id);
  const next = random();
  return db.transaction(async () => {
    const ids: number[] = [];
    for (let i = 0; i < MAP_NODES; i++) {
      ids.push(Number((await db.get<{ id: number }>(insertAsset,
        [`Bench node ${i} - ${['Rack', 'Switch', 'Server', 'Service'][i % 4]}`, `BEN-${String(i).padStart(4, '0')}`, now, now]))!.id));
    }
    let edges = 0;
    const relate = async (a: number, b: number) => { edges += await db.run(insertRelation, [ids[a], ids[b], types[Math.floor(next() * types.length)], now]); };
    for (let i = 1; i < MAP_NODES; i++) await relate(Math.floor((i - 1) / BRANCHING), i);
    while (edges < MAP_EDGES) {
      const [a, b] = [Math.floor(next() * MAP_NODES), Math.floor(next() * MAP_NODES)];
      if (a !== b) await relate(a, b);
    }
    return ids[0];
  });
}

export async function benchCmdbMap(): Promise<MapFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-cmdb-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  const browser = PipeBrowser.launch(ensureChromium(), CHROMIUM_ARGS);
  try {
    const root = await generateGraph(app.db);
    const query = { depth: 5, limit: 1000 };
    const graph = await assetGraph(app.db, app.resources, cmdbTables(app.resources)!, root, query);
    const walk = await measure(20, () => assetGraph(app.db, app.resources, cmdbTables(app.resources)!, root, query));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signIn(base);
    const context = await browser.newContext(base, cookie.split('; ').map((pair): [string, string] => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    // In the page, as the show-page bench does, from the navigation's start to the first frame showing
    // the drawn map; beside it, when a driver polling every 50 ms saw it. Driven over the DevTools pipe
    // with no domain on in the page, as a browser without DevTools runs it (pipeBrowser.ts).
    const tab = await browser.newTab(context, drawnCheck({ css: ['[data-drawn=true] svg'], text: [] }));
    const timeLoads = async (count: number, search: string, expected: number): Promise<MapLoads> => {
      const loads: number[] = [];
      const seen: number[] = [];
      const path = `/service-desk/assets/${root}/cmdb-map`;
      for (let i = 0; i < count; i++) {
        // From about:blank: the app's answers open a new renderer process (Cross-Origin-Opener-Policy), nothing compiled.
        await navigate(tab, 'about:blank');
        await waitFor(tab, "location.href === 'about:blank' && document.readyState === 'complete'");
        const started = Date.now();
        await navigate(tab, `${base}${path}?${search}`);
        const drawn = await waitFor<number>(tab, `location.pathname === ${JSON.stringify(path)} && window.drawnAt`);
        seen.push(Date.now() - started);
        const nodes = await waitFor<number>(tab, "document.querySelectorAll('[data-drawn=true] g.node').length");
        if (nodes !== expected) throw new Error(`the map drew ${nodes} of ${expected} nodes`);
        loads.push(Math.round(drawn));
      }
      return { loads, median: median(loads), seen, seenMedian: median(seen), drawn: expected };
    };
    const small = await timeLoads(LOADS, `depth=${query.depth}&limit=${SMALL_MAP}`, SMALL_MAP);
    const capped = await timeLoads(LOADS, `depth=${query.depth}`, Math.min(MAP_LIMIT, graph.nodes.length));
    const full = await timeLoads(FULL_LOADS, `depth=${query.depth}&limit=${query.limit}`, graph.nodes.length);
    return { capped, full, small, nodes: graph.nodes.length, edges: graph.edges.length, walkP50: median(walk) };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
