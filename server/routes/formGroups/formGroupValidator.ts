import type { ValidateFunction } from 'ajv';
import { FORM_GROUP_OPTIONS, formGroupSchema } from '../../../src/kernel';
import { createAjv } from '../../createAjv';

const ajv = createAjv(FORM_GROUP_OPTIONS);
const validators = new Map<string, ValidateFunction>();

/** The server's compiled check of a group body whose type ids sit under `field`; it coerces the body in place. */
export function formGroupValidator(field: string): ValidateFunction {
  const kept = validators.get(field);
  if (kept) return kept;
  const validate = ajv.compile(formGroupSchema(field));
  validators.set(field, validate);
  return validate;
}
