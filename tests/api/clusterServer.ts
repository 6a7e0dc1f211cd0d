// The server as people run it with WORKERS=2: a primary and two worker processes on one port and one
// database (server/cluster/), started from the sources for a spec, with the helpers that talk to it
// as a browser would. Every request opens a connection of its own, which the primary hands to the
// workers in turn; the X-Served-By header (SERVED_BY_HEADER=1) names the worker's pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD, postgresOf } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Answer { status: number; servedBy: number; body: any; headers: Record<string, string | string[] | undefined> }

export interface Cluster {
  port: number;
  dataDir: string;
  server: ChildProcess;
  /** What the server printed so far, stdout and stderr. */
  output(): string;
  /** Sends the signal and answers how the server ended: its exit code, or the signal that ended it. */
  ended(signal: NodeJS.Signals): Promise<number | NodeJS.Signals>;
  /** The server started again on the same data folder and port, once this one has ended. */
  restart(env?: Record<string, string>): Promise<Cluster>;
  /** Kills what is left of the server and removes its folder. */
  stop(): void;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** Starts `npm run serve` with two workers on a fresh data folder (and `env` on top), once it says it runs. */
export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  return startIn(mkdtempSync(join(tmpdir(), 'sd-workers-')), await freePort(), env);
}

async function startIn(work: string, port: number, env: Record<string, string>): Promise<Cluster> {
  const dataDir = join(work, 'data');
  // The suite's PostgreSQL run: the data folder's own database, the same again after a restart.
  const postgres = env.DATABASE_URL ? undefined : await postgresOf(dataDir);
  if (postgres) env = { ...env, DATABASE_URL: postgres.url };
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WORKERS: '2', SERVED_BY_HEADER: '1', DATA_DIR: dataDir, PORT: String(port), DEMO_PASSWORD: PASSWORD, STATIC_DIR: join(work, 'no-dist'), ...env },
  });
  let output = '';
  const exit = new Promise<number | NodeJS.Signals>((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code!)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Service desk running')) resolve();
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    void exit.then((code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return {
    port, dataDir, server,
    output: () => output,
    ended(signal) {
      server.kill(signal);
      return exit;
    },
    async restart(more = {}) {
      await exit;
      return startIn(work, port, { ...env, ...more });
    },
    stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** How a call goes out, when not as usual: on an agent's kept-alive connection, its body written by the caller. */
export interface Sending {
  agent?: Agent;
  /** Writes the body and ends the request, in its own time (the default ends it with the body at once). */
  write?: (request: ClientRequest, payload: Buffer | string | undefined) => void;
}

/**
 * A browser that never reuses a connection (unless told): the session and CSRF cookies kept, the token
 * echoed on writes. Given another browser's cookies, it carries the same session (to another server).
 */
export function browser(port: number, cookies = new Map<string, string>()) {
  return (method: string, path: string, body?: { payload: Buffer | string; headers: Record<string, string> }, sending: Sending = {}) => new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...body?.headers };
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN')!);
    const sent = request({ host: '127.0.0.1', port, method, path, headers, agent: sending.agent ?? false }, (response) => {
      for (const line of response.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      let text = '';
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => {
        let parsed: unknown = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: response.statusCode!, servedBy: Number(response.headers['x-served-by']), body: parsed, headers: response.headers });
      });
    });
    sent.on('error', reject);
    if (sending.write) sending.write(sent, body?.payload);
    else sent.end(body?.payload);
  });
}

export type Browser = ReturnType<typeof browser>;

export const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

/** A browser signed in as one of the demo logins. */
export async function signedInBrowser(port: number, email: string): Promise<Browser> {
  const call = browser(port);
  await call('GET', '/api/me'); // hands out the CSRF cookie
  const login = await call('POST', '/api/login', json({ email, password: PASSWORD }));
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status}`);
  return call;
}
