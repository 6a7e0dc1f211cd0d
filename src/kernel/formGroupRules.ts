/**
 * What a form group holds and the rules its editor and the server share, so both say the same
 * words under the same dotted keys: formGroupErrors({ name: '', fields: [{ key: 'A' }] }, formGroupValidator('kind_ids'))
 * → { name: 'This field is required.', kind_ids: 'This field is required.', 'fields.0.key': '...' }.
 * What needs stored data (type ids that exist, keys another group uses) only the server checks.
 */
import type { Options } from 'ajv';
import { checkedBy, REQUIRED_MESSAGE, type Validate } from './fieldErrors';

/**
 * An administrator-defined field of a form group, a small subset of a JSON Schema property:
 * text (maxLength), textarea (x-widget), integer or number (minimum, maximum), date-time (format)
 * or a select (enum of texts); `required` says the form cannot be sent without it.
 */
export interface GroupField {
  key: string;
  title: string;
  type: 'string' | 'integer' | 'number';
  format?: 'date-time';
  'x-widget'?: 'textarea';
  enum?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  required?: boolean;
}

export const MAX_GROUP_FIELDS = 50;
export const KEY_TAKEN = 'The key has already been taken.';
export const GROUP_KEY_PATTERN = '^[a-z][a-z0-9_]{0,49}$';

/** The subset of JSON Schema a group field may use (see GroupField). */
const FIELD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'title', 'type'],
  properties: {
    key: { type: 'string', minLength: 1, pattern: GROUP_KEY_PATTERN,
      errorMessage: { minLength: REQUIRED_MESSAGE, pattern: 'The key must start with a small letter and hold only small letters, digits and _ (at most 50).' } },
    title: { type: 'string', minLength: 1, maxLength: 100,
      errorMessage: { minLength: REQUIRED_MESSAGE, maxLength: 'The title should be less than 100 characters.' } },
    type: { enum: ['string', 'integer', 'number'], errorMessage: 'The type must be string, integer or number.' },
    format: { const: 'date-time', errorMessage: 'The format can only be date-time.' },
    'x-widget': { const: 'textarea', errorMessage: 'The widget can only be textarea.' },
    enum: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 },
      errorMessage: 'The options must be 1 to 100 different texts.' },
    maxLength: { type: 'integer', minimum: 1, maximum: 10000 },
    minimum: { type: 'number' },
    maximum: { type: 'number' },
    required: { type: 'boolean' },
  },
};

/** A group's body: { id?, name, <field>: type ids, fields }. */
export const formGroupSchema = (field: string) => ({
  type: 'object',
  required: ['name', field],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1, maxLength: 50,
      errorMessage: { minLength: REQUIRED_MESSAGE, maxLength: 'The name should be less than 50 characters.' } },
    [field]: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'integer', minimum: 1 },
      errorMessage: { minItems: REQUIRED_MESSAGE } },
    fields: { type: 'array', maxItems: MAX_GROUP_FIELDS, items: FIELD_SCHEMA,
      errorMessage: { maxItems: `A form group holds at most ${MAX_GROUP_FIELDS} fields.` } },
  },
});

/** How a group body is checked: coerceTypes 'array', since multipart sends one type id as a lone value and every value as text. */
export const FORM_GROUP_OPTIONS: Options = { coerceTypes: 'array' };

/** What a field's type allows: text options only on strings, bounds only on numbers, one kind of text input. */
export function groupFieldShapeErrors(field: GroupField, at: string): Record<string, string> {
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

/**
 * The shape of a whole body (validate: formGroupSchema(field) compiled with FORM_GROUP_OPTIONS, by the
 * server at run time or ahead of time for the app), then each field's shape and keys repeated within it; {} when it passes.
 */
export function formGroupErrors(body: Record<string, unknown>, validate: Validate): Record<string, string> {
  const shape = checkedBy(validate)(body);
  if (Object.keys(shape).length) return shape;
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  ((body.fields ?? []) as GroupField[]).forEach((groupField, i) => {
    Object.assign(errors, groupFieldShapeErrors(groupField, `fields.${i}`));
    if (seen.has(groupField.key)) errors[`fields.${i}.key`] = KEY_TAKEN;
    seen.add(groupField.key);
  });
  return errors;
}

/** Where a read group names its types beside their ids: groupTypesKey('kind_ids') === 'kinds'. */
export const groupTypesKey = (field: string) => field.replace(/_ids$/, 's');
