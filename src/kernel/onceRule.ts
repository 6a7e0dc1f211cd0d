import type { FieldDescriptor } from './describeField';
import { hasValue } from './hasValue';

/** The words of a refused change of an x-once property, in the browser and from the server. */
export const onceMessage = (field: FieldDescriptor) => `The ${field.label.toLowerCase()} cannot be changed once set.`;

/** onceLocked(fields, { asset_type_id: 3 }) → ['asset_type_id']: the x-once properties the stored record already holds. */
export const onceLocked = (fields: FieldDescriptor[], stored: Record<string, unknown> | undefined): string[] =>
  (stored ? fields.filter((field) => field.once && hasValue(stored[field.name])).map((field) => field.name) : []);

/**
 * onceErrors(fields, { asset_type_id: 4 }, { asset_type_id: 3 }) → { asset_type_id: 'The asset type cannot be changed once set.' }:
 * a save naming an x-once property the stored record holds with another value (ids compared as text: multipart sends '3').
 */
export function onceErrors(fields: FieldDescriptor[], body: Record<string, unknown>, stored: Record<string, unknown> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.once || !stored || !hasValue(stored[field.name]) || !(field.name in body)) continue;
    if (String(body[field.name] ?? '').trim() !== String(stored[field.name])) errors[field.name] = onceMessage(field);
  }
  return errors;
}
