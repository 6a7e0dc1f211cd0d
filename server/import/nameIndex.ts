import type { ResourceDefinition, FieldDescriptor } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { findLookupItems } from '../repositories/lookupItems';
import { sourceOf } from '../lookups';

/** The items of one look-up by lower-cased name (and e-mail, for people), read once per import. */
export interface NameIndex {
  byName: Map<string, number[]>;
  names: Map<number, string>;
}

const add = (map: Map<string, number[]>, key: unknown, id: number) => {
  if (typeof key !== 'string' || !key.trim()) return;
  const name = key.trim().toLowerCase();
  const ids = map.get(name) ?? [];
  if (!ids.includes(id)) map.set(name, [...ids, id]);
};

/** Every reference property's index; a reference whose look-up the server does not know gets none (ids only). */
export async function nameIndexes(db: SqlClient, resources: ResourceDefinition[], fields: FieldDescriptor[]): Promise<Map<string, NameIndex>> {
  const indexes = new Map<string, NameIndex>();
  for (const field of fields) {
    const source = field.kind === 'reference' ? sourceOf(resources, field) : undefined;
    if (!source) continue;
    const { items } = await findLookupItems(db, resources, source, { offset: 0, meta: true });
    const index: NameIndex = { byName: new Map(), names: new Map() };
    for (const item of items) {
      index.names.set(item.id, item.name);
      add(index.byName, item.name, item.id);
      add(index.byName, item.email, item.id);
    }
    indexes.set(field.name, index);
  }
  return indexes;
}
