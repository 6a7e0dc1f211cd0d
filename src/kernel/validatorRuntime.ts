import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import { FORM_FORMATS, FORMATS_MODULE } from './formFormats';

// ajv's helpers are CommonJS modules exporting `default`: bundlers hand them over wrapped or not.
const unwrapped = (value: unknown): unknown =>
  (value !== null && typeof value === 'object' && 'default' in value ? unwrapped((value as { default: unknown }).default) : value);

/** What precompiled validator code may require: ajv's runtime helpers for lengths and equality, and the formats. */
const PROVIDED: Record<string, unknown> = {
  'ajv/dist/runtime/equal': { default: unwrapped(equal) },
  'ajv/dist/runtime/ucs2length': { default: unwrapped(ucs2length) },
  [FORMATS_MODULE]: FORM_FORMATS,
};

/**
 * The `require` given to validators the server compiled (server/validators/validatorCode.ts):
 * validatorRuntime('ajv/dist/runtime/ucs2length').default('😀') === 1. Anything else throws, naming it.
 */
export function validatorRuntime(name: string): unknown {
  if (!Object.hasOwn(PROVIDED, name)) throw new Error(`Precompiled validators require "${name}", which the app does not provide.`);
  return PROVIDED[name];
}
