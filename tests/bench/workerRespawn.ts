// How long a server is unanswered when every worker dies at once (the OOM killer, a bad deploy): from
// the kill to the first answer. No connection is refused meanwhile (tests/api/stopping.spec.ts): the
// primary holds them, so this window is a wait, not an outage of refused connections.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './measure';
import { freePort, processTree, startServer, stopProcess } from './serverProcess';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET on a connection of its own, resolved with its status (any answer counts) or rejected. */
const answered = (port: number) => new Promise<number>((resolve, reject) => {
  const sent = request({ host: '127.0.0.1', port, path: '/api/me', agent: false }, (response) => {
    response.resume();
    resolve(response.statusCode ?? 0);
  });
  sent.on('error', reject);
  sent.end();
});

export interface RespawnFigures { workers: number; windows: number[]; median: number; refused: number }

/**
 * Kills every worker of a started server, `rounds` times, each round a new start on the same data
 * folder (a worker killed again within a minute counts as a crash loop and waits: respawnDelay.ts),
 * timing the kill to the first answer, probed on new connections.
 */
export async function benchWorkerRespawn(rounds = 5, workers = 2): Promise<RespawnFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'respawn-bench-'));
  const windows: number[] = [];
  let refused = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const port = await freePort();
      const server = await startServer(dataDir, port, { WORKERS: String(workers) });
      try {
        const pids = processTree(server.pid!).slice(1);
        const killedAt = performance.now();
        for (const pid of pids) process.kill(pid, 'SIGKILL');
        for (;;) {
          const status = await answered(port).catch(() => undefined);
          if (status !== undefined) break;
          refused += 1;
          await pause(10);
        }
        windows.push(performance.now() - killedAt);
      } finally {
        await stopProcess(server);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { workers, windows, median: median(windows), refused };
}

export function printWorkerRespawn(figures: RespawnFigures): void {
  console.log(`\nEvery worker (${figures.workers}) killed at once, kill to the first answer (connections wait meanwhile):`);
  console.log(`  ${figures.windows.map((ms) => `${Math.round(ms)} ms`).join(', ')}; median ${Math.round(figures.median)} ms; refused connections ${figures.refused}`);
}
