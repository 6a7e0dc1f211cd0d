import type { FieldDescriptor } from './describeField';

const DIGITS = /^\d+$/;

/**
 * sentValues(field, [3, 'a@b.c']) → { notify_agent_ids: [3], email_ids: ['a@b.c'] }: a mixed list as
 * the body fields x-send names, one per item type (numbers are ids, the rest text). Without x-send: { [name]: list }.
 */
export function sentValues(field: FieldDescriptor, list: unknown[]): Record<string, unknown[]> {
  if (!field.send) return { [field.name]: list };
  const out: Record<string, unknown[]> = {};
  for (const item of list) {
    const key = typeof item === 'number' ? field.send.integer : field.send.string;
    if (!key) continue;
    out[key] ??= [];
    out[key].push(item);
  }
  return out;
}

/**
 * receivedValue(field, { notify_agent_ids: ['3'], email_ids: ['a@b.c'] }) → [3, 'a@b.c']: the x-send
 * fields of a body folded back into one list (digit texts of the integer field become numbers); a
 * plain list under the property's own name is read too. Undefined when the body carries none of them.
 */
export function receivedValue(field: FieldDescriptor, body: Record<string, unknown>): unknown[] | undefined {
  const send = field.send ?? {};
  const keys = [field.name, send.integer, send.string].filter((key): key is string => key !== undefined && key in body);
  if (!keys.length) return undefined;
  const items = keys.flatMap((key) => [body[key]].flat()).filter((item) => item !== '' && item !== null && item !== undefined);
  return items.map((item) => (typeof item === 'string' && DIGITS.test(item.trim()) ? Number(item) : item));
}
