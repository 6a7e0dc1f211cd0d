// The server as people run it with WORKERS=2 (clusterServer.ts): a primary and two worker processes
// on one port and one database, each request on a connection of its own, answered by either worker.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';
import { browser as browserAt, json, startCluster, type Answer, type Cluster } from './clusterServer';
import { multipartBody, PASSWORD } from './helpers';
import { MAPPING, SUBMIT, TRACKING, UPLOAD } from './importHelpers';

let cluster: Cluster;
let server: Cluster['server'];
let dataDir: string;
const browser = () => browserAt(cluster.port);

/** GETs path until a worker other than `not` answers it (connections alternate between the workers). */
async function fromAnotherWorker(call: ReturnType<typeof browser>, path: string, not: number): Promise<Answer> {
  for (let i = 0; i < 40; i++) {
    const answer = await call('GET', path);
    if (answer.servedBy !== not) return answer;
  }
  throw new Error(`only worker ${not} answered ${path}`);
}

beforeAll(async () => {
  cluster = await startCluster();
  ({ server, dataDir } = cluster);
}, 180_000);

afterAll(() => cluster?.stop());

it('answers from either worker with the same session and the same data', async () => {
  const call = browser();
  await call('GET', '/api/me'); // hands out the CSRF cookie
  const login = await call('POST', '/api/login', json({ email: 'admin@example.com', password: PASSWORD }));
  expect(login.status).toBe(200);
  const me = await fromAnotherWorker(call, '/api/me', login.servedBy);
  expect(me.status).toBe(200);
  expect(me.body.data).toMatchObject({ email: 'admin@example.com', role: 'admin' });

  const created = await call('POST', '/service-desk/api/contract-type', multipartBody({ name: 'Made by one worker' }));
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const read = await fromAnotherWorker(call, `/service-desk/api/contract-type/${id}`, created.servedBy);
  expect(read.status).toBe(200);
  expect(read.body.data).toMatchObject({ id, name: 'Made by one worker' });
  expect(new Set([login.servedBy, me.servedBy, created.servedBy, read.servedBy]).size).toBe(2);
});

it('runs an import once, in one worker, while both answer its tracking', async () => {
  const ROWS = 3000;
  const call = browser();
  await call('GET', '/api/me');
  await call('POST', '/api/login', json({ email: 'admin@example.com', password: PASSWORD }));
  const csv = `Identifier,Name,Asset type\n${Array.from({ length: ROWS }, (_, i) => `WRK-${i},Worker row ${i},Laptop`).join('\n')}\n`;
  const uploaded = await call('POST', UPLOAD, multipartBody({}, [{ name: 'import_file', filename: 'assets.csv', content: csv, type: 'text/csv' }]));
  expect(uploaded.status).toBe(200);
  const id = uploaded.body.data.import_id;
  const { body } = await call('GET', `${MAPPING}/${id}`);
  const mapped = Object.fromEntries(body.data.columns_to_import.filter((c: any) => c.mapped_to !== null).map((c: any) => [c.uuid, c.mapped_to]));
  const submitted = await call('POST', SUBMIT, json({ import_id: id, mapped_system_attributes: mapped, update_existing: false, should_handle_date: false }));
  expect(submitted.status).toBe(200);
  // A second submit of the same upload, at whichever worker, starts nothing.
  expect((await call('POST', SUBMIT, json({ import_id: id, mapped_system_attributes: mapped }))).status).toBe(400);

  const trackedBy = new Set<number>();
  let summary: any;
  for (let polls = 0; polls < 600; polls++) {
    const answer = await call('GET', `${TRACKING}/${id}`);
    trackedBy.add(answer.servedBy);
    summary = answer.body.data.summary;
    // Polls go on past the end until both workers have answered: a fast import may end first.
    if (summary.status !== 'queued' && summary.status !== 'running' && trackedBy.size === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(summary).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0, processed: ROWS });
  expect(trackedBy.size).toBe(2);

  const db = new Database(join(dataDir, DB_FILE), { readonly: true });
  try {
    const assets = db.prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT identifier) AS distinct_ids FROM sd_assets WHERE identifier LIKE 'WRK-%'").get();
    expect(assets).toEqual({ n: ROWS, distinct_ids: ROWS });
    const logged = db.prepare(`SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'asset' AND action = 'created'
      AND record_id IN (SELECT id FROM sd_assets WHERE identifier LIKE 'WRK-%')`).get();
    expect(logged).toEqual({ n: ROWS });
    // The runner that claimed it is one of the two workers.
    const job = db.prepare('SELECT status, created, next_record, runner FROM import_jobs WHERE id = ?').get(id) as Record<string, any>;
    expect(job).toMatchObject({ status: 'completed', created: ROWS, next_record: ROWS });
    expect([...trackedBy]).toContain(Number(String(job.runner).split('-')[0]));
  } finally {
    db.close();
  }
}, 180_000);

it('lets exactly one of two saves at the same version win, whichever workers answer them', async () => {
  const agents = [browser(), browser()];
  // Two sessions of the administrator, who keeps the reference data.
  for (const call of agents) {
    await call('GET', '/api/me');
    await call('POST', '/api/login', json({ email: 'admin@example.com', password: PASSWORD }));
  }
  const servedBy = new Set<number>();
  for (let round = 0; round < 10; round++) {
    const created = await agents[0]('POST', '/service-desk/api/contract-type', multipartBody({ name: `Raced ${round}` }));
    const { id, row_version: version } = created.body.data;
    const answers = await Promise.all(agents.map((call, i) =>
      call('POST', '/service-desk/api/contract-type', multipartBody({ id: String(id), name: `Raced ${round} by ${i}`, row_version: String(version) }))));
    for (const answer of answers) servedBy.add(answer.servedBy);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const stored = await agents[0]('GET', `/service-desk/api/contract-type/${id}`);
    expect(stored.body.data).toMatchObject({ name: `Raced ${round} by ${winner}`, row_version: version + 1 });
  }
  expect(servedBy.size).toBe(2);
}, 60_000);

it('closes every worker and exits on SIGTERM', async () => {
  const workers = new Set<number>();
  const call = browser();
  for (let i = 0; i < 6; i++) workers.add((await call('GET', '/api/me')).servedBy);
  expect(workers.size).toBe(2);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
}, 60_000);
