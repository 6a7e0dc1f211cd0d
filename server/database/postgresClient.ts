import pg from 'pg';
import Cursor from 'pg-cursor';
import { AsyncLocalStorage } from 'node:async_hooks';
import { numberedParameters } from './numberedParameters';
import { savepoint } from './savepoint';
import type { SqlClient, SqlDatabase, SqlValue } from './sqlClient';

/** The key of the one write lock every write transaction of every process takes (pg_advisory_xact_lock). */
export const WRITE_LOCK_KEY = 0x5d5e5_0001;
/** A statement that only reads (stampOnce keeps the stamp past it); any other may write. */
const READ_ONLY = /^\s*SELECT\b/i;
/** Rows an iterate() cursor reads at a time. */
const CURSOR_BATCH = 500;

// Ids and millisecond times are BIGINT: read as numbers, as SQLite answers them. A value past 2^53
// would lose digits, so it is refused rather than read wrong.
const int8 = (text: string) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${text} is too large to be read as a number`);
  return value;
};
const readers: Record<number, (text: string) => unknown> = {
  20: int8,
  1700: Number, // numeric: an average or a sum
};
const types = {
  getTypeParser: ((oid: number, format?: string) => readers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

const numbered = new Map<string, string>();
/** The statement as PostgreSQL numbers its parameters, worked out once per text. */
function forPostgres(text: string): string {
  let out = numbered.get(text);
  if (out === undefined) {
    out = numberedParameters(text);
    if (numbered.size < 10_000) numbered.set(text, out);
  }
  return out;
}

export interface PostgresOptions {
  /** Connections this process keeps at most. */
  connections?: number;
}

interface Open {
  open: boolean;
  client: pg.PoolClient;
}

/**
 * The seam over a pool of connections to a PostgreSQL database, named by its URL. A transaction holds
 * one connection of the pool; every statement made in its work's asynchronous context goes to it.
 */
export function postgresDatabase(url: string, { connections = 10 }: PostgresOptions = {}): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, max: connections, types });
  // A connection lost while idle (the server restarted) is dropped by the pool; without a listener
  // the error would end the process.
  pool.on('error', () => undefined);
  const context = new AsyncLocalStorage<Open>();
  const current = () => {
    const store = context.getStore();
    return store?.open ? store : undefined;
  };
  const target = (): pg.Pool | pg.PoolClient => current()?.client ?? pool;
  // The stamp read in the running request (stampOnce), dropped by any statement of its own that may write.
  const stamps = new AsyncLocalStorage<{ stamp?: Promise<string> }>();
  const mayHaveWritten = () => {
    const scope = stamps.getStore();
    if (scope) scope.stamp = undefined;
  };
  const query = (text: string, params: readonly SqlValue[]) => {
    if (!READ_ONLY.test(text)) mayHaveWritten();
    return target().query(forPostgres(text), params as unknown[]);
  };
  const readStamp = async () => {
    // The end of the write-ahead log moves with every commit of any connection: a commit answered
    // before this is read has its record behind it.
    const row = await pool.query('SELECT pg_current_wal_insert_lsn()::text AS stamp');
    return row.rows[0].stamp as string;
  };

  /** Runs work on one connection between begin and COMMIT, rolled back when it rejects. */
  async function held<T>(begin: string[], work: (tx: SqlClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const store: Open = { open: true, client };
    // A connection whose rollback failed is in no known state: it is closed, not handed out again.
    let broken: Error | undefined;
    try {
      // One round trip: the statements go together, as one simple query.
      await client.query(begin.join('; '));
      const result = await context.run(store, () => work(database));
      await client.query('COMMIT');
      mayHaveWritten();
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    } finally {
      store.open = false;
      client.release(broken);
    }
  }

  const database: SqlDatabase = {
    dialect: 'postgres',
    sqlite: undefined,
    all: async <T>(text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rows as T[],
    get: async <T>(text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rows[0] as T | undefined,
    run: async (text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rowCount ?? 0,
    exec: async (text: string) => {
      mayHaveWritten();
      await target().query(text);
    },
    async *iterate<T>(text: string, params: readonly SqlValue[] = []) {
      const client = await pool.connect();
      const cursor = client.query(new Cursor(forPostgres(text), params as unknown[]));
      try {
        for (;;) {
          const rows = (await cursor.read(CURSOR_BATCH)) as T[];
          if (rows.length === 0) break;
          yield* rows;
        }
      } finally {
        await cursor.close().catch(() => undefined);
        client.release();
      }
    },
    transaction<T>(work: (tx: SqlClient) => Promise<T>) {
      if (current()) return savepoint(database, work);
      return held(['BEGIN', `SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY})`], work);
    },
    async transactionIfFree(work) {
      if (current()) {
        await work(database);
        return true;
      }
      let free = true;
      await held(['BEGIN'], async (tx) => {
        const lock = await tx.get<{ free: boolean }>(`SELECT pg_try_advisory_xact_lock(${WRITE_LOCK_KEY}) AS free`);
        free = lock?.free === true;
        if (free) await work(tx);
      });
      return free;
    },
    snapshot<T>(work: (tx: SqlClient) => Promise<T>) {
      if (current()) return work(database);
      return held(['BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY'], work);
    },
    inTransaction: () => current() !== undefined,
    changeStamp() {
      const scope = stamps.getStore();
      if (!scope) return readStamp();
      scope.stamp ??= readStamp().catch((error: unknown) => {
        scope.stamp = undefined;
        throw error;
      });
      return scope.stamp;
    },
    stampOnce: (work) => stamps.run({}, work),
    close: () => pool.end(),
  };
  return database;
}
