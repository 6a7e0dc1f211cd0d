/** Pure rules the form applies to its data on every change: x-ref.dependsOn clears, x-follows locks. */
import { type FieldDescriptor, withFollowers } from '../../kernel';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * ruledData(fields, { user_ids: [7], organization_ids: [2] }, { user_ids: [8], organization_ids: [2] })
 * → { user_ids: [8] }: an x-ref.dependsOn choice is dropped when the property it depends on
 * changes (the organisation of another user), and x-follows properties take their value while locked.
 */
export function ruledData(fields: FieldDescriptor[], previous: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  let data = next;
  for (const field of fields) {
    const on = field.reference?.dependsOn;
    if (on && field.name in data && !same(previous[on], data[on])) {
      const { [field.name]: _stale, ...rest } = data;
      data = rest;
    }
  }
  return withFollowers(fields, data);
}
