import Ajv, { type Options } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { FORM_FORMATS } from '../src/kernel';

// Ajv compiles validators into functions at run time, which the browser's policy forbids: this module is
// for the server and the scripts; the app runs validators the server precompiled (validationTargets.ts).

/** x- keywords of resource files: annotations for the engine, ignored by validation. */
export const X_KEYWORDS = ['x-ref', 'x-read', 'x-display', 'x-truncate', 'x-widget', 'x-range-end',
  'x-resource', 'x-api', 'x-list', 'x-show', 'x-store'];

/** Adds what every validator of resource data needs; RJSF passes its own Ajv here (createAjvInstance's extenderFn). */
export function extendAjv<A extends Ajv>(ajv: A): A {
  addFormats(ajv);
  ajv.addFormat('date-time', FORM_FORMATS['date-time']);
  addErrors(ajv);
  for (const keyword of X_KEYWORDS) if (!ajv.getKeyword(keyword)) ajv.addKeyword(keyword);
  return ajv;
}

/** One configured Ajv: createAjv({ coerceTypes: true }) validates multipart bodies whose values are strings. */
export function createAjv(options: Options = {}): Ajv {
  return extendAjv(new Ajv({ allErrors: true, strict: false, ...options }));
}
