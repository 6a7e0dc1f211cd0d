/** Errors a handler throws; the one error handler (plugins/errors.ts) turns them into the envelope. */
export class ApiError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

/** A 412: one message per field, answered as { success: false, message: { field: "..." } }. */
export class FieldErrors extends Error {
  readonly statusCode = 412;
  constructor(readonly fields: Record<string, string>) {
    super('The given data was invalid.');
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message = 'Record not found.') => new ApiError(404, message);
export const unauthenticated = () => new ApiError(401, 'Unauthenticated.');
export const forbidden = (message = 'Forbidden.') => new ApiError(403, message);
export const conflict = (message: string) => new ApiError(409, message);
