import { HttpError } from 'ra-core';

/** What a failed call carries: the server's words and, for a 412, one message per field. */
export interface ErrorBody {
  message: string;
  errors: Record<string, string>;
}

const GENERIC: Record<number, string> = {
  400: 'The request was refused.', 401: 'Unauthenticated.', 403: 'Forbidden.', 404: 'Record not found.',
  412: 'The given data was invalid.', 413: 'The request body is too large.', 500: 'Something went wrong on the server.',
};

/** isConflict(error): a save refused because the record changed since it was read (409). */
export const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/**
 * toHttpError(412, { success: false, message: { name: 'Too long.' } }) → an HttpError whose
 * body.errors is { name: 'Too long.' }. A 412 with a plain string, a body that is not JSON, or
 * "not found" as a 400 all become one readable message.
 */
export function toHttpError(status: number, body: unknown): HttpError {
  const raw = (body as { message?: unknown } | null)?.message;
  const errors: Record<string, string> = {};
  if (raw !== null && typeof raw === 'object') {
    for (const [field, value] of Object.entries(raw)) errors[field] = Array.isArray(value) ? String(value[0]) : String(value);
  }
  const message = typeof raw === 'string' && raw.trim() ? raw
    : Object.values(errors)[0] ?? GENERIC[status] ?? GENERIC[status >= 500 ? 500 : 400];
  const error: ErrorBody = { message, errors };
  return new HttpError(message, status, error);
}
