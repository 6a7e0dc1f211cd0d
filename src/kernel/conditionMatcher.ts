import type { Matches } from './resolveFormSchema';
import { validatorOf, type ValidatorFunctions } from './validationTargets';

/**
 * conditionMatcher(functions) → a Matches test backed by the form's precompiled validators: each
 * condition a form tests (the file's root `if`, a form group's `if`) is one of its target's schemas.
 */
export function conditionMatcher(functions: ValidatorFunctions): Matches {
  return (condition, data) => validatorOf(functions, condition)(data) === true;
}
