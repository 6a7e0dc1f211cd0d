// The throughput run with writes mixed in: 50 clients, each in turn reading the problem list,
// creating a problem (its description rich text, so sanitised on the server), reading one of a
// few shared problems and saving an edit of it at the version it read, as an agent's form does.
// Edits of the same problem race; a save that lost the race is refused (409), never written over.
// Afterwards the database is counted: every create answered 200 is a row, every edit answered 200
// is one version step of its problem and one entry of its log. The run stops with requests under
// way, whose answers nobody reads: each may or may not have been written, so the counts must lie
// between the writes answered 200 and those plus the unanswered ones, never outside.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_FILE } from '../../server/plugins/db';
import { ROW_VERSION } from '../../src/kernel';
import { freePort, startServer, stopProcess } from './serverProcess';
import { signIn, THROUGHPUT_PATH } from './throughput';

const LOAD = { connections: 50, duration: 15 };
/** The problems every client edits: few, so that edits race. */
const SHARED = 10;
const SAVE_PATH = '/service-desk/api/problem/';

export interface MixedFigures {
  seconds: number;
  /** WORKERS as the server ran: 'default' (one process a core) unless set. */
  workers: string;
  requestsPerSecond: number;
  p99: number;
  /** Answers by kind of request: 2xx, 409 (a stale edit), any other 4xx, 5xx; errors are connection failures and timeouts. */
  reads: number;
  creates: { ok: number; refused: number; unanswered: number };
  edits: { ok: number; stale: number; refused: number; unanswered: number };
  serverErrors: number;
  errors: number;
  /** Counted in the database afterwards. */
  rowsAdded: number;
  versionSteps: number;
  loggedEdits: number;
}

const problem = (n: number) => JSON.stringify({
  subject: `Bench problem ${n}`, requester_id: 11, department_id: 3, impact_id: 2, status_type_id: 1, priority_id: 3,
  description: `<p>Seen by <strong>client ${n % LOAD.connections}</strong>.</p><script>alert(${n})</script>`,
});

type Context = { id?: number; version?: number };

