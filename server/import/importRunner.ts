import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { claimNextJob, releaseClaim } from './importClaims';
import { ImportWriter } from './importWriter';
import { runImport, type Runner } from './runImport';

/** How often an idle runner looks for a job another process queued or left behind. */
const POLL_MS = 2_000;

/** How long a writing thread started for an upload (startWriter) waits for its import: the wizard's mapping step is people's work. */
const SPARE_WRITER_MS = 5 * 60_000;

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
  /** A writing thread started ahead for the import an upload is likely followed by (startWriter). */
  private spare?: { writer: ImportWriter; timer: ReturnType<typeof setTimeout> };

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

  /**
   * Starts a writing thread for the import a large upload is likely followed by: a thread takes
   * 150-250 ms to start and open the database, which the import's first batches would otherwise wait
   * for. The submit usually reaches this process too (on the connection the upload came by); when it
   * does not, or nobody submits, the thread ends after SPARE_WRITER_MS. Not while an import runs here:
   * the next one waits for it anyway.
   */
  startWriter(): void {
    // The thread writes to SQLite's file: on PostgreSQL the import writes every batch itself (runImport).
    if (this.stopped || this.current || !this.app.db.sqlite) return;
    if (this.spare) {
      this.spare.timer.refresh();
      return;
    }
    const timer = setTimeout(() => void this.dropSpare(), SPARE_WRITER_MS);
    timer.unref();
    this.spare = { writer: new ImportWriter(this.databaseFile()), timer };
  }

  /** The writing thread for an import: the one started ahead if it is still up, else a new one. */
  takeWriter(): ImportWriter {
    const spare = this.spare;
    this.spare = undefined;
    if (spare) clearTimeout(spare.timer);
    return spare?.writer.running ? spare.writer : new ImportWriter(this.databaseFile());
  }

  /** The SQLite file the writing thread opens a connection of its own to. */
  private databaseFile(): string {
    const file = this.app.db.sqlite?.name;
    if (!file) throw new Error("the import's writing thread writes to a SQLite file; on PostgreSQL the import writes its batches itself");
    return file;
  }

  /** Stops between two batches and waits for it; the running job stays resumable, at once by another process. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([this.current, this.dropSpare()]);
  }

  /** Resolves when this process runs no job and none is waiting for it (tests and the bench wait on it). */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  private async dropSpare(): Promise<void> {
    const spare = this.spare;
    this.spare = undefined;
    if (!spare) return;
    clearTimeout(spare.timer);
    await spare.writer.close();
  }

  private next(): void {
    if (this.current || this.stopped) return;
    // The look for a job counts as running one from its start: idle() and stop() wait for it, and no second look begins meanwhile.
    this.current = this.claimAndRun().then((ran) => {
      this.current = undefined;
      if (ran) this.next();
    });
  }

  /** Claims the next job and runs it; answers whether there was one to run. */
  private async claimAndRun(): Promise<boolean> {
    let jobId: number | undefined;
    try {
      jobId = await claimNextJob(this.app.db, this.token);
      // A stop while the claim was made: the job is let go before anything of it starts.
      if (jobId !== undefined && !this.stopped) await runImport(this.app, jobId, this);
    } catch (error) {
      this.app.log.error(error);
    }
    if (jobId !== undefined && this.stopped) await releaseClaim(this.app.db, jobId, this.token).catch((error: unknown) => this.app.log.error(error));
    return jobId !== undefined;
  }
}
