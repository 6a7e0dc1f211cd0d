import type { Database } from 'better-sqlite3';
import { prepared } from './sql';

/** How long a transaction waits for another process's write lock before it fails with SQLITE_BUSY. */
export const WRITE_LOCK_TIMEOUT_MS = 5_000;
/** Between two tries for the lock: about as long as a short transaction of another process lasts. */
const TRY_AGAIN_MS = 0.1;
const pause = new Int32Array(new SharedArrayBuffer(4));

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/**
 * BEGIN IMMEDIATE, tried again every TRY_AGAIN_MS while another process holds the write lock. SQLite's
 * own wait (busy_timeout) sleeps 1, 2, 5, 10, 15 ms and more between tries, and a server process is
 * frozen for all of it: with two processes writing, each slept through most of the other's short
 * transactions. Tried this finely, a process waits about as long as the lock is really held.
 */
export function beginImmediate(db: Database, waitMs = WRITE_LOCK_TIMEOUT_MS): void {
  const give = prepared(db, 'PRAGMA busy_timeout = 0');
  const restore = prepared(db, `PRAGMA busy_timeout = ${WRITE_LOCK_TIMEOUT_MS}`);
  const begin = prepared(db, 'BEGIN IMMEDIATE');
  const deadline = Date.now() + waitMs;
  give.run();
  try {
    for (;;) {
      try {
        begin.run();
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
        Atomics.wait(pause, 0, 0, TRY_AGAIN_MS);
      }
    }
  } finally {
    restore.run();
  }
}

/** Runs fn in the transaction just begun: committed when it returns, rolled back when it throws. */
function committed<T>(db: Database, fn: () => T): T {
  try {
    const result = fn();
    prepared(db, 'COMMIT').run();
    return result;
  } catch (error) {
    if (db.inTransaction) prepared(db, 'ROLLBACK').run();
    throw error;
  }
}

/**
 * Makes db.transaction(fn)() begin with BEGIN IMMEDIATE, which takes the write lock at once (waiting
 * for it as beginImmediate says). With several server processes on one file, a deferred transaction
 * that reads and then writes fails with SQLITE_BUSY when another process committed in between: SQLite
 * cannot move its read snapshot forward, and the busy timeout does not apply to that upgrade. Every
 * transaction of the server writes, so none loses anything by taking the lock first; nested calls
 * still become savepoints, and .deferred() stays at hand for a read-only one.
 */
export function writeTransactions(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const variants = transaction(fn);
    // Inside a transaction better-sqlite3 makes a savepoint of it; outside, ours is the one that commits.
    const run = (...args: never[]) => {
      if (db.inTransaction) return variants(...args);
      beginImmediate(db);
      return committed(db, () => variants(...args));
    };
    return Object.assign(run, { default: run, immediate: run, deferred: variants.deferred, exclusive: variants.exclusive });
  }) as Database['transaction'];
}
