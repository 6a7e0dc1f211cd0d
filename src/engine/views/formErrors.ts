import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { invalidDateMessage, isDateFormatError, REQUIRED_MESSAGE } from '../../kernel';

const fieldOf = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '').split('.')[0];

const dateMessage = (error: RJSFValidationError) => invalidDateMessage((error.property ?? '').replace(/^\./, ''));

/** makeTransformErrors(() => formData) → RJSF's transformErrors: the spec's words (the server's for a date), and no type error for a chosen File. */
export function makeTransformErrors(current: () => Record<string, unknown>, requiredMessage = REQUIRED_MESSAGE) {
  return (errors: RJSFValidationError[]) =>
    errors
      .filter((error) => !(current()[fieldOf(error)] instanceof File && error.name === 'type'))
      // A failed if/then/else says "must match "then" schema" about the whole form: the field its branch requires says it better.
      .filter((error) => error.name !== 'if')
      .map((error) => {
        if (error.name === 'required') return { ...error, message: requiredMessage, stack: requiredMessage };
        if (!isDateFormatError(error.name, error.params)) return error;
        const message = dateMessage(error);
        return { ...error, message, stack: message };
      });
}

/** toExtraErrors({ name: 'Taken.' }) → { name: { __errors: ['Taken.'] } }: a 412's messages under their fields. */
export function toExtraErrors(fieldErrors: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!fieldErrors || Object.keys(fieldErrors).length === 0) return undefined;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema;
}
