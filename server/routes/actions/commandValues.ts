import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../createAjv';
import {
  type ResourceDefinition,
  describeField,
  fieldErrors,
  isHtml,
  type Command,
  type PropertySchema,
  receivedValue,
} from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import { sanitizeHtml } from '../../sanitizeHtml';
import { emptyHtml } from '../resources/writePayload';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const validators = new WeakMap<Command, ValidateFunction>();

/**
 * What a command reads from its body, by name: its fields, the end of a date range among them
 * (x-range-end travels with its start) and its inputs, each with its schema.
 */
export function commandSchemas(def: ResourceDefinition, command: Command): Record<string, PropertySchema> {
  const schemas: Record<string, PropertySchema> = {};
  for (const name of command.fields ?? []) {
    for (const field of [name, def.file.properties[name]['x-range-end']]) {
      if (field === undefined) continue;
      const { readOnly: _readOnly, default: _default, ...schema } = def.file.properties[field];
      schemas[field] = schema;
    }
  }
  return { ...schemas, ...command.inputs };
}

/** The command's values as one object schema, readOnly dropped (the command is how they are written); required as it says, else every field. */
function validatorOf(def: ResourceDefinition, command: Command): ValidateFunction {
  let validate = validators.get(command);
  if (!validate) {
    const properties = commandSchemas(def, command);
    const required = command.required ?? Object.keys(properties).filter((name) => !command.inputs?.[name]);
    validate = createAjv().compile({ type: 'object', required, properties });
    validators.set(command, validate);
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
  for (const [name, schema] of Object.entries(commandSchemas(def, command))) {
    // A mixed list may come as the fields its x-send names (notify_agent_ids[], email_ids[]).
    let value = def.fields[name]?.send ? receivedValue(def.fields[name], body) : body[name];
    const html = isHtml(describeField(name, schema));
    // Rich text (a reason) is stored or logged as it will be read: sanitised.
    if (typeof value === 'string') value = (html ? sanitizeHtml(value) : value).trim();
    if (value === '' || value === null || value === undefined) continue;
    if (html && typeof value === 'string' && emptyHtml(value)) continue;
    const numeric = ['integer', 'number'].includes(String(schema.type));
    values[name] = numeric && typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
  }
  const validate = validatorOf(def, command);
  if (!validate(values)) throw new FieldErrors(fieldErrors(validate.errors ?? []));
  return values;
}
