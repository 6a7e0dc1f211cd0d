import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';

/** PRAGMA data_version as read in the current run of JavaScript, per connection. */
const commitsSeen = new WeakMap<Database, number>();

/**
 * A stamp of what the database holds that moves whenever any connection commits a change.
 * total_changes() counts the rows this connection changed (a tenth of a microsecond), PRAGMA
 * data_version the commits of every other connection, in this process or another (a few
 * microseconds: it reads the WAL's shared index). That one is read once per run of JavaScript
 * (until the microtask queue drains): a request's reads of it are all made after the request
 * arrived, so a commit another process answered before that request was sent is always seen.
 */
export function dataVersion(db: Database): string {
  let commits = commitsSeen.get(db);
  if (commits === undefined) {
    commits = prepared(db, 'PRAGMA data_version').pluck().get() as number;
    commitsSeen.set(db, commits);
    queueMicrotask(() => commitsSeen.delete(db));
  }
  return `${commits}:${prepared(db, 'SELECT total_changes()').pluck().get() as number}`;
}

/**
 * A cache of database reads for data read on every request and written rarely (names of look-up
 * items): kept per connection and emptied whenever dataVersion moves, so a server process reads
 * another's commit at its next request and its own at once. Inside a transaction it is not used, as
 * what it would keep may yet be rolled back: entries() answers undefined and the caller reads the
 * database. Past `limit` keys it starts afresh rather than grow with a large table.
 * const names = versionedCache<string, string>(); names.entries(db)?.get('department:3')
 */
export function versionedCache<K, V>(limit = 10_000): { entries(db: Database): Map<K, V> | undefined } {
  const byDb = new WeakMap<Database, { version: string; entries: Map<K, V> }>();
  return {
    entries(db) {
      if (db.inTransaction) return undefined;
      const version = dataVersion(db);
      let cache = byDb.get(db);
      if (!cache || cache.version !== version || cache.entries.size >= limit) {
        cache = { version, entries: new Map() };
        byDb.set(db, cache);
      }
      return cache.entries;
    },
  };
}
