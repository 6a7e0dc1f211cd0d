import type { FieldDescriptor } from './describeField';
import { fillUrl } from './paths';

/**
 * dependentLookup(field, { parent_ids: [7] }) → '/api/children/7' for a lookup '/api/children/{parent_ids}': the look-up of an
 * x-ref.dependsOn property filled with the first value of the property it depends on; undefined while
 * that property has none (or for a reference that depends on nothing).
 */
export function dependentLookup(field: FieldDescriptor, data: Record<string, unknown>): string | undefined {
  const on = field.reference?.dependsOn;
  if (!on || !field.reference) return undefined;
  const value = [data[on]].flat()[0];
  if (value === undefined || value === null || value === '') return undefined;
  return fillUrl(field.reference.lookup, { [on]: value as string | number });
}
