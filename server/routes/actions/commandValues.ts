import type { ValidateFunction } from 'ajv';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { createAjv } from '../../../src/engine/schema/createAjv';
import { fieldErrors } from '../../../src/engine/schema/fieldErrors';
import type { Command } from '../../../src/engine/schema/types';
import { FieldErrors } from '../../httpErrors';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const validators = new WeakMap<Command, ValidateFunction>();

/** The command's fields as one object schema, every field required, readOnly dropped (the command is how they are written). */
function validatorOf(def: ResourceDefinition, command: Command): ValidateFunction {
  let validate = validators.get(command);
  if (!validate) {
    const fields = command.fields ?? [];
    const properties = Object.fromEntries(fields.map((name) => {
      const { readOnly: _readOnly, default: _default, ...schema } = def.file.properties[name];
      return [name, schema];
    }));
    validators.set(command, (validate = createAjv().compile({ type: 'object', required: fields, properties })));
  }
  return validate;
}

/**
 * The values a command writes from its body (x-actions command `fields`): text that is a number
 * becomes one (multipart sends text) but nothing else is coerced, so 'abc', true or -5 get the
 * property's own message; an empty value is missing: 'This field is required.'. Throws a 412.
 */
export function commandValues(def: ResourceDefinition, command: Command, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of command.fields ?? []) {
    let value = body[name];
    if (typeof value === 'string') value = value.trim();
    if (value === '' || value === null || value === undefined) continue;
    const numeric = ['integer', 'number'].includes(String(def.file.properties[name].type));
    values[name] = numeric && typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
  }
  const validate = validatorOf(def, command);
  if (!validate(values)) throw new FieldErrors(fieldErrors(validate.errors ?? []));
  return values;
}
