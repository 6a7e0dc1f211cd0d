// The server as people run it (clusterServer.ts: a primary and two workers) stopped while it is busy,
// and with every worker killed at once. The primary holds the port (server/cluster/handedConnections.ts):
// from the signal on a new connection is refused at once, never taken and held, even while a worker
// cannot answer; the exit code says whether requests were cut. Killed workers are replaced at once, and
// the connections made meanwhile wait for them instead of being refused.
import { Agent } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { processTree } from '../bench/serverProcess';
import { browser, signedInBrowser, startCluster, type Answer, type Cluster } from './clusterServer';
import { multipartBody } from './helpers';
import { assetCsv, UPLOAD } from './importHelpers';

let server: Cluster | undefined;
afterEach(() => server?.stop());

type Outcome = number | string;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A GET on a connection of its own: its status, or the error code its connection ended with. */
const probe = (port: number): Promise<Outcome> => browser(port)('GET', '/api/me').then((answer: Answer) => answer.status, (error: NodeJS.ErrnoException) => error.code!);

/**
 * Probes every 10 ms until `ended` resolves, or (`untilAnswered`) until a probe is answered; answers
 * each probe's outcome in the order they were sent, and whether it came only after `ended` (held).
 */
async function probeEvery10ms(port: number, { ended, untilAnswered = false }: { ended?: Promise<unknown>; untilAnswered?: boolean }) {
  const sent: Array<Promise<{ outcome: Outcome; afterEnd: boolean }>> = [];
  let over = false;
  let hasEnded = false;
  void ended?.then(() => { over = hasEnded = true; });
  while (!over) {
    sent.push(probe(port).then((outcome) => {
      if (untilAnswered && typeof outcome === 'number') over = true;
      return { outcome, afterEnd: hasEnded };
    }));
    await pause(10);
  }
  return Promise.all(sent);
}

it('refuses every new connection from the signal on while it answers those it is busy with, and exits 0', async () => {
  server = await startCluster();
  const admin = await signedInBrowser(server.port, 'admin@example.com');
  // Busy: twenty lists at a time, each on a connection of its own, until the port is refused.
  let refused = false;
  const answered: Outcome[] = [];
  const load = Array.from({ length: 20 }, async () => {
    while (!refused) {
      const status = await admin('GET', '/service-desk/api/asset-list?limit=100').then((answer) => answer.status, (error: NodeJS.ErrnoException) => error.code!);
      answered.push(status);
      if (status === 'ECONNREFUSED') refused = true;
    }
  });
  await pause(1000);
  const exited = server.ended('SIGTERM');
  const probes = await probeEvery10ms(server.port, { ended: exited });
  await Promise.all(load);
  const outcomes = probes.map((each) => each.outcome);
  // Accepted just before the primary saw the signal: answered (or cut as idle by the stop); then refused.
  const firstRefused = outcomes.indexOf('ECONNREFUSED');
  expect(firstRefused).toBeGreaterThanOrEqual(0);
  expect(outcomes.slice(firstRefused).every((outcome) => outcome === 'ECONNREFUSED'), outcomes.join(' ')).toBe(true);
  // None held until the server exited.
  expect(probes.filter((each) => each.afterEnd && each.outcome !== 'ECONNREFUSED')).toEqual([]);
  expect(answered.filter((status) => status === 200).length).toBeGreaterThan(0);
  for (const outcome of [...outcomes, ...answered]) expect([200, 401, 503, 'ECONNRESET', 'ECONNREFUSED']).toContain(outcome);
  expect(await exited).toBe(0);
}, 180_000);

it('refuses new connections at once while a worker cannot answer (its event loop stopped), and exits 0 once it could', async () => {
  server = await startCluster();
  const call = await signedInBrowser(server.port, 'admin@example.com');
  // An idle kept-alive connection to one worker: its closing shows that worker began to stop.
  const idle = new Agent({ keepAlive: true });
  const answering = (await call('GET', '/api/me', undefined, { agent: idle })).servedBy;
  const idleClosed = new Promise((resolve) => Object.values(idle.freeSockets).flat()[0]!.once('close', resolve));
  const [frozen] = processTree(server.server.pid!).filter((pid) => pid !== server!.server.pid && pid !== answering);
  process.kill(frozen, 'SIGSTOP');
  const exited = server.ended('SIGTERM');
  await idleClosed;
  // The primary closed the port before it passed the signal on: no connection reaches the frozen worker.
  const outcomes: Outcome[] = [];
  for (let i = 0; i < 20; i++) {
    outcomes.push(await Promise.race([probe(server.port), pause(5_000).then(() => 'held')]));
    await pause(10);
  }
  expect(outcomes).toEqual(Array(20).fill('ECONNREFUSED'));
  process.kill(frozen, 'SIGCONT');
  expect(await exited).toBe(0);
}, 180_000);

it('exits 3 when it cut a request still open at the end of its grace, and says so', async () => {
  server = await startCluster({ WORKERS: '1', STOP_GRACE_SECONDS: '1' });
  const admin = await signedInBrowser(server.port, 'admin@example.com');
  // An upload whose body never comes: the server has begun to read it (100 Continue).
  const file = multipartBody({}, [{ name: 'import_file', filename: 'stuck.csv', content: assetCsv('STUCK', 50), type: 'text/csv' }]);
  let begun = () => {};
  const reading = new Promise<void>((resolve) => { begun = resolve; });
  const stuck = admin('POST', UPLOAD, { payload: file.payload, headers: { ...file.headers, expect: '100-continue' } }, {
    write: (request, payload) => {
      request.once('continue', () => request.write((payload as Buffer).subarray(0, 200), () => begun()));
      request.flushHeaders();
    },
  }).catch((error: NodeJS.ErrnoException) => error.code);
  await reading;
  expect(await server.ended('SIGTERM')).toBe(3);
  expect(await stuck).toBe('ECONNRESET');
  expect(server.output()).toContain('The server cut 1 request still open 1 s after the signal (STOP_GRACE_SECONDS).');
}, 120_000);

it('replaces every worker killed at once while the connections made meanwhile wait, then backs off a worker that keeps dying', async () => {
  server = await startCluster();
  const workers = processTree(server.server.pid!).slice(1);
  expect(workers).toHaveLength(2);
  for (const pid of workers) process.kill(pid, 'SIGKILL');
  // Probed every 10 ms until one is answered: none is refused, each is answered once a worker is ready.
  const probes = await probeEvery10ms(server.port, { untilAnswered: true });
  expect(probes.map((each) => each.outcome).filter((outcome) => outcome !== 401)).toEqual([]);
  expect(server.output().match(/A server worker stopped \(SIGKILL\): starting another\./g)).toHaveLength(2);

  // Killed again soon after it became ready (both answer by now): the second time in a row for its slot, it waits a second.
  const servedBy = new Set<number>();
  while (servedBy.size < 2) servedBy.add((await browser(server.port)('GET', '/api/me')).servedBy);
  process.kill([...servedBy][0], 'SIGKILL');
  while (!server.output().includes('A server worker stopped (SIGKILL): starting another in 1 s.')) await pause(50);
  expect(await probe(server.port)).toBe(401);
  expect(await server.ended('SIGTERM')).toBe(0);
}, 180_000);
