/**
 * The import's writing thread: on a connection of its own to the database file, it writes the batches
 * of new rows the server's thread sends (newRows.ts), one at a time, answering each with its outcome,
 * while the server's thread reads and checks the next. 'close' closes the connection and ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../openDatabase';
import { tuneForImport } from './importConnection';
import { writeNewRows, type NewRows, type NewRowsOutcome } from './newRows';

export type WriterAnswer = { outcome: NewRowsOutcome } | { error: string };

const port = parentPort!;
const db = openDatabase((workerData as { file: string }).file);
tuneForImport(db);

port.on('message', (message: string) => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ outcome: writeNewRows(db, JSON.parse(message) as NewRows) } satisfies WriterAnswer);
  } catch (error) {
    port.postMessage({ error: (error as Error).message } satisfies WriterAnswer);
  }
});
