import type { ResourceDefinition, FieldDescriptor, FieldKind, CustomValue } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { fromColumn } from './columnValues';
import { findCustomValues } from './customValues';
import { findGroups, groupsForType, type GroupField } from './formGroups';
import type { Row } from './records';

/** The original's field types, as a read record names them beside each custom value. */
const FIELD_TYPES: Partial<Record<FieldKind, string>> = {
  text: 'text', textarea: 'textarea', html: 'textarea', email: 'email', integer: 'number', number: 'number',
  date: 'date', 'date-time': 'date', choice: 'select', reference: 'select', boolean: 'checkbox',
};

const groupFieldType = (field: GroupField) =>
  (field.enum ? 'select' : field.format === 'date-time' ? 'date' : field['x-widget'] ?? (field.type === 'string' ? 'text' : 'number'));

function customFieldValue(field: FieldDescriptor, row: Row): CustomValue {
  const value = fromColumn(field, row[field.name]);
  const choice = field.choices?.find((option) => option.value === value);
  const shown = choice ? choice.label : value;
  return { label: field.label, value: (shown ?? null) as CustomValue['value'], field_type: FIELD_TYPES[field.kind] ?? 'text' };
}

/**
 * Read keys listing custom values as [{label, value, field_type}] (x-api.form): `custom` for the
 * x-custom properties of the file, `groups.read` for the fields of the groups of the record's type
 * with their stored values (null when none). One query for the groups and one for the values per page.
 */
export async function customReads(db: SqlClient, def: ResourceDefinition, rows: Row[]): Promise<Array<[string, (row: Row) => unknown]>> {
  const form = def.api.form;
  if (!form) return [];
  const reads: Array<[string, (row: Row) => unknown]> = [];
  if (form.custom) {
    const custom = Object.values(def.fields).filter((field) => field.schema['x-custom']);
    reads.push([form.custom, (row) => custom.map((field) => customFieldValue(field, row))]);
  }
  const spec = form.groups;
  if (spec) {
    const groups = await findGroups(db, spec.category);
    const values = groups.length ? await findCustomValues(db, def.name, rows.map((row) => row.id as number)) : new Map();
    reads.push([spec.read, (row) => groupsForType(groups, row[spec.by]).flatMap((group) => group.fields).map((field): CustomValue => ({
      label: field.title, value: (values.get(row.id as number)?.[field.key] ?? null) as CustomValue['value'], field_type: groupFieldType(field),
    }))]);
  }
  // The host product's own custom values (its department fields): no source here, so an empty list.
  for (const key of form.hostReads ?? []) reads.push([key, () => []]);
  return reads;
}
