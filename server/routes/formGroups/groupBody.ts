import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { createAjv } from '../../../src/engine/schema/createAjv';
import { fieldErrors, REQUIRED_MESSAGE } from '../../../src/engine/schema/fieldErrors';
import type { FormGroupsSpec } from '../../../src/engine/schema/formTypes';
import { FieldErrors } from '../../httpErrors';
import { findGroups, type GroupField, type GroupInput } from '../../repositories/formGroups';
import { lookupItemsById } from '../../repositories/lookupItems';
import { sourceOf } from '../../references';

const MAX_FIELDS = 50;
const TAKEN = 'The key has already been taken.';

/** The subset of JSON Schema a group field may use (see GroupField). */
const FIELD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'title', 'type'],
  properties: {
    key: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,49}$',
      errorMessage: { pattern: 'The key must start with a small letter and hold only small letters, digits and _ (at most 50).' } },
    title: { type: 'string', minLength: 1, maxLength: 100,
      errorMessage: { minLength: REQUIRED_MESSAGE, maxLength: 'The title should be less than 100 characters.' } },
    type: { enum: ['string', 'integer', 'number'], errorMessage: 'The type must be string, integer or number.' },
    format: { const: 'date-time', errorMessage: 'The format can only be date-time.' },
    'x-widget': { const: 'textarea', errorMessage: 'The widget can only be textarea.' },
    enum: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 },
      errorMessage: 'The options must be up to 100 different texts.' },
    maxLength: { type: 'integer', minimum: 1, maximum: 10000 },
    minimum: { type: 'number' },
    maximum: { type: 'number' },
    required: { type: 'boolean' },
  },
};

const bodySchema = (field: string) => ({
  type: 'object',
  required: ['name', field],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1, maxLength: 50,
      errorMessage: { minLength: REQUIRED_MESSAGE, maxLength: 'The name should be less than 50 characters.' } },
    [field]: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'integer', minimum: 1 },
      errorMessage: { minItems: REQUIRED_MESSAGE } },
    fields: { type: 'array', maxItems: MAX_FIELDS, items: FIELD_SCHEMA,
      errorMessage: { maxItems: `A form group holds at most ${MAX_FIELDS} fields.` } },
  },
});

// coerceTypes 'array': multipart sends one type id as a lone value and every value as text.
const ajv = createAjv({ coerceTypes: 'array' });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
const validatorOf = (field: string) => {
  let validate = validators.get(field);
  if (!validate) validators.set(field, (validate = ajv.compile(bodySchema(field))));
  return validate;
};

const SWITCH: Record<string, boolean> = { 1: true, on: true, true: true, 0: false, off: false, false: false, '': false };

/** Multipart sends a field's `required` switch as 1/0 (the client's form entries), JSON as a boolean. */
const withSwitches = (fields: unknown) => (Array.isArray(fields)
  ? fields.map((field) => (field && typeof field === 'object' && typeof (field as GroupField).required === 'string'
    ? { ...field, required: SWITCH[(field as { required: string }).required] ?? (field as GroupField).required } : field))
  : fields);

const trimmed = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
};

/** What a field's type allows: text options only on strings, bounds only on numbers, one kind of text input. */
function fieldShapeErrors(field: GroupField, at: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = field.type === 'string';
  for (const key of ['format', 'x-widget', 'enum', 'maxLength'] as const) {
    if (field[key] !== undefined && !text) errors[`${at}.${key}`] = `Only a string field can have ${key}.`;
  }
  for (const key of ['minimum', 'maximum'] as const) {
    if (field[key] !== undefined && text) errors[`${at}.${key}`] = `Only a number field can have ${key}.`;
  }
  if ([field.format, field['x-widget'], field.enum].filter((part) => part !== undefined).length > 1) {
    errors[`${at}.type`] = 'A field is a date-time, a textarea or a select, not several.';
  }
  return errors;
}

export interface CheckedGroup { id?: number; input: GroupInput }

/**
 * A form group as sent (JSON or multipart), checked whole before anything is written: 412 per
 * dotted field for the shape, type ids that are no item of the `by` property's look-up, and keys
 * that a property of the resource or another group of the category uses already.
 */
export function checkGroupBody(db: Database, resources: ResourceDefinition[], def: ResourceDefinition, spec: FormGroupsSpec, raw: Record<string, unknown>): CheckedGroup {
  const body = trimmed(raw) as Record<string, unknown>;
  body.fields = body.fields === '' || body.fields === undefined ? [] : withSwitches(body.fields);
  const validate = validatorOf(spec.field);
  if (!validate(body)) throw new FieldErrors(fieldErrors(validate.errors ?? []));
  const id = body.id as number | undefined;
  const typeIds = body[spec.field] as number[];
  const fields = body.fields as GroupField[];
  const errors: Record<string, string> = {};
  const by = def.fields[spec.by];
  const source = sourceOf(by);
  const known = source ? lookupItemsById(db, resources, source, typeIds) : new Map();
  if (typeIds.some((typeId) => !known.has(typeId))) errors[spec.field] = `The selected ${by.label.toLowerCase()} is invalid.`;
  const others = new Set(findGroups(db, spec.category).filter((group) => group.id !== id).flatMap((group) => group.fields.map((field) => field.key)));
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    Object.assign(errors, fieldShapeErrors(field, `fields.${i}`));
    if (def.fields[field.key] || others.has(field.key) || seen.has(field.key)) errors[`fields.${i}.key`] = TAKEN;
    seen.add(field.key);
  });
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { id, input: { name: body.name as string, type_ids: typeIds, fields } };
}
