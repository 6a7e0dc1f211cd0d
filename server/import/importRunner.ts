import type { FastifyInstance } from 'fastify';
import { unfinishedJobs } from './importJobs';
import { runImport, type Stopper } from './runImport';

/**
 * Runs the server's imports one at a time, in the order they were submitted: two large imports
 * side by side would only share the same two cores and one database writer.
 */
export class ImportRunner implements Stopper {
  stopped = false;
  private queue: number[] = [];
  private current?: Promise<void>;

  constructor(private readonly app: FastifyInstance) {}

  enqueue(jobId: number): void {
    if (!this.queue.includes(jobId)) this.queue.push(jobId);
    this.next();
  }

  /** Picks up the jobs a stop or a crash interrupted. */
  resumeUnfinished(): void {
    for (const id of unfinishedJobs(this.app.db)) this.enqueue(id);
  }

  /** Stops between two batches and waits for it; the running job stays resumable. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.current;
  }

  /** Resolves when no job is running or waiting (tests and the bench wait on it). */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  private next(): void {
    if (this.current || this.stopped) return;
    const jobId = this.queue.shift();
    if (jobId === undefined) return;
    this.current = runImport(this.app, jobId, this)
      .catch((error) => this.app.log.error(error))
      .finally(() => {
        this.current = undefined;
        this.next();
      });
  }
}
