import { describe, expect, it } from 'vitest';
import { toHttpError } from '../../../src/engine/data/httpError';

describe('toHttpError', () => {
  it.each([
    [412, { success: false, message: { name: 'The name should be less than 50 characters.', 'levels.0.name': ['Required.'] } },
      'The name should be less than 50 characters.', { name: 'The name should be less than 50 characters.', 'levels.0.name': 'Required.' }],
    [412, { success: false, message: 'The change is closed.' }, 'The change is closed.', {}],
    [400, { success: false, message: 'Record not found.' }, 'Record not found.', {}],
    [403, { success: false }, 'Forbidden.', {}],
    [502, undefined, 'Something went wrong on the server.', {}],
  ])('%i %j', (status, body, message, errors) => {
    const error = toHttpError(status, body);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.body).toEqual({ message, errors });
  });
});
