import type { Database } from 'better-sqlite3';

/**
 * A connection's settings while it writes an import. SQLite checkpoints the WAL at every commit past
 * 1000 pages, which an import into a table with many indexes passes at nearly every batch: none is
 * made while an import writes, and the writing thread checkpoints its pages once, when it is closed
 * after the import (importWriterThread.ts). Timed per commit over 100,000 rows, the one checkpoint
 * a 20,000-page threshold still made took 141-202 ms of the import, at its 29th batch of 35. The WAL
 * then reaches about 100 MB for the largest file the upload takes. And SQLite's 2 MB page cache
 * cannot hold the index pages one batch touches once the table is large, so each insert reads them
 * again: 16 MB takes a third off 100,000 rows (32 MB not much more, for 16 MB more of the server's memory).
 */
const IMPORT_PRAGMAS = { wal_autocheckpoint: 0, cache_size: -16_384 };

/** Sets the import's settings on a SQLite connection (the server's, the writing thread's) and answers a function that puts the previous ones back. */
export function tuneForImport(db: Database): () => void {
  const previous = Object.keys(IMPORT_PRAGMAS).map((name) => [name, db.pragma(name, { simple: true })] as const);
  for (const [name, value] of Object.entries(IMPORT_PRAGMAS)) db.pragma(`${name} = ${value}`);
  return () => { for (const [name, value] of previous) db.pragma(`${name} = ${Number(value)}`); };
}
