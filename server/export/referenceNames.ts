import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition, FieldDescriptor } from '../../src/kernel';
import { sourceOf } from '../lookups';
import { lookupNames } from '../repositories/lookupItems';
import type { Row } from '../repositories/records';

const idsIn = (value: unknown): number[] => [value].flat().filter((id): id is number => typeof id === 'number');

/**
 * A reference the record reads as bare ids (no x-read object with a name, as a resource an
 * administrator added in one file): its look-up's names instead, read once per batch, so an export
 * shows "North Tower" where the screens do. namedReferences(...)(records)[0].building_id === 'North Tower'.
 */
export function namedReferences(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, columns: FieldDescriptor[]) {
  const plain = columns.flatMap((field) => {
    const source = field.kind === 'reference' && !field.readPath.includes('.') ? sourceOf(def, field) : undefined;
    return source ? [{ field, source }] : [];
  });
  return async (records: Row[]): Promise<Row[]> => {
    if (!plain.length) return records;
    const names = await Promise.all(plain.map(({ field, source }) => lookupNames(db, resources, source, [...new Set(records.flatMap((record) => idsIn(record[field.name])))])));
    return records.map((record) => {
      const named = { ...record };
      plain.forEach(({ field }, i) => {
        const ids = idsIn(record[field.name]);
        if (ids.length) named[field.name] = ids.map((id) => names[i].get(id) ?? `#${id}`).join(', ');
      });
      return named;
    });
  };
}
