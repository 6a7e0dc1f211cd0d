import type { ValidatorType } from '@rjsf/utils';

/**
 * The preview form's validator: it finds no error. The form of a draft has no validators yet (the
 * server compiles them once it is applied, and the policy forbids compiling them in the browser), and
 * nothing of a preview is saved.
 */
export const previewValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [], validationError: undefined }),
};
