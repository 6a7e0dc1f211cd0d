// Prints benchDatabases' figures: a small table per figure, SQLite and PostgreSQL side by side.
import type { DatabaseFigures } from './databases';
import type { ListFigures } from './listEndpoint';
import { LOAD, type Load } from './throughput';

const count = (value: number) => Math.round(value).toLocaleString('en');
const percentiles = (p50: number, p95: number) => `p50 ${p50.toFixed(2)}  p95 ${p95.toFixed(2)} ms`;

/** Rows of label, SQLite, PostgreSQL, in columns. */
function table(title: string, rows: Array<[string, string, string]>): void {
  const all: Array<[string, string, string]> = [['', 'SQLite', 'PostgreSQL'], ...rows];
  const width = (column: 0 | 1 | 2) => Math.max(...all.map((row) => row[column].length));
  console.log(`\n${title}`);
  for (const [label, sqlite, postgres] of all) console.log(`  ${label.padEnd(width(0))}   ${sqlite.padEnd(width(1))}   ${postgres}`);
}

const listRows = (sqlite: ListFigures, postgres: ListFigures): Array<[string, string, string]> => [
  ['endpoint, the same request again', percentiles(sqlite.p50, sqlite.p95), percentiles(postgres.p50, postgres.p95)],
  ['endpoint, each request after a write', percentiles(sqlite.changedP50, sqlite.changedP95), percentiles(postgres.changedP50, postgres.changedP95)],
  ['direct SQL (page + count)', percentiles(sqlite.sqlP50, sqlite.sqlP95), percentiles(postgres.sqlP50, postgres.sqlP95)],
];

const loadLine = (load: Load) => `${count(load.requestsPerSecond)} req/s, p99 ${load.p99} ms, ${load.errors + load.non2xx} failed`;

export function printDatabases(figures: DatabaseFigures): void {
  const load = `load average ${figures.load.before.toFixed(2)} before, ${figures.load.after.toFixed(2)} after (above 1.5 these are not figures)`;
  if (figures.skipped) {
    console.log(`\nSQLite and PostgreSQL side by side: the PostgreSQL figures are skipped: ${figures.skipped}.`);
    return;
  }
  console.log(`\nSQLite and PostgreSQL side by side, each pair measured back to back; ${load}.`);
  console.log(`  PostgreSQL ${figures.cluster!.version}: a throwaway cluster on this machine, over its socket, running with ${figures.cluster!.settings}`);
  for (const list of figures.lists) {
    table(`${list.title}: ${count(list.sqlite.rows)} rows, ${list.sqlite.requests} requests (goal p95 <= 15 ms)`, listRows(list.sqlite, list.postgres));
  }
  const { sqlite, postgres, sqliteOfRun } = figures.import!;
  const rounds = (runs: number[]) => runs.map((seconds) => seconds.toFixed(1)).join(' / ');
  table(`Asset import of a generated CSV, ${count(sqlite.rows)} rows, over HTTP to a server process, medians of three rounds${sqliteOfRun ? " (SQLite's: the run's import above)" : ''}`, [
    ['upload to completed', `${sqlite.seconds.toFixed(1)} s (${rounds(sqlite.importRuns)})`, `${postgres.seconds.toFixed(1)} s (${rounds(postgres.importRuns)})`],
    ['rows a second (goal >= 10,000)', count(sqlite.rowsPerSecond), count(postgres.rowsPerSecond)],
    ['server peak memory, VmHWM (goal <= 200 MB)', `${sqlite.peakMegabytes.toFixed(0)} MB`, `${postgres.peakMegabytes.toFixed(0)} MB`],
  ]);
  const throughput = figures.throughput!;
  const hello = throughput.sqlite.hello;
  const share = (figure: Load) => `${((figure.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)} %`;
  table(`Throughput, WORKERS=${throughput.workers}, ${throughput.duration} s of ${LOAD.connections} connections (autocannon); bare fastify hello world, WORKERS=${throughput.workers}: ${loadLine(hello)}`, [
    ['GET problem list, signed in', loadLine(throughput.sqlite.app), loadLine(throughput.postgres.app)],
    ['  share of hello world', share(throughput.sqlite.app), share(throughput.postgres.app)],
    ['the same, each request its own URL', loadLine(throughput.sqlite.unkept), loadLine(throughput.postgres.unkept)],
    ['  share of hello world', share(throughput.sqlite.unkept), share(throughput.postgres.unkept)],
  ]);
}
