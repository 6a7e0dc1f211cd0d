// The server as people run it with WORKERS=2 (clusterServer.ts): a primary and two worker processes
// on one port and one database, each request on a connection of its own, answered by either worker.
import { readdirSync } from 'node:fs';
import { Agent, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { areaFolder } from '../../server/files/folderFileStore';
import { inspect } from './besideServer';
import { browser as browserAt, json, signedInBrowser, startCluster, type Answer, type Cluster } from './clusterServer';
import { multipartBody, PASSWORD } from './helpers';
import { assetCsv, SUBMIT, submittedTo, TRACKING, UPLOAD } from './importHelpers';

let cluster: Cluster;
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
  // A short grace, for the stuck upload of the last test.
  cluster = await startCluster({ STOP_GRACE_SECONDS: '2' });
  ({ dataDir } = cluster);
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
  const { id, mapped } = await submittedTo(call, assetCsv('WRK', ROWS));
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

  await inspect(dataDir, async (db) => {
    const assets = await db.get("SELECT COUNT(*) AS n, COUNT(DISTINCT identifier) AS distinct_ids FROM sd_assets WHERE identifier LIKE 'WRK-%'");
    expect(assets).toEqual({ n: ROWS, distinct_ids: ROWS });
    const logged = await db.get(`SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'asset' AND action = 'created'
      AND record_id IN (SELECT id FROM sd_assets WHERE identifier LIKE 'WRK-%')`);
    expect(logged).toEqual({ n: ROWS });
    // The runner that claimed it is one of the two workers.
    const job = (await db.get<Record<string, any>>('SELECT status, created, next_record, runner FROM import_jobs WHERE id = ?', [id]))!;
    expect(job).toMatchObject({ status: 'completed', created: ROWS, next_record: ROWS });
    expect([...trackedBy]).toContain(Number(String(job.runner).split('-')[0]));
  });
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
  // The stop in full: it answers the upload in flight, closes idle connections, refuses new ones,
  // cuts a stuck upload after the grace, and exits 3 for it.
  const call = await signedInBrowser(cluster.port, 'admin@example.com');
  const workers = new Set<number>();
  for (let i = 0; i < 6; i++) workers.add((await call('GET', '/api/me')).servedBy);
  expect(workers.size).toBe(2);
  const events: string[] = [];

  // A kept-alive connection, idle when the signal comes.
  const idle = new Agent({ keepAlive: true });
  await call('GET', '/api/me', undefined, { agent: idle });
  const [socket] = Object.values(idle.freeSockets).flat();
  const idleClosed = new Promise<void>((resolve) => socket!.once('close', () => {
    events.push('idle connection closed');
    resolve();
  }));

  // Two uploads the server has begun to read (it answered 100 Continue): one is sent to its end after the signal, one never.
  const file = multipartBody({}, [{ name: 'import_file', filename: 'late.csv', content: assetCsv('LATE', 200), type: 'text/csv' }]);
  const body = { payload: file.payload, headers: { ...file.headers, expect: '100-continue' } };
  const HEAD = 300;
  const begin = (request: ClientRequest, payload: Buffer) => new Promise<void>((resolve) => {
    request.once('continue', () => request.write(payload.subarray(0, HEAD), () => resolve()));
    request.flushHeaders();
  });
  const reading: Promise<void>[] = [];
  let sendRest = () => {};
  const finished = call('POST', UPLOAD, body, {
    agent: new Agent({ keepAlive: true }),
    write: (request, payload) => {
      reading.push(begin(request, payload as Buffer));
      sendRest = () => request.end((payload as Buffer).subarray(HEAD));
    },
  });
  const stuck = call('POST', UPLOAD, body, { write: (request, payload) => reading.push(begin(request, payload as Buffer)) })
    .then(() => 'answered', (error: NodeJS.ErrnoException) => {
      events.push('stuck upload cut');
      return error.code;
    });
  await Promise.all(reading);

  const exited = cluster.ended('SIGTERM');
  // The stop has begun once the idle connection is closed; the upload in flight is then sent to its end.
  await idleClosed;
  sendRest();
  const answered = await finished;
  events.push('upload answered');
  expect(answered.status).toBe(200);
  // Its kept-alive connection ends with it.
  expect(answered.headers.connection).toBe('close');
  // A new connection is refused: the primary closed the port before it passed the signal on.
  expect(await call('GET', '/api/me').catch((error: NodeJS.ErrnoException) => error.code)).toBe('ECONNREFUSED');
  events.push('new connection refused');
  expect(await stuck).toBe('ECONNRESET');
  // It cut a request (the stuck upload): 3, not 0.
  expect(await exited).toBe(3);
  expect(events).toEqual(['idle connection closed', 'upload answered', 'new connection refused', 'stuck upload cut']);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();

  // The answered upload is a job with its file; the cut one left nothing.
  const jobs = await inspect(dataDir, (db) => db.all<{ id: number; stored_name: string }>("SELECT id, stored_name FROM import_jobs WHERE status = 'uploaded'"));
  expect(jobs.map((job) => job.id)).toEqual([answered.body.data.import_id]);
  expect(readdirSync(areaFolder(dataDir, 'imports'))).toEqual([jobs[0].stored_name]);
}, 60_000);
