import type { SqlClient } from '../database/sqlClient';
import { type NewRows, type NewRowsOutcome, writeNewRows } from './newRows';

/**
 * Batches of new rows written one at a time, in the order given: after one that was not written, the
 * ones given after it are skipped until resume(), as the server's thread then writes them all itself
 * in the file's order (runImport.ts). The writing thread (importWriterThread.ts) and the writer of the
 * server's own thread (inlineWriter.ts) both write this way.
 */
export function orderedBatches(db: SqlClient) {
  let holding = false;
  return {
    async write(batch: NewRows): Promise<NewRowsOutcome> {
      if (holding) return 'skipped';
      try {
        const outcome = await writeNewRows(db, batch);
        holding = outcome !== 'written';
        return outcome;
      } catch (error) {
        holding = true;
        throw error;
      }
    },
    resume() {
      holding = false;
    },
  };
}
