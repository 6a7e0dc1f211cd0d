import type { Database } from 'better-sqlite3';
import { autoValues } from '../repositories/autoValues';
import { insertStatement } from '../repositories/records';
import { EXCLUSIVE_FLAGS } from '../repositories/saveRecord';
import { now } from '../time';
import type { CsvRecord } from './csvRecords';
import type { JobClaim } from './importClaims';
import { emptyTally, tallyRow } from './importJobs';
import type { ImportPlan } from './importPlan';
import type { NewRows } from './newRows';
import { anyKeySql, keyIdentity, prepareNewRow } from './prepareRow';

/**
 * A batch checked as rows that create records (prepareNewRow), for the writing thread; undefined
 * when a row may need more than an insert, so that the batch is written row by row (writeBatch.ts):
 * two rows with the same key (the second updates or is refused by the first), or a row setting a flag
 * only one record holds (the others lose it).
 */
export function newRowsBatch(db: Database, plan: ImportPlan, records: CsvRecord[], job: JobClaim, userId: number | null, text: string): NewRows | undefined {
  const at = now();
  const auto = autoValues(plan.def, userId, at);
  const tally = emptyTally(records.length, text);
  const batch: NewRows = { job, userId, resource: plan.def.name, at, insert: { sql: '', rows: [] }, tally };
  const keys = new Map<unknown, unknown>();
  for (const record of records) {
    const prepared = prepareNewRow(db, plan, record);
    if (prepared.action === 'create') {
      const values = prepared.values!;
      if (EXCLUSIVE_FLAGS.some((flag) => values[flag] === true)) return undefined;
      const key = plan.key ? values[plan.key.name] : null;
      if (key !== null && key !== undefined) {
        const identity = keyIdentity(plan, key);
        if (keys.has(identity)) return undefined;
        keys.set(identity, key);
      }
      // Every created row has the same properties (writePayload gives each writable one), so one INSERT serves.
      const { sql, params } = insertStatement(plan.def, Object.assign(values, auto), at);
      batch.insert.sql = sql;
      batch.insert.rows.push(params);
    }
    tallyRow(tally, record, prepared.action, prepared.problems);
  }
  if (keys.size) batch.keys = { sql: anyKeySql(plan), json: JSON.stringify([...keys.values()]) };
  return batch;
}
