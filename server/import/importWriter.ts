/**
 * The server's handle on an import's writing thread (importWriterThread.ts): batches of new rows are
 * sent while the next is read and checked here, so the inserts, which cost an import about as much
 * as everything else it does, run beside that work on the other core. The thread writes one batch at
 * a time, in the order sent, and answers each in that order.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../projectRoot';
import type { WriterAnswer } from './importWriterThread';
import type { NewRowsOutcome } from './newRows';

/**
 * The compiled server has the thread beside main.js (vite.server.config.ts). Run from the sources
 * (tests, npm run serve), the thread is TypeScript: it first registers the loader the sources run with.
 */
function startThread(file: string): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(join(PROJECT_ROOT, 'dist-server', 'importWriterThread.js'), { workerData: { file } });
  const source = JSON.stringify(new URL('./importWriterThread.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`, { eval: true, workerData: { file } });
}

/** A batch (NewRows) encoded for the thread as JSON text (NewRowsBatch.encode). */
export type EncodedRows = string & { readonly encoded: unique symbol };

/** What writes an import's batches of new rows beside the server's thread's check of the next: one at a time, in order. */
export interface BatchWriter {
  /** Whether it takes batches: not stopped by an error, nor closed. */
  readonly running: boolean;
  /** Writes a batch after the ones given before; answers what became of it. */
  write(batch: EncodedRows): Promise<NewRowsOutcome>;
  /** Writes again the batches given after one it did not write (they were skipped until now). */
  resume(): void;
  /** Ends once the batches given are written. */
  close(): Promise<void>;
}

export class ImportWriter implements BatchWriter {
  private readonly thread: Worker;
  /** The batches sent and not answered yet, oldest first. */
  private readonly waiting: Array<{ resolve: (outcome: NewRowsOutcome) => void; reject: (error: Error) => void }> = [];
  private ended?: Error;

  /** Starts a thread writing to the database file. */
  constructor(file: string) {
    this.thread = startThread(file);
    this.thread.on('message', (answer: WriterAnswer) => {
      const waiting = this.waiting.shift();
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.outcome);
    });
    const end = (error: Error) => {
      this.ended ??= error;
      for (const waiting of this.waiting.splice(0)) waiting.reject(this.ended);
    };
    this.thread.on('error', end);
    this.thread.on('exit', (code) => end(new Error(`The import's writing thread stopped (${code}).`)));
  }

  /** Whether the thread is up: not stopped by an error, nor closed. */
  get running(): boolean {
    return this.ended === undefined;
  }

  /** Writes a batch after the ones sent before; answers what became of it. */
  write(batch: EncodedRows): Promise<NewRowsOutcome> {
    if (this.ended) return Promise.reject(this.ended);
    const outcome = new Promise<NewRowsOutcome>((resolve, reject) => { this.waiting.push({ resolve, reject }); });
    this.thread.postMessage(batch);
    return outcome;
  }

  /** After a batch the thread did not write, and the ones it skipped, are written elsewhere: it writes the next ones again. */
  resume(): void {
    if (!this.ended) this.thread.postMessage('resume');
  }

  /** Closes the thread's connection once the batches sent are written, and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.ended) return;
    const exited = new Promise((resolve) => this.thread.once('exit', resolve));
    this.thread.postMessage('close');
    await exited;
  }
}
