import { type ResourceDefinition, describeField, type FieldDescriptor } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { findGroups } from '../../repositories/formGroups';
import { groupProperty } from './groupProperty';

/**
 * The fields of every form group of the resource, described like its properties, so an activity
 * entry about a group value reads its title ('RAM (GB)') rather than its key. Groups of every type:
 * an entry outlives a change of the record's type.
 */
export async function groupDescriptors(db: SqlClient, def: ResourceDefinition): Promise<Record<string, FieldDescriptor>> {
  const category = def.api.form?.groups?.category;
  if (!category) return {};
  return Object.fromEntries((await findGroups(db, category)).flatMap((group) => group.fields)
    .map((field) => [field.key, describeField(field.key, groupProperty(field))]));
}
