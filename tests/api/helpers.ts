import type { FastifyInstance, InjectOptions } from 'fastify';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOptions } from '../../server/app';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { freshPostgres } from '../unit/database/testDatabases';
import type { SqlClient, SqlValue } from '../../server/database/sqlClient';
import { SEARCH_COLUMN } from '../../server/repositories/searchColumn';

export const PASSWORD = 'test-password';
export const FIXTURE_SCHEMAS = join(import.meta.dirname, '..', 'fixtures', 'schemas');

/**
 * An administrator's edit: a copy of schemas/ under dir whose <resource>.json `edit` changes in place.
 * Answers the copy's folder, for build({ schemasDir }) or SCHEMAS_DIR.
 */
export function schemasWithEdit(dir: string, resource: string, edit: (file: any) => void): string {
  const schemasDir = join(dir, 'schemas');
  cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
  const file = join(schemasDir, `${resource}.json`);
  const edited = JSON.parse(readFileSync(file, 'utf8'));
  edit(edited);
  writeFileSync(file, JSON.stringify(edited));
  return schemasDir;
}

/** schemasWithEdit where <resource>.json gains these properties. */
export const schemasWithProperties = (dir: string, resource: string, properties: Record<string, object>): string =>
  schemasWithEdit(dir, resource, (file) => Object.assign(file.properties, properties));

