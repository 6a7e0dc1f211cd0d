import type { Options, ValidateFunction } from 'ajv';
import { checkedBy, type ResourceFile } from '../../src/kernel';
import { createAjv } from '../createAjv';

const compiled = new Map<string, WeakMap<ResourceFile, ValidateFunction>>();

/**
 * A validator of whole records against a resource file, for server modules that check a record outside
 * the generic save (the app checks with the same file, precompiled: recordTarget): the same messages
 * under the same dotted keys as a 412.
 * recordValidator(file)({ steps: [{}] }) gives { 'steps.0.name': 'This field is required.', ... };
 * {} when the record is valid. Options such as useDefaults or coerceTypes change the record in place.
 */
export function recordValidator(file: ResourceFile, options: Options = {}): (record: unknown) => Record<string, string> {
  const key = JSON.stringify(options);
  let byFile = compiled.get(key);
  if (!byFile) {
    byFile = new WeakMap();
    compiled.set(key, byFile);
  }
  let validate = byFile.get(file);
  if (!validate) {
    validate = createAjv(options).compile(file);
    byFile.set(file, validate);
  }
  return checkedBy(validate);
}
