import { deepEquals, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorFunctions } from '../../kernel';

interface ErrorPlace { schemaPath?: string; params?: { missingProperty?: string } }

const PROPERTY = /^#\/properties\/([^/]+)(?:\/|$)/;
// ajv writes a property into a schema path as a URI fragment of a JSON pointer.
const propertyOf = (path: string) => {
  const raw = PROPERTY.exec(path)?.[1];
  return raw === undefined ? undefined : decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
};

/**
 * The schema RJSF validates (the form as shown, some fields hidden, perhaps with its if/then resolved)
 * must be a part of `root`, the form with every field shown that the validators were compiled from:
 * the same schema for each field, no required name root does not require. Anything else is a bug
 * that would leave a field unchecked, so it throws.
 */
function checkPart(schema: RJSFSchema, root: RJSFSchema) {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!deepEquals(property, root.properties?.[name])) throw new Error(`The form's field "${name}" is not the one its validators were compiled for.`);
  }
  const branches = [root, root.then, root.else].filter((branch): branch is RJSFSchema => typeof branch === 'object');
  const missing = (schema.required ?? []).find((name) => !branches.some((branch) => branch.required?.includes(name)));
  if (missing) throw new Error(`The form requires "${missing}", which its validators were not compiled to require.`);
}

/**
 * Which errors of the whole form the shown form has: none about a field it does not show, no missing
 * property it does not require; errors of the file's if/then/else are the same in both, so they stay.
 */
function shownErrors(schema: RJSFSchema, root: RJSFSchema) {
  checkPart(schema, root);
  const shown = new Set(Object.keys(schema.properties ?? {}));
  const required = new Set(schema.required ?? []);
  return <E extends ErrorPlace>(error: E) => {
    const path = error.schemaPath ?? '';
    const property = propertyOf(path);
    if (property !== undefined) return shown.has(property);
    if (path === '#/required') return required.has(error.params?.missingProperty ?? '');
    return true;
  };
}

/**
 * formValidator(functions, root) → RJSF's validator for a form whose validators the server compiled
 * ahead of time (no code is compiled in the browser): RJSF's precompiled validator of `root`, the form
 * with every field shown. A form hides fields as its data and permissions say, so RJSF asks about a
 * part of root: the whole is validated and only the errors of the part are kept, which are the errors
 * the part has. Messages are the resource file's (errorMessage), as the server's.
 */
export function formValidator(functions: ValidatorFunctions, root: RJSFSchema): ValidatorType {
  const whole = createPrecompiledValidator(functions as never, root);
  return {
    validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
      const keep = shownErrors(schema, root);
      return whole.validateFormData(formData, root, customValidate, (errors, ui) => {
        const shown = errors.filter(keep);
        return transformErrors ? transformErrors(shown, ui) : shown;
      }, uiSchema);
    },
    isValid: (schema, formData) => whole.isValid(schema, formData, root),
    rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
      const keep = shownErrors(schema, root);
      const { errors, validationError } = whole.rawValidation<ErrorPlace>(root, formData);
      return { errors: errors?.filter(keep) as Result[] | undefined, validationError };
    },
  };
}
