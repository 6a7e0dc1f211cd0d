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
});
