import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { claimNextJob, releaseClaim } from './importClaims';
import { runImport, type Runner } from './runImport';

/** How often an idle runner looks for a job another process queued or left behind. */
const POLL_MS = 2_000;

/**
 * Runs the server's imports one at a time, in the order they were submitted: two large imports
 * side by side would only share the same two cores and one database writer. Each server process
 * has a runner; which one runs a job is decided by a claim in the database (importClaims.ts), so
 * exactly one process runs each job, and a job whose process died is resumed by another.
 */
export class ImportRunner implements Runner {
  readonly token = `${process.pid}-${randomBytes(8).toString('hex')}`;
  stopped = false;
  private current?: Promise<void>;
  private timer?: ReturnType<typeof setInterval>;

  constructor(private readonly app: FastifyInstance) {}

  /** Starts taking jobs: now (the ones a stop or a crash interrupted), then whenever one is waiting. */
  start(): void {
    this.timer = setInterval(() => this.next(), POLL_MS);
    // A waiting poll alone must not keep a process alive.
    this.timer.unref();
    this.next();
  }

  /** A job was queued in this process: start it now unless an import runs already. */
  enqueue(): void {
    this.next();
  }

  /** Stops between two batches and waits for it; the running job stays resumable, at once by another process. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.current;
  }

  /** Resolves when this process runs no job and none is waiting for it (tests and the bench wait on it). */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  private next(): void {
    if (this.current || this.stopped) return;
    const jobId = claimNextJob(this.app.db, this.token);
    if (jobId === undefined) return;
    this.current = runImport(this.app, jobId, this)
      .catch((error) => this.app.log.error(error))
      .finally(() => {
        if (this.stopped) releaseClaim(this.app.db, jobId, this.token);
        this.current = undefined;
        this.next();
      });
  }
}
