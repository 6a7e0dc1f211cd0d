import type { PropertySchema } from '../../../src/kernel';
import type { GroupField } from '../../repositories/formGroups';

/** What the date-time inputs send ('2026-01-02 10:30'), checked by pattern: the strict format wants a time zone. */
export const SENT_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$';

/**
 * A group field as a property of the form's JSON Schema, with messages in the spec's words so the
 * browser and the server say the same: groupProperty({ key: 'window', title: 'Window', type: 'string',
 * maxLength: 50 }).errorMessage.maxLength === 'The window should be less than 50 characters.'.
 */
export function groupProperty(field: GroupField): PropertySchema {
  const name = field.title.toLowerCase();
  const { key: _key, required: _required, ...schema } = field;
  const messages: Record<string, string> = {};
  if (field.maxLength !== undefined) messages.maxLength = `The ${name} should be less than ${field.maxLength} characters.`;
  if (field.type !== 'string') messages.type = `The ${name} must be a number.`;
  if (field.minimum !== undefined) messages.minimum = `The ${name} must be at least ${field.minimum}.`;
  if (field.maximum !== undefined) messages.maximum = `The ${name} may not be greater than ${field.maximum}.`;
  if (field.enum) messages.enum = `The selected ${name} is invalid.`;
  const date = field.format === 'date-time' ? { pattern: SENT_DATE_TIME } : {};
  if (field.format === 'date-time') messages.pattern = `The ${name} is not a valid date.`;
  return { ...schema, ...date, ...(Object.keys(messages).length ? { errorMessage: messages } : {}) } as PropertySchema;
}

/** A property as the server validates a sent value: the strict date-time format left to the pattern. */
export function sentProperty(schema: PropertySchema): PropertySchema {
  if (schema.format !== 'date-time') return schema;
  const { format: _format, ...rest } = schema;
  return rest;
}
