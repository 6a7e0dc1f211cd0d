/** Errors a handler throws; the one error handler (plugins/errors.ts) turns them into the envelope. */
export class ApiError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

/**
 * One message per field, answered as { success: false, message: { field: "..." } }: a 412 for input
 * that is invalid in itself; a 400 for a value the record's state refuses, so a form still shows it
 * under its field.
 */
export class FieldErrors extends Error {
  constructor(readonly fields: Record<string, string>, readonly statusCode: 400 | 412 = 412) {
    super('The given data was invalid.');
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message = 'Record not found.') => new ApiError(404, message);
export const unauthenticated = () => new ApiError(401, 'Unauthenticated.');
export const forbidden = (message = 'Forbidden.') => new ApiError(403, message);
export const conflict = (message: string) => new ApiError(409, message);
