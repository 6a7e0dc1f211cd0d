import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { beginImmediate } from '../writeTransactions';
import { savepoint } from './savepoint';
import type { SqlClient, SqlDatabase, SqlValue } from './sqlClient';

/**
 * The seam over one better-sqlite3 connection. Its statements run at once (SQLite answers in the
 * process), so a transaction whose work awaits nothing but this client runs to its end before any
 * other request is looked at, as a synchronous one did. A statement from outside that arrives while a
 * transaction's work awaits something else waits for it, instead of slipping into it on the shared
 * connection.
 */
export function sqliteClient(db: Database): SqlDatabase {
  // Transactions queue up one behind another; `waiting` counts the one running and those queued.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const statements = (inside: boolean): SqlClient => {
    // Outside a transaction a statement waits for those running or queued; inside it is part of one.
    const turn = inside ? undefined : () => (waiting > 0 ? tail : undefined);
    const client: SqlClient = {
      dialect: 'sqlite',
      async all<T>(text: string, params: readonly SqlValue[] = []) {
        await turn?.();
        return prepared(db, text).all(...params) as T[];
      },
      async get<T>(text: string, params: readonly SqlValue[] = []) {
        await turn?.();
        return prepared(db, text).get(...params) as T | undefined;
      },
      async run(text: string, params: readonly SqlValue[] = []) {
        await turn?.();
        return prepared(db, text).run(...params).changes;
      },
      async exec(text: string) {
        await turn?.();
        db.exec(text);
      },
      transaction: inside ? (work) => savepoint(client, work) : outermost,
    };
    return client;
  };

  const inTransaction = statements(true);

  async function committed<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    beginImmediate(db);
    try {
      const result = await work(inTransaction);
      prepared(db, 'COMMIT').run();
      return result;
    } catch (error) {
      if (db.inTransaction) prepared(db, 'ROLLBACK').run();
      throw error;
    }
  }

  function outermost<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    waiting += 1;
    const running = tail.then(() => committed(work)).finally(() => {
      waiting -= 1;
    });
    tail = running.catch(() => undefined);
    return running;
  }

  return { ...statements(false), close: async () => {
    db.close();
  } };
}
