import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { logActivity } from '../repositories/activityLog';
import { hiddenColumns } from '../repositories/hiddenColumns';
import { tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { currentNumber } from './modelVersions';

/** A property the current model no longer declares whose column still holds values. */
export interface RemovedProperty {
  resource: string;
  property: string;
  /** 'sd_vendors.phone' */
  column: string;
  /** Rows holding a value (not NULL). */
  rows: number;
}

const valuesIn = async (db: SqlClient, table: string, column: string) =>
  Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL`))!.n);

/**
 * The hidden columns (hiddenColumns) of the current model's resources that still hold a value, with
 * how many rows do. A column with no value left is not listed: there is nothing to purge, and a
 * restore of a version declaring it shows it empty either way.
 */
export async function removedProperties(db: SqlClient, resources: ResourceDefinition[]): Promise<RemovedProperty[]> {
  const removed: RemovedProperty[] = [];
  for (const def of resources) {
    for (const property of await hiddenColumns(db, def)) {
      const rows = await valuesIn(db, tableOf(def), property);
      if (rows > 0) removed.push({ resource: def.name, property, column: `${tableOf(def)}.${property}`, rows });
    }
  }
  return removed;
}

export interface Purge {
  resource: string;
  property: string;
  /** The count the administrator was shown: the purge is refused when it is no longer the count. */
  rows: number;
  by: number;
  /** The model version `resources` are of: refused (stale) when another was applied since. */
  version: number;
}

export type PurgeOutcome =
  | { status: 'purged'; purged: number }
  | { status: 'unknown' }
  | { status: 'changed'; rows: number }
  | { status: 'stale'; current: number | undefined };

/**
 * Empties (sets to NULL) the column of a removed property, in one transaction with its audit log
 * entry (who, when, which column, how many values): only when the current model does not declare the
 * property and the count of values is still the one the administrator was shown. The column itself
 * stays, as every column does: a version declaring the property again shows it empty.
 */
export async function purgeRemoved(db: SqlClient, resources: ResourceDefinition[], purge: Purge): Promise<PurgeOutcome> {
  const def = resources.find((each) => each.name === purge.resource);
  if (!def || !(await hiddenColumns(db, def)).includes(purge.property)) return { status: 'unknown' };
  const table = tableOf(def);
  // One write transaction (they take their turn one at a time): the count and the update are one write, whichever process writes meanwhile.
  return db.transaction(async (): Promise<PurgeOutcome> => {
    // A version applied meanwhile may declare the property again: its values are no longer removed ones.
    const current = await currentNumber(db);
    if (current !== purge.version) return { status: 'stale', current };
    const rows = await valuesIn(db, table, purge.property);
    if (rows !== purge.rows) return { status: 'changed', rows };
    const changes = await db.run(`UPDATE ${quote(table)} SET ${quote(purge.property)} = NULL WHERE ${quote(purge.property)} IS NOT NULL`);
    // Beside the applies' entries (resource 'model'), on the version that was current when it was purged.
    await logActivity(db, {
      resource: 'model', recordId: current, userId: purge.by, action: 'deleted',
      changes: { purged: [`${table}.${purge.property}`, null], resource: [purge.resource, null], property: [purge.property, null], values: [changes, 0] },
    });
    return { status: 'purged', purged: changes };
  });
}
