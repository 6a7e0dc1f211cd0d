import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteClient } from '../../../server/database/sqliteClient';
import { writeTransactions } from '../../../server/writeTransactions';

/**
 * Two connections to one WAL database file, as two server processes hold it, each set up as the db
 * plugin sets a connection up (busy timeout, transactions that take the write lock when they begin),
 * each behind the seam the server speaks through.
 */
export function twoConnections(busyTimeoutMs = 50) {
  const dir = mkdtempSync(join(tmpdir(), 'sd-two-'));
  const file = join(dir, 'shared.sqlite');
  const open = () => {
    const db = new Database(file, { timeout: busyTimeoutMs });
    db.pragma('journal_mode = WAL');
    writeTransactions(db);
    return sqliteClient(db);
  };
  const a = open();
  const b = open();
  return {
    a, b, file,
    close: async () => {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
