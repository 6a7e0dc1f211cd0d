import type { Database } from 'better-sqlite3';

/**
 * A connection's settings while it writes an import. SQLite checkpoints the WAL at every commit past
 * 1000 pages, which an import into a table with many indexes passes at nearly every batch; and its
 * 2 MB page cache cannot hold the index pages one batch touches once the table is large, so each
 * insert reads them again: 16 MB takes a third off 100,000 rows (32 MB not much more, for 16 MB more
 * of the server's memory).
 */
const IMPORT_PRAGMAS = { wal_autocheckpoint: 20_000, cache_size: -16_384 };

/** Sets the import's connection settings and answers a function that puts the previous ones back. */
export function tuneForImport(db: Database): () => void {
  const previous = Object.keys(IMPORT_PRAGMAS).map((name) => [name, db.pragma(name, { simple: true })] as const);
  for (const [name, value] of Object.entries(IMPORT_PRAGMAS)) db.pragma(`${name} = ${value}`);
  return () => { for (const [name, value] of previous) db.pragma(`${name} = ${Number(value)}`); };
}
