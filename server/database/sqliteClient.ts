import Database from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { prepared } from '../sql';
import { beginImmediate } from '../writeTransactions';
import { savepoint } from './savepoint';
import type { SqlClient, SqlDatabase, SqlValue } from './sqlClient';

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/** PRAGMA data_version as read in the current run of JavaScript, per connection. */
const commitsSeen = new WeakMap<Database.Database, number>();

/**
 * The seam over one better-sqlite3 connection. Its statements run at once (SQLite answers in the
 * process), so a transaction whose work awaits nothing but this client runs to its end before any
 * other request is looked at, as a synchronous one did. Transactions and snapshots queue up one behind
 * another; a statement from outside them waits for those running or queued instead of slipping into
 * one on the shared connection, and a statement made inside one's work (its asynchronous context) is
 * part of it.
 */
export function sqliteClient(db: Database.Database): SqlDatabase {
  const context = new AsyncLocalStorage<{ open: boolean }>();
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const inside = () => context.getStore()?.open === true;
  const turn = () => (waiting > 0 && !inside() ? tail : undefined);

  /** Runs begin, then work in its context, then commit; queued behind the transactions before it. */
  function queued<T>(begin: () => void, work: (tx: SqlClient) => Promise<T>): Promise<T> {
    waiting += 1;
    const running = tail.then(async () => {
      begin();
      const store = { open: true };
      try {
        const result = await context.run(store, () => work(client));
        prepared(db, 'COMMIT').run();
        return result;
      } catch (error) {
        if (db.inTransaction) prepared(db, 'ROLLBACK').run();
        throw error;
      } finally {
        store.open = false;
      }
    }).finally(() => {
      waiting -= 1;
    });
    tail = running.catch(() => undefined);
    return running;
  }

  const client: SqlDatabase = {
    dialect: 'sqlite',
    sqlite: db,
    async all<T>(text: string, params: readonly SqlValue[] = []) {
      await turn();
      return prepared(db, text).all(...params) as T[];
    },
    async get<T>(text: string, params: readonly SqlValue[] = []) {
      await turn();
      return prepared(db, text).get(...params) as T | undefined;
    },
    async run(text: string, params: readonly SqlValue[] = []) {
      await turn();
      return prepared(db, text).run(...params).changes;
    },
    async exec(text: string) {
      await turn();
      db.exec(text);
    },
    async *iterate<T>(text: string, params: readonly SqlValue[] = []) {
      // On a read-only connection of its own: it reads one snapshot while this one goes on writing (an
      // iterator open on this connection would block every statement until the reader ends).
      const reader = new Database(db.name, { readonly: true, fileMustExist: true });
      try {
        yield* reader.prepare(text).iterate(...params) as IterableIterator<T>;
      } finally {
        reader.close();
      }
    },
    transaction<T>(work: (tx: SqlClient) => Promise<T>) {
      return inside() ? savepoint(client, work) : queued(() => beginImmediate(db), work);
    },
    async transactionIfFree(work) {
      if (inside()) {
        await work(client);
        return true;
      }
      if (waiting > 0) return false;
      let free = true;
      await queued(() => {
        try {
          beginImmediate(db, 0);
        } catch (error) {
          if (!isBusy(error)) throw error;
          free = false;
          throw new NotFree();
        }
      }, work).catch((error) => {
        if (!(error instanceof NotFree)) throw error;
      });
      return free;
    },
    snapshot<T>(work: (tx: SqlClient) => Promise<T>) {
      return inside() ? work(client) : queued(() => prepared(db, 'BEGIN').run(), work);
    },
    inTransaction: () => inside(),
    stampOnce: (work) => work(),
    async changeStamp() {
      // total_changes() counts the rows this connection changed (a tenth of a microsecond), PRAGMA
      // data_version the commits of every other connection, in this process or another (a few
      // microseconds: it reads the WAL's shared index). That one is read once per run of JavaScript:
      // a request's reads of it are all made after the request arrived, so a commit another process
      // answered before that request was sent is always seen.
      let commits = commitsSeen.get(db);
      if (commits === undefined) {
        commits = prepared(db, 'PRAGMA data_version').pluck().get() as number;
        commitsSeen.set(db, commits);
        queueMicrotask(() => commitsSeen.delete(db));
      }
      return `${commits}:${prepared(db, 'SELECT total_changes()').pluck().get() as number}`;
    },
    async close() {
      db.close();
    },
  };
  return client;
}

/** The write lock was taken: transactionIfFree's work did not run. */
class NotFree extends Error {}
