import type { ResourceDefinition, FieldDescriptor } from '../../src/kernel';
import type { SqlClient, SqlValue } from '../database/sqlClient';
import { sourceOf } from '../lookups';
import { quote } from '../sql';
import { lookupItemsById } from './lookupItems';
import { tableOf } from './resourceTable';

/** One bar or slice of a chart: the group's value (an id or an option), its name, and how many rows hold it. */
export interface GroupCount {
  id: string | number | null;
  name: string | null;
  count: number;
}

/** Properties rows can be counted by: one id of a look-up, one option, or a yes/no. */
export const countableFields = (def: ResourceDefinition): FieldDescriptor[] => Object.values(def.fields).filter((field) =>
  (field.kind === 'reference' && !field.reference?.multiple && field.link === undefined) || field.kind === 'choice' || field.kind === 'boolean');

/**
 * How many of the rows a WHERE clause selects hold each value of a property, largest group first:
 * one GROUP BY in SQL, so the rows themselves never leave the database. Names come from the
 * property's look-up or its option titles; rows without a value form a group named null.
 */
export async function countBy(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, field: FieldDescriptor, where: { sql: string; params: unknown[] }): Promise<GroupCount[]> {
  const column = quote(field.name);
  const groups = await db.all<{ value: string | number | null; count: number }>(`SELECT ${column} AS value, COUNT(*) AS count FROM ${quote(tableOf(def))}${where.sql}
    GROUP BY ${column} ORDER BY count DESC, value`, where.params as SqlValue[]);
  const source = sourceOf(def, field);
  const items = source ? await lookupItemsById(db, resources, source, groups.map((group) => group.value).filter((v): v is number => typeof v === 'number')) : undefined;
  const nameOf = (value: string | number | null): string | null => {
    if (value === null) return null;
    if (items) return items.get(value as number)?.name ?? null;
    if (field.kind === 'boolean') return value ? 'Yes' : 'No';
    return field.choices?.find((choice) => choice.value === value)?.label ?? String(value);
  };
  return groups.map((group) => ({ id: group.value, name: nameOf(group.value), count: group.count }));
}