export interface Built {
  app: FastifyInstance;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * Whether this run of the suite is its PostgreSQL run (DATABASE_URL set): a test of something only
 * SQLite has (its search index's tables, its PRAGMAs) is skipped there, beside one of what PostgreSQL
 * does instead.
 */
export const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

/** With DATABASE_URL set, the PostgreSQL database of each data folder: a server started again on a folder finds its data. */
const databasesOf = new Map<string, Awaited<ReturnType<typeof freshPostgres>>>();

/** The database a server on dataDir uses in the suite's PostgreSQL run (DATABASE_URL set); none in the SQLite run. */
export async function postgresOf(dataDir: string) {
  const cluster = process.env.DATABASE_URL;
  if (!cluster) return undefined;
  let database = databasesOf.get(dataDir);
  if (!database) {
    database = await freshPostgres(cluster);
    databasesOf.set(dataDir, database);
  }
  return database;
}

/**
 * A fresh server on a temporary data folder with the demo seed; close() removes both. With DATABASE_URL
 * set (the suite's PostgreSQL run), each data folder gets a new database of that cluster, dropped with
 * the folder.
 */
export async function build(options: Partial<AppOptions> = {}): Promise<Built> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sd-api-'));
  const postgres = options.databaseUrl ? undefined : await postgresOf(dataDir);
  const app = await buildApp({ dataDir, demoPassword: PASSWORD, seed: 'demo', staticDir: join(dataDir, 'no-dist'), databaseUrl: postgres?.url, ...options });
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      if (options.dataDir) return;
      await postgres?.drop();
      databasesOf.delete(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  cookie: string;
  headers: Record<string, string>;
}

const cookieValue = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

/** The browser's dance: a GET hands out XSRF-TOKEN, the login POST echoes it, the session cookie comes back. */
export async function login(app: FastifyInstance, email = 'admin@example.com', password = PASSWORD): Promise<Session> {
  const first = await app.inject({ method: 'GET', url: '/api/me' });
  const xsrf = cookieValue(first.headers['set-cookie'], 'XSRF-TOKEN')!;
  const response = await app.inject({
    method: 'POST', url: '/api/login', payload: { email, password },
    headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  const session = cookieValue(response.headers['set-cookie'], 'sd_session');
  const cookie = `XSRF-TOKEN=${xsrf}; sd_session=${session}`;
  return { cookie, headers: { cookie, 'x-xsrf-token': xsrf } };
}

/** app.inject as the signed-in user, answering the parsed JSON beside the status. */
export async function call(app: FastifyInstance, session: Session | undefined, options: InjectOptions) {
  const response = await app.inject({ ...options, headers: { ...session?.headers, ...options.headers } });
  let body: any;
  try { body = response.json(); } catch { body = response.body; }
  return { status: response.statusCode, body, response };
}

/** A multipart body for inject: fields and optional files (encodeName: the name as RFC 5987 filename*, any character allowed). */
export function multipartBody(fields: Record<string, string>, files: Array<{ name: string; filename: string; content: Buffer | string; type?: string; encodeName?: boolean }> = []) {
  const boundary = `----sdtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const filename = file.encodeName ? `filename*=UTF-8''${encodeURIComponent(file.filename)}` : `filename="${file.filename}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; ${filename}\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Rows of a table, to check what was (not) written. */
export const rows = async (app: FastifyInstance, sql: string, ...params: SqlValue[]) => await app.db.all<any>(sql, params);
/**
 * Takes seeded tickets out of the problem the demo seed put them in, so a test may attach them to
 * another: a ticket is in one problem at most (a second is a 400). await releaseTickets(app, 1, 2).
 */
export const releaseTickets = (app: FastifyInstance, ...ids: number[]) =>
  app.db.run(`DELETE FROM record_links WHERE owner = 'problem' AND link = 'tickets' AND target_id IN (${ids.map(() => '?').join(', ')})`, ids);
export const count = async (app: FastifyInstance, table: string) => (await app.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n;

export interface SignedIn {
  built: Built;
  admin: Session;
  agent: Session;
  user: Session;
}

/** A fresh server with each demo role signed in: ({ built, admin, agent } = await signedIn()) in a file's beforeAll. */
export async function signedIn(options: Partial<AppOptions> = {}): Promise<SignedIn> {
  const built = await build(options);
  const [admin, agent, user] = await Promise.all(
    ['admin@example.com', 'agent@example.com', 'user@example.com'].map((email) => login(built.app, email)),
  );
  return { built, admin, agent, user };
}

/** The last id a table's key handed out, deleted rows included: SQLite's sqlite_sequence, PostgreSQL's identity sequence. */
export async function lastIdGiven(db: SqlClient, table: string): Promise<number> {
  if (db.dialect === 'sqlite') return (await db.get<{ seq: number }>('SELECT seq FROM sqlite_sequence WHERE name = ?', [table]))?.seq ?? 0;
  const sequence = (await db.get<{ name: string }>('SELECT pg_get_serial_sequence(?, ?) AS name', [table, 'id']))!.name;
  return (await db.get<{ seq: number }>(`SELECT last_value AS seq FROM ${sequence}`))!.seq;
}

/** Whether the database holds a table of that name. */
export async function tableExists(db: SqlClient, name: string): Promise<boolean> {
  const found = db.dialect === 'sqlite'
    ? await db.get("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?", [name])
    : await db.get('SELECT 1 AS found FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?', [name]);
  return found !== undefined;
}

/**
 * The columns PostgreSQL's search column of a table joins, as its comment names them (ensureSearchIndex),
 * checked to have its trigram index; none without one.
 */
export async function searchedOnPostgres(db: SqlClient, table: string): Promise<string[]> {
  const column = await db.get<{ columns: string }>(`SELECT col_description(CAST(? AS regclass), a.attnum) AS columns
    FROM pg_attribute a WHERE a.attrelid = CAST(? AS regclass) AND a.attname = ? AND NOT a.attisdropped`, [table, table, SEARCH_COLUMN]);
  const index = await db.get('SELECT 1 AS found FROM pg_indexes WHERE tablename = ? AND indexname = ?', [table, `trgm_${table}`]);
  return column && index ? column.columns.split(', ') : [];
}

/**
 * Makes the database refuse an INSERT or UPDATE of a table's rows that match `when` (written on NEW:
 * 'NEW.id = 12') with `message`, as a broken disk or a failing constraint would, for tests of what a
 * failed write leaves behind. allowWrites(db, name, table) takes it away.
 */
export async function refuseWrites(db: SqlClient, name: string, event: 'INSERT' | 'UPDATE', table: string, when: string, message: string): Promise<void> {
  if (db.dialect === 'sqlite') {
    await db.exec(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, '${message}'); END;`);
    return;
  }
  await db.exec(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${when} THEN RAISE EXCEPTION '${message}'; END IF; RETURN NEW; END $$;
    CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}();`);
}

export async function allowWrites(db: SqlClient, name: string, table: string): Promise<void> {
  await db.exec(db.dialect === 'sqlite' ? `DROP TRIGGER ${name}` : `DROP TRIGGER ${name} ON ${table}; DROP FUNCTION ${name}();`);
}
