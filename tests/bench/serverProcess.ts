// A server as a separate process, as people run it: `npm start`'s compiled server (dist-server/),
// ready when it prints its ready line, measured from /proc (its resident memory and its workers').
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `node script` (through tsx for a .ts file) with env, resolving once its stdout holds `ready`. */
export function startProcess(script: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script], {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk;
      if (!out.includes(ready)) return;
      // From here on its output (request logs) is read and dropped: a full pipe would stall the server.
      child.stdout!.off('data', onData).resume();
      resolve(child);
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} stopped (${code}): ${out.slice(-400)}`)));
  });
}

let serverBuilt = false;

/** Compiles the server from the sources as they are now, once per bench run. */
function buildServer(): void {
  if (serverBuilt) return;
  execFileSync('npx', ['vite', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  serverBuilt = true;
}

/** The compiled server on DATA_DIR and PORT with the demo seed (password 'bench'), plus env (WORKERS, ...). */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  buildServer();
  return startProcess(join(ROOT, 'dist-server', 'main.js'), { DATA_DIR: dataDir, PORT: String(port), DEMO_PASSWORD: 'bench', ...env }, 'Service desk running');
}

/** Stops a started process with SIGTERM (SIGKILL after 10 s) and waits for its exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export const statusOf = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
export const kilobytes = (status: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);

/** The pids whose parent is pid (a cluster's workers), from /proc/<pid>/stat. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and brackets: the parent pid is the second field after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(name));
    } catch { /* the process ended meanwhile */ }
  }
  return out;
}

/** The process and all its descendants, parent first. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** VmRSS in MB of each process of the tree, parent first. */
export const residentMegabytes = (pid: number) =>
  processTree(pid).map((each) => ({ pid: each, megabytes: kilobytes(statusOf(each), 'VmRSS') / 1024 }));

/**
 * The resident memory of a started server once it is idle: read each second until three readings in
 * a row move less than 1 MB in all (at most 30 s). A process is not idle while it starts: its heap
 * grows with the start's work and shrinks when V8 sees it idle, some seconds later.
 */
export async function idleMegabytes(pid: number): Promise<Array<{ pid: number; megabytes: number }>> {
  const total = (readings: Array<{ megabytes: number }>) => readings.reduce((sum, each) => sum + each.megabytes, 0);
  let last = residentMegabytes(pid);
  for (let steady = 0, waited = 0; steady < 3 && waited < 30; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = residentMegabytes(pid);
    steady = Math.abs(total(now) - total(last)) < 1 ? steady + 1 : 0;
    last = now;
  }
  return last;
}
