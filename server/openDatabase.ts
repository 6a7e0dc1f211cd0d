import Database from 'better-sqlite3';
import { WRITE_LOCK_TIMEOUT_MS, writeTransactions } from './writeTransactions';

/**
 * A connection to the server's database file as every writer of it needs one: WAL, so readers go on
 * while one writes; each write waiting its turn up to WRITE_LOCK_TIMEOUT_MS and taking the lock when
 * its transaction begins (writeTransactions); foreign keys enforced.
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file, { timeout: WRITE_LOCK_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  writeTransactions(db);
  // A write that fires a trigger (a search index's note of an update or delete) keeps a statement
  // journal, on disk a temporary file written page by page: 100,000 inserts through such a trigger
  // took three times as long with it on disk, about as long as without a trigger in memory.
  db.pragma('temp_store = MEMORY');
  return db;
}
