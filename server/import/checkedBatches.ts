/**
 * The records of an import file, checked, in batches: read and checked on a thread of their own
 * (checkRowsThread.ts) while this thread writes the batch before, so reading, converting and
 * validating 100,000 rows costs the import little more than writing them. The thread is stopped
 * when the batches are no longer wanted (the runner stopped, the job failed).
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import type { ResourceFile } from '../../src/engine/schema/types';
import { PROJECT_ROOT } from '../projectRoot';
import type { Newline } from './csvRecords';
import type { ImportSettings } from './importJobs';
import type { ImportPlan } from './importPlan';
import type { NameIndex } from './nameIndex';
import type { CheckedRow } from './prepareRow';

/** What the reading thread is given: the plan's parts that cross threads, and where to read. */
export interface CheckInput {
  files: ResourceFile[];
  resource: string;
  settings: ImportSettings;
  headerCount: number;
  indexes: Map<string, NameIndex>;
  path: string;
  newline: Newline;
  /** Data records already imported (a resumed job). */
  skip: number;
  /** Records per batch the thread sends, and how many batches it may run ahead. */
  batch: number;
  ahead: number;
}

export type ThreadMessage = { rows: string } | { done: true } | { error: string };

/**
 * The compiled server has the thread beside main.js (vite.server.config.ts). Run from the sources
 * (tests, npm run serve), the thread is TypeScript: it first registers the loader the sources run with.
 */
function startThread(input: CheckInput): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(join(PROJECT_ROOT, 'dist-server', 'checkRowsThread.js'), { workerData: input });
  const source = JSON.stringify(new URL('./checkRowsThread.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`, { eval: true, workerData: input });
}

const RECORDS_PER_BATCH = 1000;
const BATCHES_AHEAD = 2;

/** The plan's file, settings and names as the reading thread takes them. */
export function checkInput(resources: ResourceDefinition[], plan: ImportPlan, settings: ImportSettings, read: { path: string; newline: Newline; skip: number }): CheckInput {
  return {
    files: resources.map((def) => def.file), resource: plan.def.name, settings, headerCount: plan.headerCount, indexes: plan.indexes,
    ...read, batch: RECORDS_PER_BATCH, ahead: BATCHES_AHEAD,
  };
}

/** The file's data records from input.skip on, each checked (checkRow), a batch at a time; throws what stopped the reading. */
export async function* checkedBatches(input: CheckInput): AsyncGenerator<CheckedRow[]> {
  const thread = startThread(input);
  const arrived: ThreadMessage[] = [];
  let stopped: Error | undefined;
  let wake = () => {};
  thread.on('message', (message: ThreadMessage) => { arrived.push(message); wake(); });
  thread.on('error', (error) => { stopped = error; wake(); });
  thread.on('exit', (code) => { stopped ??= new Error(`The file's reader stopped (${code}).`); wake(); });
  try {
    for (;;) {
      while (!arrived.length && !stopped) await new Promise<void>((resolve) => { wake = resolve; });
      const message = arrived.shift();
      if (!message) throw stopped!;
      if ('done' in message) return;
      if ('error' in message) throw new Error(message.error);
      thread.postMessage('more');
      yield JSON.parse(message.rows) as CheckedRow[];
    }
  } finally {
    await thread.terminate();
  }
}
