import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { houseMessage, REQUIRED_MESSAGE } from '../../kernel';

const fieldOf = (error: RJSFValidationError) => (error.property ?? '').replace(/^\./, '').split('.')[0];

/** makeTransformErrors(() => formData) → RJSF's transformErrors: the spec's words (the server's for a date or a limit a file gives no message for), and no type error for a chosen File. */
export function makeTransformErrors(current: () => Record<string, unknown>, requiredMessage = REQUIRED_MESSAGE) {
  return (errors: RJSFValidationError[]) =>
    errors
      .filter((error) => !(current()[fieldOf(error)] instanceof File && error.name === 'type'))
      // A failed if/then/else says "must match "then" schema" about the whole form: the field its branch requires says it better.
      .filter((error) => error.name !== 'if')
      .map((error) => {
        if (error.name === 'required') return { ...error, message: requiredMessage, stack: requiredMessage };
        const message = houseMessage((error.property ?? '').replace(/^\./, ''), error.name, error.params);
        return message ? { ...error, message, stack: message } : error;
      });
}

/** toExtraErrors({ name: 'Taken.' }) → { name: { __errors: ['Taken.'] } }: a 412's messages under their fields. */
export function toExtraErrors(fieldErrors: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!fieldErrors || Object.keys(fieldErrors).length === 0) return undefined;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema;
}
