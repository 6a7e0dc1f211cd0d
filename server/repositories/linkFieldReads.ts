import type { ResourceDefinition, FieldDescriptor } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sourceOf } from '../lookups';
import { lookupItemsById } from './lookupItems';
import { linkedIdsOf } from './recordLinks';
import type { Row } from './records';

/**
 * An x-link property (asset_ids of the "assets" link) as a read record carries it: under its x-read
 * root, the linked ids as {id, name} named by the property's own look-up, so the form's select shows
 * the current names before its options load. One query for the page's links, one for the names.
 */
export async function linkFieldRead(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, field: FieldDescriptor, rows: Row[]): Promise<(row: Row) => unknown> {
  const ids = await linkedIdsOf(db, def.name, field.link!, rows.map((row) => row.id as number));
  const source = sourceOf(def, field);
  const items = source ? await lookupItemsById(db, resources, source, [...new Set([...ids.values()].flat())]) : new Map<number, { name: string | null }>();
  return (row) => (ids.get(row.id as number) ?? []).map((id) => ({ id, name: items.get(id)?.name ?? null }));
}