export async function benchMixedWrites(duration = LOAD.duration, env: Record<string, string> = {}): Promise<MixedFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-mixed-'));
  const port = await freePort();
  const server = await startServer(dataDir, port, env);
  const open = () => new Database(join(dataDir, DB_FILE), { readonly: true });
  try {
    const base = `http://127.0.0.1:${port}`;
    const { cookie, token } = await signIn(base);
    const db = open();
    const shared = (db.prepare('SELECT id FROM sd_problem WHERE active = 1 ORDER BY id LIMIT ?').all(SHARED) as Array<{ id: number }>).map((row) => row.id);
    const versionsBefore = db.prepare(`SELECT SUM(${ROW_VERSION}) FROM sd_problem WHERE id IN (${shared.join(', ')})`).pluck().get() as number;
    const logBefore = db.prepare(`SELECT COUNT(*) FROM activity_log WHERE resource = 'problem' AND action = 'updated' AND record_id IN (${shared.join(', ')})`).pluck().get() as number;
    const rowsBefore = db.prepare('SELECT COUNT(*) FROM sd_problem').pluck().get() as number;
    db.close();

    const figures = { reads: 0, creates: { ok: 0, refused: 0, unanswered: 0 }, edits: { ok: 0, stale: 0, refused: 0, unanswered: 0 }, serverErrors: 0 };
    // Counted up when sent, down when answered: what is left at the end was under way when the run stopped.
    const count = (status: number) => { if (status >= 500) figures.serverErrors += 1; };
    let next = 0;
    const result = await autocannon({
      url: base, connections: LOAD.connections, duration,
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json', accept: 'application/json' },
      requests: [
        { method: 'GET', path: THROUGHPUT_PATH, onResponse: (status) => { count(status); if (status === 200) figures.reads += 1; } },
        {
          method: 'POST', path: SAVE_PATH,
          setupRequest: (request) => {
            figures.creates.unanswered += 1;
            next += 1;
            return { ...request, body: problem(next) };
          },
          onResponse: (status) => {
            count(status);
            figures.creates.unanswered -= 1;
            if (status === 200) figures.creates.ok += 1;
            else figures.creates.refused += 1;
          },
        },
        {
          method: 'GET',
          setupRequest: (request, context: Context) => {
            next += 1;
            context.id = shared[next % shared.length];
            return { ...request, path: `/service-desk/api/problem/${context.id}` };
          },
          onResponse: (status, body, context: Context) => {
            count(status);
            context.version = status === 200 ? JSON.parse(body).data[ROW_VERSION] : undefined;
          },
        },
        {
          method: 'POST', path: SAVE_PATH,
          setupRequest: (request, context: Context) => {
            figures.edits.unanswered += 1;
            next += 1;
            return { ...request, body: JSON.stringify({ id: context.id, subject: `Edited ${next}`, [ROW_VERSION]: context.version }) };
          },
          onResponse: (status) => {
            count(status);
            figures.edits.unanswered -= 1;
            if (status === 200) figures.edits.ok += 1;
            else if (status === 409) figures.edits.stale += 1;
            else figures.edits.refused += 1;
          },
        },
      ],
    });

    const after = open();
    try {
      return {
        seconds: duration, workers: env.WORKERS ?? process.env.WORKERS ?? 'default', requestsPerSecond: result.requests.average, p99: result.latency.p99, ...figures,
        errors: result.errors + result.timeouts,
        rowsAdded: (after.prepare('SELECT COUNT(*) FROM sd_problem').pluck().get() as number) - rowsBefore,
        versionSteps: (after.prepare(`SELECT SUM(${ROW_VERSION}) FROM sd_problem WHERE id IN (${shared.join(', ')})`).pluck().get() as number) - versionsBefore,
        loggedEdits: (after.prepare(`SELECT COUNT(*) FROM activity_log WHERE resource = 'problem' AND action = 'updated' AND record_id IN (${shared.join(', ')})`).pluck().get() as number) - logBefore,
      };
    } finally {
      after.close();
    }
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures: npm run bench, or alone with `npx tsx tests/bench/mixedWrites.ts [seconds]`. */
export function printMixedWrites(f: MixedFigures): void {
  const verdict = (held: boolean) => (held ? 'held' : 'NOT HELD');
  const within = (counted: number, writes: { ok: number; unanswered: number }) => counted >= writes.ok && counted <= writes.ok + writes.unanswered;
  console.log(`\nMixed reads and writes, ${LOAD.connections} clients for ${f.seconds} s, WORKERS ${f.workers} (list, create, read a shared problem, edit it at the version read):`);
  console.log(`  ${Math.round(f.requestsPerSecond).toLocaleString('en')} req/s, p99 ${f.p99} ms; ${f.serverErrors} answers 5xx, ${f.errors} connection errors or timeouts (goal 0)`);
  console.log(`  list reads ${f.reads}; creates ${f.creates.ok} saved, ${f.creates.refused} refused, ${f.creates.unanswered} under way at the end;`
    + ` edits of ${SHARED} shared problems ${f.edits.ok} saved, ${f.edits.stale} refused as stale (409), ${f.edits.refused} refused otherwise, ${f.edits.unanswered} under way at the end`);
  console.log(`  rows added ${f.rowsAdded} for ${f.creates.ok} creates saved (+ up to ${f.creates.unanswered} under way): ${verdict(within(f.rowsAdded, f.creates))}`);
  console.log(`  version steps ${f.versionSteps} and log entries ${f.loggedEdits} for ${f.edits.ok} edits saved (+ up to ${f.edits.unanswered} under way): `
    + `${verdict(within(f.versionSteps, f.edits) && f.loggedEdits === f.versionSteps)} (no lost writes)`);
}

if (process.argv[1] === import.meta.filename) printMixedWrites(await benchMixedWrites(process.argv[2] ? Number(process.argv[2]) : undefined));
