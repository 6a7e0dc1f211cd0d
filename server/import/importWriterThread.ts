/**
 * The import's writing thread: on a connection of its own to the database file, it writes the batches
 * of new rows the server's thread sends (newRows.ts), one at a time in the order sent, answering each
 * with its outcome, while the server's thread reads and checks the next. After a batch it did not
 * write, it skips the ones already sent (the server's thread writes them all, in the file's order)
 * until 'resume'. 'close' checkpoints what it wrote (no checkpoint is made while an import writes:
 * importConnection.ts), closes the connection and ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sqliteClient } from '../database/sqliteClient';
import { openDatabase } from '../openDatabase';
import { tuneForImport } from './importConnection';
import type { NewRows, NewRowsOutcome } from './newRows';
import { orderedBatches } from './orderedBatches';

export type WriterAnswer = { outcome: NewRowsOutcome } | { error: string };

const port = parentPort!;
const connection = openDatabase((workerData as { file: string }).file);
tuneForImport(connection);
const batches = orderedBatches(sqliteClient(connection));

/** Messages are handled one at a time, in the order sent, each after the last one's batch is written. */
let handled: Promise<void> = Promise.resolve();
port.on('message', (message: string) => {
  handled = handled.then(() => handle(message));
});

async function handle(message: string): Promise<void> {
  if (message === 'close') {
    connection.pragma('wal_checkpoint(PASSIVE)');
    connection.close();
    port.close();
    return;
  }
  if (message === 'resume') {
    batches.resume();
    return;
  }
  try {
    port.postMessage({ outcome: await batches.write(JSON.parse(message) as NewRows) } satisfies WriterAnswer);
  } catch (error) {
    port.postMessage({ error: (error as Error).message } satisfies WriterAnswer);
  }
}
