import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { storeModuleOf } from '../modules/moduleResource';
import { columnFields, SERVER_COLUMNS, tableOf } from './resourceTable';
import { columnNames } from '../database/tableColumns';

const hidden = new WeakMap<ResourceDefinition, string[]>();

/**
 * The columns of a resource's table that its model no longer declares: a property removed from the
 * model keeps its column and data (a restore brings them back) but reads as if it were gone. Worked
 * out once per definition: a model version's columns only grow when a newer version is applied, which
 * brings definitions of its own. A module's table (x-store.module) is its own business.
 */
export async function hiddenColumns(db: SqlClient, def: ResourceDefinition): Promise<string[]> {
  let names = hidden.get(def);
  if (!names) {
    const known = new Set([...SERVER_COLUMNS, ...columnFields(def).map((field) => field.name)]);
    const columns = storeModuleOf(def) ? [] : await columnNames(db, tableOf(def));
    names = columns.filter((name) => !known.has(name));
    hidden.set(def, names);
  }
  return names;
}
