import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { makeTransformErrors } from '../../../src/engine/views/formErrors';

const error = (name: string, property: string, message: string): RJSFValidationError => ({ name, property, message, stack: message, schemaPath: '', params: {} });

describe('makeTransformErrors', () => {
  it('says the spec words for a missing field and drops the form-wide if/then/else failure', () => {
    const transform = makeTransformErrors(() => ({}));
    expect(transform([
      error('required', '.department_id', "must have required property 'department_id'"),
      error('if', '', 'must match "else" schema'),
    ]).map((e) => [e.property, e.message])).toEqual([['.department_id', 'This field is required.']]);
  });

  it('says a date that is none in the server\'s words', () => {
    const bad = { ...error('format', '.founded_on', 'must match format "date"'), params: { format: 'date' } };
    expect(makeTransformErrors(() => ({}))([bad]).map((e) => e.message)).toEqual(['The founded on is not a valid date.']);
  });

  it('says a limit a file gives no message for in the server\'s words, as the server does', () => {
    const limits = [
      { ...error('maxLength', '.phone', 'must NOT have more than 30 characters'), params: { limit: 30 } },
      { ...error('minimum', '.head_count', 'must be >= 1'), params: { comparison: '>=', limit: 1 } },
      { ...error('maximum', '.head_count', 'must be <= 500'), params: { comparison: '<=', limit: 500 } },
    ];
    expect(makeTransformErrors(() => ({}))(limits).map((e) => e.message)).toEqual([
      'The phone may not be greater than 30 characters.', 'The head count must be at least 1.', 'The head count may not be greater than 500.',
    ]);
  });
});
