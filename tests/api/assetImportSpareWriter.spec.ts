// A large upload starts the import's writing thread while the file arrives (it takes a fifth of a
// second to start): the import that follows writes with that thread rather than starting its own, a
// small upload starts none, and a closing server ends a thread nobody used.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportWriter } from '../../server/import/importWriter';
import { WRITER_FROM_BYTES } from '../../server/import/runImport';
import { ON_POSTGRES, signedIn, type SignedIn } from './helpers';
import { assetCsv, guessedMapping, submit, tracking, uploaded } from './importHelpers';

/** Threads started in this process, counted where node starts them. */
const started = vi.hoisted(() => ({ threads: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>();
  class CountedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      started.threads += 1;
    }
  }
  return { ...original, Worker: CountedWorker };
});

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

/** Uploads the file, then submits its guessed mapping and waits for the import's end; answers the threads started by each step. */
async function threadsStarted(csv: string) {
  const before = started.threads;
  const id = await uploaded(s.built.app, s.admin, csv);
  const byUpload = started.threads - before;
  await submit(s.built.app, s.admin, { import_id: id, mapped_system_attributes: await guessedMapping(s.built.app, s.admin, id), update_existing: false });
  await s.built.app.imports.idle();
  return { byUpload, inAll: started.threads - before, summary: await tracking(s.built.app, s.admin, id) };
}

// The writing thread writes to SQLite's file on a connection of its own: on PostgreSQL an import writes through the server's pool and starts none.
describe.skipIf(ON_POSTGRES)('the writing thread of a large upload', () => {
  it('is started by the upload and written with by its import', async () => {
    const csv = assetCsv('SPARE', 9000);
    expect(csv.length).toBeGreaterThan(WRITER_FROM_BYTES);
    const { byUpload, inAll, summary } = await threadsStarted(csv);
    expect(summary).toMatchObject({ status: 'completed', totalCreated: 9000 });
    expect(byUpload).toBe(1);
    expect(inAll).toBe(1);
  });

  it('is not started for a small file, which is written without one', async () => {
    const { byUpload, inAll, summary } = await threadsStarted(assetCsv('SMALL', 20));
    expect(summary).toMatchObject({ status: 'completed', totalCreated: 20 });
    expect([byUpload, inAll]).toEqual([0, 0]);
  });

  it('ends with the server when nobody submits the upload', async () => {
    const other = await signedIn();
    const close = vi.spyOn(ImportWriter.prototype, 'close');
    try {
      await uploaded(other.built.app, other.admin, assetCsv('LEFT', 9000));
      expect(close).not.toHaveBeenCalled();
      await other.built.close();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      close.mockRestore();
    }
  }, 60000);
});
