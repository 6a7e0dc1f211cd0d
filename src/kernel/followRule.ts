import type { FieldDescriptor } from './describeField';
import { hasValue } from './hasValue';

/** lockedFields(fields, { approver_id: 4 }) → ['status_id']: the x-follows properties whose followed property has a value. */
export const lockedFields = (fields: FieldDescriptor[], data: Record<string, unknown>): string[] =>
  fields.filter(({ follows }) => follows && hasValue(data[follows.field])).map((field) => field.name);

/** withFollowers(fields, { approver_id: 4, status_id: 3 }) → { approver_id: 4, status_id: 1 }: locked properties take their value. */
export function withFollowers(fields: FieldDescriptor[], data: Record<string, unknown>): Record<string, unknown> {
  const locked = lockedFields(fields, data);
  if (locked.every((name) => data[name] === fields.find((field) => field.name === name)?.follows?.value)) return data;
  const next = { ...data };
  for (const field of fields) if (locked.includes(field.name)) next[field.name] = field.follows!.value;
  return next;
}
