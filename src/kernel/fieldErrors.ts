import type { ErrorObject } from 'ajv';
import { DATE_FORMATS } from './describeField';

/** A validator compiled by ajv, at run time (the server) or ahead of it (the app's precompiled ones). */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export const REQUIRED_MESSAGE = 'This field is required.';

/** The field an ajv error is about, dotted: "/levels/0/name" -> "levels.0.name"; a missing property names itself. */
export function errorField(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error;
  const missing = (inner.params as { missingProperty?: string }).missingProperty;
  if (missing) path.push(missing);
  return path.join('.');
}

const nameOf = (field: string) => (field.split('.').pop() ?? field).replace(/_/g, ' ');

/** The limit of a length or range error, in the words of the help desk's own validation messages. */
const LIMIT_WORDS: Record<string, (name: string, limit: unknown) => string> = {
  maxLength: (name, limit) => `The ${name} may not be greater than ${limit} characters.`,
  minLength: (name, limit) => `The ${name} must be at least ${limit} characters.`,
  maximum: (name, limit) => `The ${name} may not be greater than ${limit}.`,
  minimum: (name, limit) => `The ${name} must be at least ${limit}.`,
};

/**
 * ajv's own error of a property whose file gives no errorMessage (one an administrator adds in the Data
 * model) in the words the shipped files give theirs, or undefined to keep ajv's:
 * houseMessage('founded_on', 'format', { format: 'date' }) === 'The founded on is not a valid date.'
 * houseMessage('phone', 'maxLength', { limit: 30 }) === 'The phone may not be greater than 30 characters.'
 */
export function houseMessage(field: string, keyword: string | undefined, params: unknown): string | undefined {
  const given = (params ?? {}) as { format?: unknown; limit?: unknown };
  if (keyword === 'format' && DATE_FORMATS.has(given.format)) return `The ${nameOf(field)} is not a valid date.`;
  return keyword && Object.hasOwn(LIMIT_WORDS, keyword) ? LIMIT_WORDS[keyword](nameOf(field), given.limit) : undefined;
}

/** ajv errors as the server's 412 body: one message per field, the first wins; missing properties say REQUIRED_MESSAGE. */
export function fieldErrors(errors: ErrorObject[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = errorField(error);
    if (!field || out[field]) continue;
    out[field] = error.keyword === 'required' ? REQUIRED_MESSAGE
      : houseMessage(field, error.keyword, error.params) ?? error.message ?? 'The value is invalid.';
  }
  return out;
}

/** checkedBy(validate)(record) → the 412 messages of a record that fails, {} when it passes. */
export const checkedBy = (validate: Validate) => (record: unknown): Record<string, string> =>
  (validate(record) ? {} : fieldErrors(validate.errors ?? []));
