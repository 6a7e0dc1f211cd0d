import { useMemo } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import { conditionMatcher, type Matches, type FormTarget } from '../../kernel';
import { formValidator } from '../views/formValidator';
import { useValidators } from './useValidators';

export interface FormValidation {
  /** RJSF's validator of the form. */
  validator: ValidatorType;
  /** The test of the conditions the form picks its fields by. */
  matches: Matches;
}

/**
 * useFormValidator('change', formTarget(def, described)) → { validation } for an RJSF form once its
 * precompiled validators are there, { error } when they could not be loaded, {} meanwhile.
 */
export function useFormValidator(resource: string, target: FormTarget | undefined): { validation?: FormValidation; error?: unknown } {
  const { validators, error } = useValidators(resource, target);
  return useMemo(() => {
    if (!validators || !target) return { error };
    return { validation: { validator: formValidator(validators, target.root), matches: conditionMatcher(validators) } };
  }, [validators, target, error]);
}
