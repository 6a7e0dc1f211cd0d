/**
 * The primary of a server run as several processes (WORKERS > 1). It holds no app and no database, so
 * it stays small: first a setup process does the start's once-only work (tables, demo seed, freeing
 * what a stopped server held) and exits; then the primary listens and the workers start, each a whole
 * app on the same database file, taking the connections the primary hands out (handedConnections.ts),
 * so any of them answers any request. A worker that dies is replaced (respawnDelay.ts), its
 * connections waiting in the primary meanwhile. SIGTERM or SIGINT closes the port at once and goes on
 * to every worker, which stops as a single process does (stopOnSignals.ts); the primary exits once all
 * have, with the worst of their codes, and kills those left a margin after their own last limit.
 */
import cluster, { type Worker } from 'node:cluster';
import { EXIT_MARGIN_MS, STOPPED_CUT } from '../stopOnSignals';
import { ConnectionHandout } from './handedConnections';
import { QUICK_END_MS, respawnDelay } from './respawnDelay';

/** Of two exit codes the one that says more went wrong: 1 (a failure), then STOPPED_CUT, then 0. */
const worseExit = (a: number, b: number) => ([a, b].includes(1) ? 1 : Math.max(a, b));

/** Tells a forked process its part; see processRoleOf. */
export const ROLE_ENV = 'SERVER_PROCESS_ROLE';

/**
 * Runs the primary: answers its exit code once the server has stopped: 0, STOPPED_CUT when a worker
 * cut requests at the end of its grace, 1 when one failed. `graceMs` is what a stopping worker gives
 * its requests; `onListening` runs when every worker is ready.
 */
export async function runPrimary(count: number, graceMs: number, address: { host: string; port: number }, onListening: () => void): Promise<number> {
  const alive = new Set<Worker>();
  const handout = new ConnectionHandout();
  const respawns = new Set<ReturnType<typeof setTimeout>>();
  let stopping = false;
  let exitCode = 0;
  let stopped: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    stopped = () => {
      handout.end();
      resolve();
    };
  });
  const fork = (role: 'setup' | 'worker') => {
    const worker = cluster.fork({ [ROLE_ENV]: role });
    alive.add(worker);
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      handout.remove(worker);
      if (!stopping) return;
      exitCode = worseExit(exitCode, signal || (code !== 0 && code !== STOPPED_CUT) ? 1 : code);
      if (!alive.size) stopped();
    });
    return worker;
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    handout.close();
    for (const timer of respawns) clearTimeout(timer);
    if (!alive.size) stopped();
    for (const worker of alive) worker.process.kill('SIGTERM');
    // A worker exits by itself at graceMs + EXIT_MARGIN_MS at the latest; one that cannot is killed.
    setTimeout(() => { for (const worker of alive) worker.process.kill('SIGKILL'); }, graceMs + 2 * EXIT_MARGIN_MS).unref();
  };
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
  try {
    await handout.listen(address.port, address.host);
  } catch (error) {
    console.error(`The server cannot listen on ${address.host}:${address.port}: ${(error as Error).message}`);
    return 1;
  }

  let ready = 0;
  /** Starts the worker of a slot; `quickEnds`: how many of the slot's workers in a row ended soon after they became ready. */
  const start = (quickEnds: number) => {
    const worker = fork('worker');
    let readyAt: number | undefined;
    handout.add(worker, () => {
      readyAt = Date.now();
      if (++ready === count) onListening();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      // One that never became ready would fail again (a broken file, a database refused): stop rather than loop.
      if (readyAt === undefined) {
        console.error(`A server worker stopped while starting (${signal ?? code}): stopping the server.`);
        exitCode = 1;
        stop();
        return;
      }
      // One that had run a while is replaced at once however its slot fared before.
      const quick = Date.now() - readyAt < QUICK_END_MS;
      const delay = quick ? respawnDelay(quickEnds) : 0;
      const next = quick ? quickEnds + 1 : 0;
      console.error(`A server worker stopped (${signal ?? code}): starting another${delay ? ` in ${delay / 1000} s` : ''}.`);
      const timer = setTimeout(() => {
        respawns.delete(timer);
        start(next);
      }, delay);
      respawns.add(timer);
    });
  };
  for (let i = 0; i < count; i++) start(0);
  await done;
  return exitCode;
}
