// The asset import end to end against a real server process: a generated CSV uploaded over HTTP,
// mapped, submitted and tracked to the end. Beside it, a raw better-sqlite3 insert of the same rows
// into the same table, in one transaction in this process: the import should cost at most 1.5x that,
// as the medians of three rounds. The server runs as people run it, a worker per
// core; its peak memory is the VmHWM (peak resident set) of the worker that ran the import.
// On PostgreSQL (DATABASE_URL, a fresh database each round) the server writes every batch itself, with
// no writing thread, and the raw insert to compare with is SQLite's: the import's own figures only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { notYetOnPostgres } from '../../server/database/notYetOnPostgres';
import { importableFields } from '../../server/import/importColumns';
import { nameIndexes } from '../../server/import/nameIndex';
import { quote } from '../../server/sql';
import { now } from '../../server/time';
import { IMPORT_HEADER, importCells, importCsv } from './importRows';
import { freePort, kilobytes, processTree, startServer, statusOf } from './serverProcess';

/** A new, empty PostgreSQL database and the way to drop it (freshPostgres of a cluster). */
export type FreshDatabase = () => Promise<{ url: string; drop: () => Promise<void> }>;

/** The import's own figures, on either database. */
export interface ImportedFigures {
  rows: number;
  megabytes: number;
  /** Upload (with its check of the file) to the tracking page saying completed. */
  seconds: number;
  uploadSeconds: number;
  rowsPerSecond: number;
  peakMegabytes: number;
  /** The resident memory of the process that ran the import, when the upload started. */
  baselineMegabytes: number;
  /** Each round's import in seconds, and its peak, in the order run. */
  importRuns: number[];
  peakRuns: number[];
}

/** On SQLite, beside the raw insert of the same rows. */
export interface ImportFigures extends ImportedFigures {
  rawSeconds: number;
  ratio: number;
  /** Each round's raw insert, in seconds, in the order run. */
  rawRuns: number[];
}

interface ImportRun { seconds: number; uploadSeconds: number; peakMegabytes: number; baselineMegabytes: number }

const ROUNDS = 3;

