// The same figures on SQLite and on PostgreSQL, in one run: three lists, the asset import and the
// problem list's throughput with two server processes. PostgreSQL is a throwaway cluster on this
// machine (benchCluster.ts), made durable, each bench on a fresh database of it; each list and each
// throughput is measured on SQLite then at once on PostgreSQL, so the two meet the same machine.
import { loadavg } from 'node:os';
import { freshPostgres } from '../unit/database/testDatabases';
import { benchAssetImport, type ImportedFigures } from './assetImport';
import { type BenchCluster, postgresMissing, startBenchCluster } from './benchCluster';
import { benchListEndpoint, type ListBench, type ListFigures } from './listEndpoint';
import { ASSETS, PROBLEMS, VENDORS } from './lists';
import { benchThroughput, LOAD, type ThroughputFigures } from './throughput';

export interface Pair<T> { sqlite: T; postgres: T }

export interface DatabaseFigures {
  /** Why there are no PostgreSQL figures. */
  skipped?: string;
  cluster?: { version: string; settings: string };
  /** The one-minute load average before and after the section. */
  load: { before: number; after: number };
  lists: Array<{ title: string } & Pair<ListFigures>>;
  /** sqliteOfRun: SQLite's figures are those the run measured before this section. */
  import?: Pair<ImportedFigures> & { sqliteOfRun: boolean };
  throughput?: Pair<ThroughputFigures> & { workers: number; duration: number };
}

export interface DatabaseSizes {
  /** Rows of each list; each list's own (ListBench.rows) when not given. */
  listRows?: number;
  importRows: number;
  /** Seconds of each throughput load. */
  seconds: number;
}

export const FULL_SIZES: DatabaseSizes = { importRows: 100_000, seconds: LOAD.duration };

const LISTS: Array<[string, ListBench]> = [
  ['Problem list, department + status + priority, sorted by id', PROBLEMS],
  ['Asset list, five filters, sorted by name', ASSETS],
  ['Vendor search, status + sort + search', VENDORS],
];

const WORKERS = 2;

/**
 * Each figure on both databases. sqliteImport: the run's own SQLite import of the same rows (it is
 * not measured again); measured here when not given.
 */
export async function benchDatabases(sizes: DatabaseSizes = FULL_SIZES, sqliteImport?: ImportedFigures): Promise<DatabaseFigures> {
  const before = loadavg()[0];
  const skipped = postgresMissing();
  if (skipped) return { skipped, load: { before, after: loadavg()[0] }, lists: [] };
  let cluster: BenchCluster | undefined;
  try {
    cluster = await startBenchCluster();
    const fresh = () => freshPostgres(cluster!.url);
    const onPostgres = async <T>(bench: (url: string) => Promise<T>): Promise<T> => {
      const database = await fresh();
      try {
        return await bench(database.url);
      } finally {
        await database.drop();
      }
    };
    const lists: DatabaseFigures['lists'] = [];
    for (const [title, list] of LISTS) {
      const bench = { ...list, rows: sizes.listRows ?? list.rows };
      lists.push({ title, sqlite: await benchListEndpoint(bench), postgres: await onPostgres((url) => benchListEndpoint(bench, url)) });
    }
    const imported = {
      sqlite: sqliteImport ?? await benchAssetImport(sizes.importRows),
      postgres: await benchAssetImport(sizes.importRows, fresh),
      sqliteOfRun: sqliteImport !== undefined,
    };
    // One bare fastify for both: the same yardstick, measured in this run beside the SQLite server.
    const env = { WORKERS: String(WORKERS) };
    const sqlite = await benchThroughput(env, undefined, sizes.seconds);
    const postgres = await onPostgres((url) => benchThroughput({ ...env, DATABASE_URL: url }, sqlite.hello, sizes.seconds));
    return {
      cluster: { version: cluster.version, settings: cluster.settings }, load: { before, after: loadavg()[0] }, lists, import: imported,
      throughput: { sqlite, postgres, workers: WORKERS, duration: sizes.seconds },
    };
  } finally {
    cluster?.stop();
  }
}
