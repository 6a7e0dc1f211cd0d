import type { FieldDescriptor } from '../../src/kernel';

/**
 * SQLite has no booleans, lists or objects: booleans are stored as 0/1, lists and objects (asset_ids,
 * levels) as JSON text. toColumn([4, 5]) === '[4,5]'; fromColumn(booleanField, 1) === true.
 */
export function toColumn(value: unknown): unknown {
  if (typeof value === 'boolean') return Number(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

const isJson = (field: FieldDescriptor) => field.schema.type === 'array' || field.schema.type === 'object';

/** The API value of a stored column; a JSON column that does not parse (edited by hand) reads as null. */
export function fromColumn(field: FieldDescriptor, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (field.schema.type === 'boolean') return value === 1;
  if (isJson(field) && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value;
}

/** Fields whose stored form differs from the API form, so readers convert only those. */
export const convertedFields = (fields: FieldDescriptor[]) => fields.filter((field) => field.schema.type === 'boolean' || isJson(field));
