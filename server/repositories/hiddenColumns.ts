import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { storeModuleOf } from '../modules/moduleResource';
import { columnFields, SERVER_COLUMNS, tableOf } from './resourceTable';

const hidden = new WeakMap<ResourceDefinition, string[]>();

/**
 * The columns of a resource's table that its model no longer declares: a property removed from the
 * model keeps its column and data (a restore brings them back) but reads as if it were gone. Worked
 * out once per definition: a model version's columns only grow when a newer version is applied, which
 * brings definitions of its own. A module's table (x-store.module) is its own business.
 */
export function hiddenColumns(db: Database, def: ResourceDefinition): string[] {
  let names = hidden.get(def);
  if (!names) {
    const known = new Set([...SERVER_COLUMNS, ...columnFields(def).map((field) => field.name)]);
    // A statement, not db.pragma(): an export asks while its iterator holds the connection.
    const columns = storeModuleOf(def) ? [] : db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(tableOf(def)) as string[];
    names = columns.filter((name) => !known.has(name));
    hidden.set(def, names);
  }
  return names;
}
