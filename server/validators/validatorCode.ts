import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { JSONSchema7 } from 'json-schema';
import { FORMATS_MODULE, type ValidationTarget } from '../../src/kernel';
import { createAjv, extendAjv } from '../createAjv';

// Function formats (date-time) are required from the app by name; regular expressions are written into the code.
const CODE = { source: true, formats: _`require(${FORMATS_MODULE})` };

/**
 * The schemas a target exports, each under its RJSF hash as $id: for a form, every schema RJSF's
 * parser finds it would validate alone (the root, conditions, options), as RJSF's own
 * compileSchemaValidators does; then the schemas tested alone. Two schemas of one hash would be a
 * wrong answer waiting to happen, so they throw.
 */
function exportedSchemas(target: ValidationTarget): JSONSchema7[] {
  const byId = new Map<string, JSONSchema7>();
  const parsed = target.profile === 'form' ? Object.values(schemaParser(target.root)) as JSONSchema7[] : [];
  const alone = target.schemas.map((schema) => ({ ...schema, $id: hashForSchema(schema as RJSFSchema) }));
  for (const schema of [...parsed, ...alone]) {
    const same = byId.get(schema.$id!);
    if (same && JSON.stringify(same) !== JSON.stringify(schema)) throw new Error(`Two schemas of the ${target.name} validators share the hash ${schema.$id}.`);
    byId.set(schema.$id!, schema);
  }
  return [...byId.values()];
}

/**
 * validatorCode(target) → ajv's standalone code (CommonJS: `exports[hash] = validate`, `require` for
 * ajv's runtime helpers and the formats) of every schema of the target, compiled with the options
 * the app validated with when it compiled them itself: RJSF's plus the engine's extensions
 * (errorMessage texts, formats, x- keywords) for forms, createAjv's for records.
 */
export function validatorCode(target: ValidationTarget): string {
  const schemas = exportedSchemas(target);
  const ajv = target.profile === 'form'
    ? createAjvInstance(undefined, undefined, { code: CODE, schemas }, false, undefined, extendAjv as never)
    : createAjv({ ...target.options, code: CODE, schemas });
  return standaloneCode(ajv);
}

/**
 * validatorModule(target, version) → an ES module the app imports from its own origin: `version`, and
 * a default export that takes the app's `require` (validatorRuntime.ts) and answers the functions by hash.
 */
export function validatorModule(target: ValidationTarget, version: string): string {
  return [
    `// The ${target.name} validators, compiled by the service desk's server ahead of time (ajv standalone code).`,
    `export const version = ${JSON.stringify(version)};`,
    'export default function validators(require) {',
    'const exports = {};',
    validatorCode(target),
    'return exports;',
    '}',
    '',
  ].join('\n');
}
