/**
 * What a map node says about its asset besides the name: its type and status, read as an asset
 * record reads them (an {id, name} object under the key of the field's x-read, the name from the
 * look-up the resource file names), so the map can colour each node and say in words what a colour
 * means. A field the asset's resource file lacks is simply not read.
 */
import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { sourceOf } from '../lookups';
import { type LookupItem, lookupItemsById } from '../repositories/lookupItems';
import { quote } from '../sql';

/** The asset fields a map node carries, read as asset_type: {id, name} and asset_status: {id, name}. */
export const NODE_FACETS = ['asset_type_id', 'asset_status_id'];

export type FacetValue = { id: number; name: string | null } | null;

export interface NodeFacets {
  /** The stored columns to select with each node (quoted). */
  columns: string[];
  /** The facets of the selected rows: key (asset_type) → {id, name} or null for each row. */
  read(rows: Array<Record<string, unknown>>): Promise<(row: Record<string, unknown>) => Record<string, FacetValue>>;
}

export function nodeFacets(db: SqlClient, resources: ResourceDefinition[], asset: ResourceDefinition): NodeFacets {
  const fields = NODE_FACETS.flatMap((name) => (asset.fields[name] ? [asset.fields[name]] : []));
  return {
    columns: fields.map((field) => quote(field.name)),
    async read(rows) {
      const named: Array<{ key: string; column: string; items: Map<number, LookupItem> }> = [];
      for (const field of fields) {
        const ids = rows.map((row) => row[field.name]).filter((id): id is number => typeof id === 'number');
        const source = sourceOf(asset, field);
        named.push({ key: field.readPath.split('.')[0], column: field.name, items: source ? await lookupItemsById(db, resources, source, ids) : new Map() });
      }
      return (row) => Object.fromEntries(named.map(({ key, column, items }) => {
        const id = row[column];
        return [key, typeof id === 'number' ? { id, name: items.get(id)?.name ?? null } : null];
      }));
    },
  };
}
