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

/**
 * A date that is none, in the words the shipped files give their dates (a property an administrator
 * adds has no errorMessage): invalidDateMessage('founded_on') === 'The founded on is not a valid date.'
 */
export const invalidDateMessage = (field: string) => `The ${(field.split('.').pop() ?? field).replace(/_/g, ' ')} is not a valid date.`;

/** isDateFormatError(error): ajv's own error of a date or date-time format (a file's errorMessage replaces it). */
export const isDateFormatError = (keyword: string | undefined, params: unknown) =>
  keyword === 'format' && DATE_FORMATS.has((params as { format?: unknown } | undefined)?.format);

/** ajv errors as the server's 412 body: one message per field, the first wins; missing properties say REQUIRED_MESSAGE. */
export function fieldErrors(errors: ErrorObject[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = errorField(error);
    if (!field || out[field]) continue;
    out[field] = error.keyword === 'required' ? REQUIRED_MESSAGE
      : isDateFormatError(error.keyword, error.params) ? invalidDateMessage(field) : error.message ?? 'The value is invalid.';
  }
  return out;
}

/** checkedBy(validate)(record) → the 412 messages of a record that fails, {} when it passes. */
export const checkedBy = (validate: Validate) => (record: unknown): Record<string, string> =>
  (validate(record) ? {} : fieldErrors(validate.errors ?? []));
