// npm run bench: prints the figures the issues ask for. Not a test: nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { benchApprovalPages, printApprovalPages } from './approvalPages';
import { benchAssetImport } from './assetImport';
import { benchCmdbMap } from './cmdbMap';
import { benchDatabases, FULL_SIZES } from './databases';
import { benchHomePage, printHomePage } from './homePage';
import { measureInitialBundle } from './initialBundle';
import { benchListEndpoint, type ListFigures } from './listEndpoint';
import { median } from './measure';
import { benchMixedWrites, printMixedWrites } from './mixedWrites';
import { benchModelApply, printModelApply } from './modelApply';
import { benchPanelBundle } from './panelBundle';
import { printDatabases } from './printDatabases';
import { benchReports } from './reports';
import { ASSETS, CHANGES, CONTRACTS, PROBLEMS, RELEASES, SAVED_CHANGE_FILTER, VENDORS } from './lists';
import type { Ready } from './drawnAt';
import { benchShowPage } from './showPage';
import { benchThroughput, printThroughput } from './throughput';
import { benchWorkerRespawn, printWorkerRespawn } from './workerRespawn';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

// As npm run build: the agent panel, the public approval pages' document, then the panel library.
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
execFileSync('npx', ['vite', 'build', '-c', 'vite.public.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
execFileSync('npx', ['vite', 'build', '-c', 'vite.panels.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
const bundle = measureInitialBundle();
console.log('\nInitial JavaScript of the agent panel (entry + modulepreload, gzip -9):');
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw  ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  total ${kb(bundle.totalGzip)} gzip (goal <= 280 KB)`);

const panels = await benchPanelBundle();
console.log('\nPanel library for host pages (dist/panels/, gzip -9):');
for (const f of panels.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw  ${kb(f.gzip).padStart(10)} gzip`);
console.log(`  total ${kb(panels.totalGzip)} gzip (goal <= 150 KB)`);
console.log(`  examples/host.html, mountServiceDeskPanel to the ticket card drawn: ${panels.mounts.map((t) => `${t} ms`).join(', ')}; median ${panels.mountMedian} ms`);
console.log(`  examples/host.html, navigation to the ticket card drawn: ${panels.pageLoads.map((t) => `${t} ms`).join(', ')}; median ${panels.pageMedian} ms`);

const printList = (title: string, list: ListFigures, goal?: string) => {
  console.log(`\n${title}: ${list.rows.toLocaleString('en')} rows, ${list.requests} requests:`);
  console.log(`  endpoint, the same request again          p50 ${ms(list.p50)}  p95 ${ms(list.p95)}`);
  console.log(`  endpoint, each request after a write      p50 ${ms(list.changedP50)}  p95 ${ms(list.changedP95)}`);
  console.log(`  direct SQL (page + count)                 p50 ${ms(list.sqlP50)}  p95 ${ms(list.sqlP95)}`);
  console.log(`  ratio (endpoint after a write p50 / SQL p50) ${list.ratio.toFixed(2)}x${goal ? ` (goal ${goal})` : ''}`);
};
printList('Vendor list, filter + sort + search (goal p95 <= 15 ms)', await benchListEndpoint(VENDORS), '<= 1.5x');
// The problem rows also read seven references, their links and flags: the issue asks for its p95 alone.
printList('Problem list, three filters (department, status, priority) + sort', await benchListEndpoint(PROBLEMS));
// The issue asks for the change list's p95, filtered and sorted, and with a saved filter applied.
printList('Change list, status + priority + Risk custom field + sort by created_at', await benchListEndpoint(CHANGES));
printList('Change list, the same filter saved and applied by filter_id', await benchListEndpoint(SAVED_CHANGE_FILTER));
// The assets issue asks for the asset list's p95 with 100,000 assets and five filters.
printList('Asset list, type + status + department + location + assigned_on range, sorted by name (goal p95 <= 15 ms)', await benchListEndpoint(ASSETS));
// The contracts issue asks for the contract list's p95 (goal <= 15 ms) with a cost range and a status filter.
printList('Contract list, status + cost range (cost=1000~20000), newest first (goal p95 <= 15 ms)', await benchListEndpoint(CONTRACTS));
// The releases issue asks for the release list's p95 with 10,000 releases and two filters, beside raw SQL.
printList('Release list, status + priority, newest first', await benchListEndpoint(RELEASES));

const SHOW_PATH = '/service-desk/problem/2/show';
const SHOW_READY = { css: ['h1', 'button[aria-haspopup="menu"]'], text: ['created this problem'] };
console.log('\nProblem show page in Chromium, navigation to record + menus + activity drawn, in the page (goal median <= 500 ms):');
const SHOW_STARTS = [
  ['app', 'typed into a tab showing the app', false], ['blank', 'typed into a blank tab (a new renderer process)', false],
  ['tab', 'opened in a new tab, as from a mail client (a new renderer process)', false],
  ['tab', 'the same with the DevTools Runtime domain on in the tab, as Playwright drives a page (not a user\'s browser)', true],
] as const;
for (const [from, title, runtime] of SHOW_STARTS) {
  const show = await benchShowPage(SHOW_PATH, SHOW_READY, from, runtime);
  console.log(`  ${title}: drawn ${show.drawn.map((t) => `${t} ms`).join(', ')}; median ${show.median} ms`);
  console.log(`    as a test driver sees it (polling): ${show.seen.map((t) => `${t} ms`).join(', ')}; median ${show.seenMedian} ms`);
}

printApprovalPages(await benchApprovalPages());

// Pages opened from a link (a mail, a chat, the host's ticket page) arrive in a new tab: each timed as
// the show page is, from navigation to its first field taking input, or its record's title drawn
// (the demo seed's problem 2 and asset 1).
const FIRST_FIELD: Ready = { css: ['main form input:not([disabled]):not([readonly]):not([type=hidden])'], text: [] };
const FROM_A_LINK: Array<[string, string, Ready]> = [
  ['problem create form', '/service-desk/problem/create', FIRST_FIELD],
  ['change create form', '/service-desk/changes/create', FIRST_FIELD],
  ['contract create form', '/service-desk/contracts/create', FIRST_FIELD],
  ['asset show page', '/service-desk/assets/1/show', { css: ['h1'], text: ['Dell Latitude 7440 - Finance'] }],
  ['problem show page', SHOW_PATH, { css: ['h1'], text: ['Mail server queue backlog after 9 am'] }],
];
console.log('\nPages opened from a link, each in a new tab, navigation to the first field taking input or the record\'s title drawn, in the page (goal median <= 500 ms each):');
for (const [title, path, ready] of FROM_A_LINK) {
  const opened = await benchShowPage(path, ready, 'tab');
  console.log(`  ${title} (${path}): drawn ${opened.drawn.map((t) => `${t} ms`).join(', ')}; median ${opened.median} ms`);
}

const map = await benchCmdbMap();
console.log(`\nCMDB map in Chromium, ${map.nodes} assets and ${map.edges} relations (depth 5), navigation to SVG drawn (goals: small map <= 500 ms, default cap <= 800 ms, all <= 2 s):`);
for (const [title, loads] of [[`small map, ${map.small.drawn} drawn (?limit=${map.small.drawn})`, map.small], [`default cap, ${map.capped.drawn} drawn`, map.capped], [`all ${map.full.drawn} drawn (?limit=1000)`, map.full]] as const) {
  console.log(`  ${title}: loads ${loads.loads.map((t) => `${t} ms`).join(', ')}; median ${loads.median} ms`);
  console.log(`    as a driver polling every 50 ms sees it: ${loads.seen.map((t) => `${t} ms`).join(', ')}; median ${loads.seenMedian} ms`);
}
console.log(`  server walk of the graph p50 ${ms(map.walkP50)}`);

const reports = await benchReports();
console.log(`\nAsset report counts, ${reports.rows.toLocaleString('en')} assets, a report's department filter, ${reports.requests} requests:`);
console.log(`  count=true&filter_id  p50 ${ms(reports.counts.p50)}  p95 ${ms(reports.counts.p95)}`);
console.log(`  raw GROUP BY SQL      p50 ${ms(reports.counts.sqlP50)}  p95 ${ms(reports.counts.sqlP95)}`);
console.log(`  ratio (endpoint p50 / SQL p50) ${reports.counts.ratio.toFixed(2)}x`);
console.log('Asset report exports over HTTP (streamed; peak RSS of the whole process, server and reader):');
for (const e of reports.exports) {
  console.log(`  ${e.format.padEnd(5)} ${e.rows.toLocaleString('en').padStart(7)} rows  ${(e.ms / 1000).toFixed(1)} s  ${kb(e.bytes)}  RSS ${e.rssBeforeMb.toFixed(0)} MB -> peak ${e.rssPeakMb.toFixed(0)} MB`);
}

// The home page issue: every block's answer at these sizes, and the page's first block drawn.
printHomePage(await benchHomePage());

const imported = await benchAssetImport(100_000);
const seconds = (runs: number[]) => runs.map((s) => s.toFixed(1)).join(' / ');
console.log(`\nAsset import of a generated CSV, ${imported.rows.toLocaleString('en')} rows (${imported.megabytes.toFixed(1)} MB), over HTTP to a server process, medians of three rounds:`);
console.log(`  rounds: import ${seconds(imported.importRuns)} s, raw insert ${seconds(imported.rawRuns)} s, peak ${imported.peakRuns.map((mb) => mb.toFixed(0)).join(' / ')} MB`);
console.log(`  upload + check ${imported.uploadSeconds.toFixed(1)} s; upload to completed ${imported.seconds.toFixed(1)} s = ${Math.round(imported.rowsPerSecond).toLocaleString('en')} rows/s (goal >= 10,000/s)`);
console.log(`  raw better-sqlite3 insert of the same rows ${imported.rawSeconds.toFixed(1)} s; ratio ${imported.ratio.toFixed(2)}x (goal <= 1.5x)`);
// Each round's import against the raw insert just before it, seconds apart: the machine's drift over the minutes between rounds moves these less.
const roundRatios = imported.importRuns.map((run, i) => run / imported.rawRuns[i]);
console.log(`  each round's import / its raw insert: ${roundRatios.map((ratio) => ratio.toFixed(2)).join(' / ')}; median ${median(roundRatios).toFixed(2)}x`);
console.log(`  server peak memory (VmHWM), the highest of the rounds, ${imported.peakMegabytes.toFixed(0)} MB (goal <= 200 MB); ${imported.baselineMegabytes.toFixed(0)} MB when the upload started`);

// The throughput issue: requests a second on both cores beside a bare fastify, and the server's idle memory.
printThroughput(await benchThroughput());
// The databases issue: the problem, asset and vendor lists, the import (SQLite's is the one above) and the
// throughput with two server processes, on SQLite and on PostgreSQL side by side.
printDatabases(await benchDatabases(FULL_SIZES, imported));
// The hardening issue: the same load with writes mixed in, then the rows counted (no 5xx, no lost writes);
// as people run the server, and in one process, since writes from several processes wait on one lock.
printMixedWrites(await benchMixedWrites());
printMixedWrites(await benchMixedWrites(undefined, { WORKERS: '1' }));
// The hardening issue: how long every worker killed at once leaves connections waiting (none is refused).
printWorkerRespawn(await benchWorkerRespawn());
// The model issue: from an applied version to every worker answering it (goal p95 <= 1 s).
printModelApply(await benchModelApply());