/** A tiny browser: the session and CSRF cookies kept, the token echoed on writes. */
function client(base: string) {
  const cookies = new Map<string, string>();
  return async (path: string, init: RequestInit = {}, allowed = [200]) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (cookies.has('XSRF-TOKEN')) headers.set('x-xsrf-token', decodeURIComponent(cookies.get('XSRF-TOKEN')!));
    const response = await fetch(`${base}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const body = await response.json() as { success: boolean; data?: any; message?: unknown };
    if (!allowed.includes(response.status)) throw new Error(`${path}: ${response.status} ${JSON.stringify(body.message)}`);
    return body;
  };
}

/** The same rows inserted straight into the asset table of a fresh demo database, names resolved beforehand. */
async function rawInsert(rows: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-raw-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: join(dataDir, 'none') });
  try {
    const def = app.resources.find((candidate) => candidate.name === 'asset')!;
    const fields = importableFields(def);
    const byLabel = new Map(fields.map((field) => [field.label.toLowerCase(), field]));
    const columns = IMPORT_HEADER.map((label) => byLabel.get(label.toLowerCase())!);
    const indexes = await nameIndexes(app.db, app.resources, columns);
    const values = Array.from({ length: rows }, (_, i) => importCells(i).map((cell, c) => {
      const ids = indexes.get(columns[c].name)?.byName.get(cell.toLowerCase());
      if (ids) return ids[0];
      return columns[c].kind === 'date-time' ? `${cell}:00` : cell;
    }));
    const names = [...columns.map((field) => quote(field.name)), 'created_at', 'updated_at'];
    // On the SQLite connection itself, as the import's writer inserts: the figure the import is held to.
    notYetOnPostgres(app.db, 'the raw insert the asset import bench compares with');
    const sqlite = app.db.sqlite!;
    const insert = sqlite.prepare(`INSERT INTO sd_assets (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
    const start = performance.now();
    const at = now();
    sqlite.transaction(() => { for (const row of values) insert.run(...row, at, at); })();
    return (performance.now() - start) / 1000;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One import on a fresh server: its time from the upload to completed, the upload's part, and the importing worker's memory. */
async function importOnce(rows: number, csv: Buffer, env: Record<string, string> = {}): Promise<ImportRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-import-'));
  const port = await freePort();
  // As people run it (a worker per core); the import's memory is that of the worker that runs it.
  const server = await startServer(dataDir, port, env);
  try {
    const call = client(`http://127.0.0.1:${port}`);
    await call('/api/me', {}, [200, 401]); // hands out the CSRF cookie
    await call('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'bench' }) });
    // Peak memory from here on: clear_refs 5 resets a process's VmHWM.
    const processes = processTree(server.pid!);
    for (const pid of processes) writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = processes.map((pid) => kilobytes(statusOf(pid), 'VmRSS') / 1024);
    const start = performance.now();
    const form = new FormData();
    form.append('import_file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'bench.csv');
    const { data: { import_id: id } } = await call('/service-desk/asset-upload-csv', { method: 'POST', body: form });
    const uploadSeconds = (performance.now() - start) / 1000;
    const { data } = await call(`/service-desk/get-asset-mapping-details/${id}`);
    const mapped = Object.fromEntries(data.columns_to_import.filter((c: any) => c.mapped_to !== null).map((c: any) => [c.uuid, c.mapped_to]));
    await call('/service-desk/post-asset-mapping', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ import_id: id, mapped_system_attributes: mapped, update_existing: false, should_handle_date: true, date_time_format: 'Y-m-d H:i', special_keys: {} }),
    });
    let summary: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      summary = (await call(`/service-desk/import-tracking-details/${id}`)).data.summary;
    } while (summary.status === 'queued' || summary.status === 'running');
    const seconds = (performance.now() - start) / 1000;
    if (summary.totalCreated !== rows) throw new Error(`bench import: ${JSON.stringify(summary)}`);
    // The process that ran the import is the one whose peak is highest.
    const peaks = processes.map((pid) => kilobytes(statusOf(pid), 'VmHWM') / 1024);
    const peakMegabytes = Math.max(...peaks);
    return { seconds, uploadSeconds, peakMegabytes, baselineMegabytes: before[peaks.indexOf(peakMegabytes)] };
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Three rounds of a raw insert then an import, each on a fresh database: this machine's speed drifts
 * by up to a third over minutes, and one import alone swung between 1.3x and 2.0x the raw insert on
 * the same code. The figures are the medians of each; the peak, the highest of the three.
 * With `postgres`, each round's server runs on a fresh database of it, and no raw insert is made.
 */
export async function benchAssetImport(rows?: number): Promise<ImportFigures>;
export async function benchAssetImport(rows: number, postgres: FreshDatabase): Promise<ImportedFigures>;
export async function benchAssetImport(rows = 100_000, postgres?: FreshDatabase): Promise<ImportedFigures> {
  const csv = importCsv(rows);
  const raws: number[] = [];
  const runs: ImportRun[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (!postgres) {
      raws.push(await rawInsert(rows));
      runs.push(await importOnce(rows, csv));
      continue;
    }
    const database = await postgres();
    try {
      runs.push(await importOnce(rows, csv, { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
  const middle = <T>(items: T[], by: (item: T) => number) => [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)];
  const run = middle(runs, (r) => r.seconds);
  const highest = runs.reduce((a, b) => (b.peakMegabytes > a.peakMegabytes ? b : a));
  const imported: ImportedFigures = {
    rows, megabytes: csv.length / 1e6, seconds: run.seconds, uploadSeconds: run.uploadSeconds, rowsPerSecond: rows / run.seconds,
    peakMegabytes: highest.peakMegabytes, baselineMegabytes: highest.baselineMegabytes,
    importRuns: runs.map((r) => r.seconds), peakRuns: runs.map((r) => r.peakMegabytes),
  };
  if (postgres) return imported;
  const rawSeconds = middle(raws, (seconds) => seconds);
  const figures: ImportFigures = { ...imported, rawSeconds, ratio: run.seconds / rawSeconds, rawRuns: raws };
  return figures;
}
