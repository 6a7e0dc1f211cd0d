import type { SqlClient } from '../database/sqlClient';
import type { BatchWriter, EncodedRows } from './importWriter';
import type { NewRows } from './newRows';
import { orderedBatches } from './orderedBatches';

/**
 * The writer of batches of new rows on the server's own thread, through its database connections: on
 * PostgreSQL, whose server does the writing in its own processes while this thread checks the next
 * batch, as the writing thread does for SQLite's file (importWriter.ts). Batches are written one at a
 * time in the order given.
 */
export function inlineWriter(db: SqlClient): BatchWriter {
  const batches = orderedBatches(db);
  let last: Promise<unknown> = Promise.resolve();
  return {
    running: true,
    write(encoded: EncodedRows) {
      const outcome = last.then(() => batches.write(JSON.parse(encoded) as NewRows));
      last = outcome.catch(() => undefined);
      return outcome;
    },
    resume: () => batches.resume(),
    close: async () => {
      await last;
    },
  };
}
