// From an applied model version to every worker answering it: the compiled server with WORKERS=2 (or
// MODEL_APPLY_WORKERS) on a fresh demo database, 20 applies through the API (a title changed each
// time), each timed from its answer (the version committed) until each worker has answered a request
// with it. Polled with a fresh connection per request, which the primary hands to the workers in
// turn; X-Served-By names the worker, and GET /model with If-None-Match of the new version's ETag is
// a 304 only from a worker that serves it (each request first catches its worker up, so the answer
// comes from the new version's app).
// Alone: npx tsx tests/bench/modelApply.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './measure';
import { freePort, startServer, stopProcess } from './serverProcess';
import { signIn } from './throughput';

const MODEL = '/service-desk/api/model';
const APPLIES = 20;

export interface ModelApplyFigures {
  workers: number;
  /** Each apply's own answer time (checks, trial build, commit), ms. */
  apply: number[];
  /** From each apply's answer to every worker answering its version, ms. */
  everyWorker: number[];
}

interface Answer { status: number; servedBy: number; body: string; etag?: string }

/** One request on a connection of its own. */
const send = (port: number, method: string, path: string, headers: Record<string, string>, body?: string) => new Promise<Answer>((resolve, reject) => {
  const sent = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => { text += chunk; });
    response.on('end', () => resolve({ status: response.statusCode!, servedBy: Number(response.headers['x-served-by']), body: text, etag: response.headers.etag as string | undefined }));
  });
  sent.on('error', reject);
  sent.end(body);
});

export async function benchModelApply(workers = Number(process.env.MODEL_APPLY_WORKERS ?? 2)): Promise<ModelApplyFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-model-'));
  const port = await freePort();
  const server = await startServer(dataDir, port, { WORKERS: String(workers), SERVED_BY_HEADER: '1' });
  const figures: ModelApplyFigures = { workers, apply: [], everyWorker: [] };
  try {
    const { cookie, token } = await signIn(`http://127.0.0.1:${port}`);
    for (let i = 1; i <= APPLIES; i++) {
      const current = await send(port, 'GET', MODEL, { cookie });
      const { number, files } = JSON.parse(current.body).data as { number: number; files: Record<string, any> };
      files['vendor.json'].properties.name.title = `Name ${i}`;
      const body = JSON.stringify({ version: number, files });
      const started = performance.now();
      const applied = await send(port, 'POST', `${MODEL}/apply`, { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' }, body);
      const committed = performance.now();
      if (applied.status !== 200) throw new Error(`apply ${i}: ${applied.status} ${applied.body.slice(0, 300)}`);
      const etag = `"model-${JSON.parse(applied.body).data.number}"`;
      const serving = new Set<number>();
      while (serving.size < workers) {
        const answer = await send(port, 'GET', MODEL, { cookie, 'if-none-match': etag });
        if (answer.status === 304) serving.add(answer.servedBy);
      }
      figures.apply.push(committed - started);
      figures.everyWorker.push(performance.now() - committed);
    }
    return figures;
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;

export function printModelApply(figures: ModelApplyFigures): void {
  console.log(`\nModel apply to every worker answering the new version, ${figures.everyWorker.length} applies, WORKERS=${figures.workers} (goal p95 <= 1 s):`);
  console.log(`  apply's own answer (checks, trial build, commit)   p50 ${ms(figures.apply, 50)}  p95 ${ms(figures.apply, 95)}`);
  console.log(`  from its answer to every worker answering it       p50 ${ms(figures.everyWorker, 50)}  p95 ${ms(figures.everyWorker, 95)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printModelApply(await benchModelApply());
