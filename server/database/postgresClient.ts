import pg from 'pg';
import { numberedParameters } from './numberedParameters';
import { savepoint } from './savepoint';
import type { SqlClient, SqlDatabase, SqlValue } from './sqlClient';

/** The key of the one write lock every write transaction of every process takes (pg_advisory_xact_lock). */
export const WRITE_LOCK_KEY = 0x5d5e5_0001;

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

type Queryable = pg.Pool | pg.PoolClient;

function statements(target: Queryable, transaction: SqlClient['transaction']): SqlClient {
  const query = (text: string, params: readonly SqlValue[]) => target.query(forPostgres(text), params as unknown[]);
  return {
    dialect: 'postgres',
    all: async <T>(text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rows as T[],
    get: async <T>(text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rows[0] as T | undefined,
    run: async (text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rowCount ?? 0,
    exec: async (text: string) => {
      await target.query(text);
    },
    transaction,
  };
}

export interface PostgresOptions {
  /** Connections this process keeps at most. */
  connections?: number;
}

/** The seam over a pool of connections to a PostgreSQL database, named by its URL. */
export function postgresDatabase(url: string, { connections = 10 }: PostgresOptions = {}): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, max: connections, types });
  // A connection lost while idle (the server restarted) is dropped by the pool; without a listener
  // the error would end the process.
  pool.on('error', () => undefined);

  async function transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const tx: SqlClient = statements(client, (inner) => savepoint(tx, inner));
    // A connection whose rollback failed is in no known state: it is closed, not handed out again.
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return { ...statements(pool, transaction), close: () => pool.end() };
}
