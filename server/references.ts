import type { ResourceDefinition } from '../src/engine/schema/defineResource';
import type { FieldDescriptor } from '../src/engine/schema/describeField';
import { LOOKUPS, lookupNameOf, type LookupSource } from './lookups';

/** The look-up source a reference property points at (x-ref.lookup), if the server knows it. */
export function sourceOf(field: FieldDescriptor): LookupSource | undefined {
  return field.reference ? LOOKUPS[field.reference.names ?? lookupNameOf(field.reference.lookup)]?.source : undefined;
}

/** References into the resource's own table (a tree such as parent_id): they must not point at the row itself. */
export function selfReferences(def: ResourceDefinition): FieldDescriptor[] {
  return Object.values(def.fields).filter((field) => {
    const source = sourceOf(field);
    return source?.from === 'resource' && source.resource === def.name && !field.reference?.multiple;
  });
}
