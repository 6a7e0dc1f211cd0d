/**
 * The server's handle on an import's writing thread (importWriterThread.ts): a batch of new rows is
 * sent while the next is read and checked here, so the inserts, which cost an import about as much
 * as everything else it does, run beside that work on the other core. One batch is written at a time.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../projectRoot';
import type { WriterAnswer } from './importWriterThread';
import type { NewRows, NewRowsOutcome } from './newRows';

/**
 * The compiled server has the thread beside main.js (vite.server.config.ts). Run from the sources
 * (tests, npm run serve), the thread is TypeScript: it first registers the loader the sources run with.
 */
function startThread(file: string): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(join(PROJECT_ROOT, 'dist-server', 'importWriterThread.js'), { workerData: { file } });
  const source = JSON.stringify(new URL('./importWriterThread.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`, { eval: true, workerData: { file } });
}

/** A batch encoded for the thread (ImportWriter.encode). */
export type EncodedRows = string & { readonly encoded: unique symbol };

export class ImportWriter {
  private readonly thread: Worker;
  private waiting?: { resolve: (outcome: NewRowsOutcome) => void; reject: (error: Error) => void };
  private ended?: Error;

  /** Starts a thread writing to the database file. */
  constructor(file: string) {
    this.thread = startThread(file);
    this.thread.on('message', (answer: WriterAnswer) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.outcome);
    });
    const end = (error: Error) => {
      this.ended ??= error;
      this.waiting?.reject(this.ended);
      this.waiting = undefined;
    };
    this.thread.on('error', end);
    this.thread.on('exit', (code) => end(new Error(`The import's writing thread stopped (${code}).`)));
  }

  /**
   * A batch as the thread takes it: JSON text, which the thread parses for less than copying the
   * objects would cost. Encoded before the batch before is written, so the thread waits for nothing.
   */
  static encode(batch: NewRows): EncodedRows {
    return JSON.stringify(batch) as EncodedRows;
  }

  /** Writes a batch (after the one before: the caller awaits each); answers what became of it. */
  write(batch: EncodedRows): Promise<NewRowsOutcome> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.waiting) return Promise.reject(new Error('A batch is being written already.'));
    const outcome = new Promise<NewRowsOutcome>((resolve, reject) => { this.waiting = { resolve, reject }; });
    this.thread.postMessage(batch);
    return outcome;
  }

  /** Closes the thread's connection once its batch is written, and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.ended) return;
    const exited = new Promise((resolve) => this.thread.once('exit', resolve));
    this.thread.postMessage('close');
    await exited;
  }
}
