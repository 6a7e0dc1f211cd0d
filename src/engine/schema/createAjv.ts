import Ajv, { type Options } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { isDateTime } from './isDateTime';

/** x- keywords of resource files: annotations for the engine, ignored by validation. */
export const X_KEYWORDS = ['x-ref', 'x-read', 'x-display', 'x-truncate', 'x-widget', 'x-range-end',
  'x-resource', 'x-api', 'x-list', 'x-show', 'x-store'];

/** Adds what every validator of resource data needs; RJSF passes its own Ajv here (customizeValidator's extenderFn). */
export function extendAjv<A extends Ajv>(ajv: A): A {
  addFormats(ajv);
  // Forms and the server speak 'YYYY-MM-DD HH:mm:ss' (DESIGN §5), which RFC 3339 date-time refuses.
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
  addErrors(ajv);
  for (const keyword of X_KEYWORDS) if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  return ajv;
}

/** One configured Ajv: createAjv({ coerceTypes: true }) validates multipart bodies whose values are strings. */
export function createAjv(options: Options = {}): Ajv {
  return extendAjv(new Ajv({ allErrors: true, strict: false, ...options }));
}
