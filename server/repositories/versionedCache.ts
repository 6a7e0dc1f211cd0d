import type { SqlClient } from '../database/sqlClient';

/**
 * A cache of database reads for data read on every request and written rarely (names of look-up
 * items): kept per client and emptied whenever the database's change stamp moves (changeStamp), so a server process reads
 * another's commit at its next request and its own at once. Inside a transaction it is not used, as
 * what it would keep may yet be rolled back: entries() answers undefined and the caller reads the
 * database. Past `limit` keys it starts afresh rather than grow with a large table.
 * const names = versionedCache<string, string>(); (await names.entries(db))?.get('department:3')
 */
export function versionedCache<K, V>(limit = 10_000): { entries(db: SqlClient): Promise<Map<K, V> | undefined> } {
  const byDb = new WeakMap<SqlClient, { version: string; entries: Map<K, V> }>();
  return {
    async entries(db) {
      if (db.inTransaction()) return undefined;
      const version = await db.changeStamp();
      let cache = byDb.get(db);
      if (!cache || cache.version !== version || cache.entries.size >= limit) {
        cache = { version, entries: new Map() };
        byDb.set(db, cache);
      }
      return cache.entries;
    },
  };
}
