import type { Database } from 'better-sqlite3';
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

const valuesIn = (db: Database, table: string, column: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL`).pluck().get() as number;

/**
 * The hidden columns (hiddenColumns) of the current model's resources that still hold a value, with
 * how many rows do. A column with no value left is not listed: there is nothing to purge, and a
 * restore of a version declaring it shows it empty either way.
 */
export function removedProperties(db: Database, resources: ResourceDefinition[]): RemovedProperty[] {
  return resources.flatMap((def) => hiddenColumns(db, def).map((property) => ({
    resource: def.name, property, column: `${tableOf(def)}.${property}`, rows: valuesIn(db, tableOf(def), property),
  }))).filter((removed) => removed.rows > 0);
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
export function purgeRemoved(db: Database, resources: ResourceDefinition[], purge: Purge): PurgeOutcome {
  const def = resources.find((each) => each.name === purge.resource);
  if (!def || !hiddenColumns(db, def).includes(purge.property)) return { status: 'unknown' };
  const table = tableOf(def);
  // Immediate: the count and the update are one write, whichever process writes meanwhile.
  return db.transaction((): PurgeOutcome => {
    // A version applied meanwhile may declare the property again: its values are no longer removed ones.
    const current = currentNumber(db);
    if (current !== purge.version) return { status: 'stale', current };
    const rows = valuesIn(db, table, purge.property);
    if (rows !== purge.rows) return { status: 'changed', rows };
    const { changes } = db.prepare(`UPDATE ${quote(table)} SET ${quote(purge.property)} = NULL WHERE ${quote(purge.property)} IS NOT NULL`).run();
    // Beside the applies' entries (resource 'model'), on the version that was current when it was purged.
    logActivity(db, {
      resource: 'model', recordId: current, userId: purge.by, action: 'deleted',
      changes: { purged: [`${table}.${purge.property}`, null], resource: [purge.resource, null], property: [purge.property, null], values: [changes, 0] },
    });
    return { status: 'purged', purged: changes };
  }).immediate();
}
