import type { ResourceDefinition, FieldDescriptor } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { dependentLookupOf } from '../../dependentLookups';
import { FieldErrors } from '../../httpErrors';
import { lookupNames } from '../../repositories/lookupItems';
import { fromColumn } from '../../repositories/columnValues';
import { columnOf, type Row } from '../../repositories/records';
import { selfReferences, sourceOf } from '../../lookups';

/** Follows a self-reference upwards: true when the chain from start reaches id (a cycle in a tree). */
async function reaches(db: SqlClient, def: ResourceDefinition, column: string, start: number, id: number): Promise<boolean> {
  const seen = new Set<number>();
  for (let node: unknown = start; typeof node === 'number' && !seen.has(node); node = await columnOf(db, def, column, node)) {
    if (node === id) return true;
    seen.add(node);
  }
  return false;
}

/**
 * A dependent choice (x-ref.dependsOn) must be one of the items its look-up answers for the value it
 * depends on (an organisation of the chosen user); with that value missing nothing can be chosen.
 */
async function dependentInvalid(db: SqlClient, def: ResourceDefinition, field: FieldDescriptor, values: Row, id?: number): Promise<boolean> {
  const { dependsOn: on, lookup: template = '' } = field.reference ?? {};
  const lookup = dependentLookupOf(template);
  const ids = [values[field.name] ?? []].flat();
  if (on === undefined || !lookup || !ids.length) return false;
  // An update that leaves the other property out keeps its stored value.
  const value = on in values || id === undefined ? values[on] : fromColumn(def.fields[on], await columnOf(db, def, on, id));
  const first = [value ?? []].flat()[0];
  const items = typeof first === 'number' ? await lookup.items(db, first) ?? [] : [];
  return ids.some((item) => !items.some((known) => known.id === item));
}

/** Every reference must name an existing row of its look-up; a tree must stay a tree. Throws a 412. */
export async function checkReferences(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, values: Row, id?: number): Promise<void> {
  const errors: Record<string, string> = {};
  for (const field of Object.values(def.fields)) {
    if (await dependentInvalid(db, def, field, values, id)) errors[field.name] = `The selected ${field.label.toLowerCase()} is invalid.`;
    const source = sourceOf(def, field);
    // A taggable list mixes ids with typed e-mails: only the ids name rows.
    const ids = [values[field.name] ?? []].flat().filter((item) => !field.reference?.taggable || typeof item === 'number');
    if (!source || !ids.length || ids.some((id) => typeof id !== 'number')) continue;
    const found = await lookupNames(db, resources, source, ids as number[]);
    if (ids.some((id) => !found.has(id as number))) errors[field.name] = `The selected ${field.label.toLowerCase()} is invalid.`;
  }
  if (id !== undefined) {
    for (const field of selfReferences(def)) {
      const value = values[field.name];
      if (value === id) errors[field.name] = `The ${field.label.toLowerCase()} cannot be the ${def.title} itself.`;
      else if (typeof value === 'number' && !errors[field.name] && await reaches(db, def, field.name, value, id)) {
        errors[field.name] = `The selected ${field.label.toLowerCase()} is invalid.`;
      }
    }
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}
