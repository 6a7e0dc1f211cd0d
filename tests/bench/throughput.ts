// Throughput of the reference server as people run it: server/main.ts as a child process (WORKERS
// default, a fresh demo database), loaded by autocannon over 127.0.0.1 with 50 connections for 15 s
// on the problem list's first page as a signed-in administrator. Beside it, a bare fastify hello
// world started the same way on the same machine in the same run: the ratio says how much of what
// the machine can answer the app keeps. The same list is then asked with every request a URL of its
// own (a parameter the server ignores), so that no answer is served from the kept ones
// (server/plugins/keptAnswers.ts): what each read costs when the data changes between reads.
// The server's idle memory is read before the first request.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, idleMegabytes, ROOT, startProcess, startServer, stopProcess } from './serverProcess';

export const THROUGHPUT_PATH = '/service-desk/api/problem-list?limit=10';
/** Connections and seconds of each load. */
export const LOAD = { connections: 50, duration: 15 };

export interface Load { requestsPerSecond: number; p99: number; errors: number; non2xx: number; total: number }

export interface ThroughputFigures {
  app: Load;
  /** The same page, each request with a URL of its own: no kept answer serves it. */
  unkept: Load;
  hello: Load;
  ratio: number;
  /** VmRSS in MB of each of the server's processes when idle after start, the primary first. */
  idle: Array<{ pid: number; megabytes: number }>;
}

async function load(url: string, headers: Record<string, string> = {}, duration = LOAD.duration, eachOwnUrl = false): Promise<Load> {
  let sent = 0;
  const own = eachOwnUrl ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: `${new URL(url).pathname}${new URL(url).search}&unkept=${sent++}` }) }] } : {};
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration, ...own });
  return {
    requestsPerSecond: result.requests.average, p99: result.latency.p99,
    errors: result.errors + result.timeouts, non2xx: result.non2xx, total: result.requests.total,
  };
}

/** Signs in as the demo administrator: the Cookie header a browser would send, and the CSRF token it echoes on writes. */
export async function signIn(base: string): Promise<{ cookie: string; token: string }> {
  const first = await fetch(`${base}/api/me`);
  const xsrf = first.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('XSRF-TOKEN='))!;
  const token = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length));
  const response = await fetch(`${base}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': token },
    body: JSON.stringify({ email: 'admin@example.com', password: 'bench' }),
  });
  if (response.status !== 200) throw new Error(`bench sign-in: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('sd_session='))!;
  return { cookie: `${xsrf}; ${session}`, token };
}

/** The bare fastify of benchThroughput: WORKERS of env as the server's. */
export async function benchHello(env: Record<string, string> = {}, duration = LOAD.duration): Promise<Load> {
  const helloPort = await freePort();
  const helloServer = await startProcess(join(ROOT, 'tests', 'bench', 'helloServer.ts'), { PORT: String(helloPort), ...env }, 'hello ready');
  try {
    await load(`http://127.0.0.1:${helloPort}/`, {}, 2);
    return await load(`http://127.0.0.1:${helloPort}/`, {}, duration);
  } finally {
    await stopProcess(helloServer);
  }
}

/**
 * The server on env (WORKERS, DATABASE_URL, ...) beside `hello` (measured first when not given, with
 * the same WORKERS); `duration` seconds of load each (LOAD's by default).
 */
export async function benchThroughput(env: Record<string, string> = {}, hello?: Load, duration = LOAD.duration): Promise<ThroughputFigures> {
  hello ??= await benchHello(env, duration);

  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-throughput-'));
  const port = await freePort();
  const server = await startServer(dataDir, port, env);
  try {
    // Idle: the start's work done and nothing asked yet.
    const idle = await idleMegabytes(server.pid!);
    const base = `http://127.0.0.1:${port}`;
    const { cookie } = await signIn(base);
    await load(`${base}${THROUGHPUT_PATH}`, { cookie }, 2);
    const app = await load(`${base}${THROUGHPUT_PATH}`, { cookie }, duration);
    const unkept = await load(`${base}${THROUGHPUT_PATH}`, { cookie }, duration, true);
    return { app, unkept, hello, ratio: app.requestsPerSecond / hello.requestsPerSecond, idle };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures: npm run bench, or alone with `npx tsx tests/bench/throughput.ts`. */
export function printThroughput(figures: ThroughputFigures): void {
  const line = (load: Load) => `${Math.round(load.requestsPerSecond).toLocaleString('en')} req/s, p99 ${load.p99} ms, ${load.errors} errors, ${load.non2xx} non-2xx (${load.total.toLocaleString('en')} requests)`;
  console.log(`\nThroughput, ${LOAD.connections} connections for ${LOAD.duration} s over 127.0.0.1 (autocannon):`);
  console.log(`  GET ${THROUGHPUT_PATH}, signed in: ${line(figures.app)} (goal >= 2,500 req/s, p99 <= 50 ms, 0 errors)`);
  console.log(`  the same, each request its own URL: ${line(figures.unkept)} (no kept answer: every request reads and serialises the page)`);
  console.log(`  bare fastify hello world:          ${line(figures.hello)}`);
  console.log(`  ratio ${(figures.ratio * 100).toFixed(1)} % of hello world (goal >= 15 %)`);
  const total = figures.idle.reduce((sum, each) => sum + each.megabytes, 0);
  console.log(`  server idle after start (VmRSS): ${figures.idle.map((each, i) => `${figures.idle.length === 1 ? 'server' : i === 0 ? 'primary' : 'worker'} ${each.megabytes.toFixed(0)} MB`).join(', ')}; total ${total.toFixed(0)} MB (goal <= 120 MB a process)`);
}

if (process.argv[1] === import.meta.filename) printThroughput(await benchThroughput());
