import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../server/openDatabase';
import { postgresDatabase } from '../../../server/database/postgresClient';
import type { Dialect, SqlDatabase } from '../../../server/database/sqlClient';
import { sqliteClient } from '../../../server/database/sqliteClient';

/**
 * The PostgreSQL cluster of this test run (.ci/run starts one with scripts/throwaway-postgres.sh).
 * Without it the PostgreSQL half of a test is skipped, so `npm test` also runs where none is installed.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/**
 * A new, empty database in a cluster (the run's by default), and a way to drop it; its URL is what
 * DATABASE_URL would hold.
 */
export async function freshPostgres(cluster = POSTGRES_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!cluster) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sd_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: cluster });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface TestDatabase {
  /** A new connection (a pool on PostgreSQL) to the same database, as another process would hold. */
  connect(): SqlDatabase;
  remove(): Promise<void>;
}

/** An empty database of each dialect under test: SQLite always, PostgreSQL when the run has a cluster. */
export const DIALECTS: { dialect: Dialect; create: () => Promise<TestDatabase> }[] = [
  {
    dialect: 'sqlite',
    create: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sd-seam-'));
      const opened: SqlDatabase[] = [];
      return {
        connect: () => {
          const client = sqliteClient(openDatabase(join(dir, 'db.sqlite')));
          opened.push(client);
          return client;
        },
        remove: async () => {
          for (const client of opened) await client.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  ...(POSTGRES_URL
    ? [{
        dialect: 'postgres' as const,
        create: async () => {
          const { url, drop } = await freshPostgres();
          const opened: SqlDatabase[] = [];
          return {
            connect: () => {
              const client = postgresDatabase(url);
              opened.push(client);
              return client;
            },
            remove: async () => {
              for (const client of opened) await client.close();
              await drop();
            },
          };
        },
      }]
    : []),
];
