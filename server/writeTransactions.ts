import type { Database } from 'better-sqlite3';

/**
 * Makes db.transaction(fn)() begin with BEGIN IMMEDIATE, which takes the write lock at once and waits
 * for it up to busy_timeout. With several server processes on one file, a deferred transaction that
 * reads and then writes fails with SQLITE_BUSY when another process committed in between: SQLite
 * cannot move its read snapshot forward, and the busy timeout does not apply to that upgrade. Every
 * transaction of the server writes, so none loses anything by taking the lock first; nested calls
 * still become savepoints, and .deferred() stays at hand for a read-only one.
 */
export function writeTransactions(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => transaction(fn).immediate) as Database['transaction'];
}

/**
 * Runs reads that must agree with each other in one read transaction (a snapshot): between two
 * statements outside one, another process may commit. readSnapshot(db, () => [count(), list()]).
 */
export function readSnapshot<T>(db: Database, fn: () => T): T {
  return db.transaction(fn).deferred();
}
