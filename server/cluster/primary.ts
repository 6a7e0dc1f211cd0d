/**
 * The primary of a server run as several processes (WORKERS > 1). It holds no app and no database, so
 * it stays small: first a setup process does the start's once-only work (tables, demo seed, freeing
 * what a stopped server held) and exits; then the workers start, each a whole app on the same port
 * (node:cluster hands them the connections in turn) and the same database file, so any of them
 * answers any request. A worker that dies is replaced. SIGTERM or SIGINT goes on to every worker,
 * which stops as a single process does (stopOnSignals.ts); the primary exits once all have, with 1
 * when one of them did not stop cleanly, and kills those left a margin after their own last limit.
 */
import cluster, { type Worker } from 'node:cluster';
import { EXIT_MARGIN_MS } from '../stopOnSignals';

/** Tells a forked process its part; see processRoleOf. */
export const ROLE_ENV = 'SERVER_PROCESS_ROLE';

/**
 * Runs the primary: answers its exit code once the server has stopped. `graceMs` is what a stopping
 * worker gives its requests; `onListening` runs when every worker listens.
 */
export async function runPrimary(count: number, graceMs: number, onListening: () => void): Promise<number> {
  const alive = new Set<Worker>();
  let stopping = false;
  let failed = false;
  let stopped: () => void = () => undefined;
  const fork = (role: 'setup' | 'worker') => {
    const worker = cluster.fork({ [ROLE_ENV]: role });
    alive.add(worker);
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      if (!stopping) return;
      if (code !== 0 || signal) failed = true;
      if (!alive.size) stopped();
    });
    return worker;
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (!alive.size) stopped();
    for (const worker of alive) worker.process.kill('SIGTERM');
    // A worker exits by itself at graceMs + EXIT_MARGIN_MS at the latest; one that cannot is killed.
    setTimeout(() => { for (const worker of alive) worker.process.kill('SIGKILL'); }, graceMs + 2 * EXIT_MARGIN_MS).unref();
  };
  const done = new Promise<void>((resolve) => { stopped = resolve; });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // A worker's young generation is capped at 8 MB a half instead of V8's 16: the start's allocations
  // otherwise leave it grown, some 13 MB more of each idle worker (docs/decisions.md, idle memory).
  // Its old generation is collected once it has grown by half rather than V8's up to fourfold: an
  // import's batches outlive the young generation, and 27 MB of live objects peaked at 135 MB.
  cluster.setupPrimary({ execArgv: [...process.execArgv, '--max-semi-space-size=8', '--heap-growing-percent=50'] });
  const setup = fork('setup');
  const setupCode = await new Promise<number>((resolve) => setup.once('exit', (code, signal) => resolve(signal ? 1 : code ?? 1)));
  if (setupCode !== 0) return setupCode;
  if (stopping) return 0;

  let listening = 0;
  const start = () => {
    const worker = fork('worker');
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      if (++listening === count) onListening();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      // One that never listened would fail again (a port taken, a broken file): stop rather than loop.
      if (!listened) {
        console.error(`A server worker stopped while starting (${signal ?? code}): stopping the server.`);
        failed = true;
        stop();
        return;
      }
      console.error(`A server worker stopped (${signal ?? code}): starting another.`);
      start();
    });
  };
  for (let i = 0; i < count; i++) start();
  await done;
  return failed ? 1 : 0;
}
