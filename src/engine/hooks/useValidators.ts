import { useEffect, useMemo, useState } from 'react';
import { onValidatorSource, validatorSource } from '../data/validatorSource';
import { targetVersion, type ValidationTarget, type ValidatorFunctions } from '../../kernel';

const loaded = new Map<string, ValidatorFunctions | Promise<ValidatorFunctions>>();
onValidatorSource(() => loaded.clear());

/** The functions of a target, loaded once per version; a failed load is forgotten, so the next visit tries again. */
function validatorsOf(resource: string, target: ValidationTarget): ValidatorFunctions | Promise<ValidatorFunctions> {
  const version = targetVersion(target);
  const key = `${resource}/${target.name}@${version}`;
  let entry = loaded.get(key);
  if (!entry) {
    entry = validatorSource()(resource, target, version);
    if (entry instanceof Promise) entry.then((functions) => loaded.set(key, functions), () => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
}

/** preloadValidators('change', target): starts loading a target's functions before its form draws; the form then finds them loaded. */
export function preloadValidators(resource: string, target: ValidationTarget): void {
  const entry = validatorsOf(resource, target);
  // A failure is the form's to report when it asks again.
  if (entry instanceof Promise) entry.catch(() => undefined);
}

interface Loaded { entry: unknown; validators?: ValidatorFunctions; error?: unknown }

/**
 * useValidators('change', target) → { validators } once the target's precompiled functions are
 * there (at once when they were loaded before), { error } when they could not be; {} while loading.
 * The target is memoised by the caller: a new object is a new load.
 */
export function useValidators(resource: string, target: ValidationTarget | undefined): { validators?: ValidatorFunctions; error?: unknown } {
  const entry = useMemo(() => {
    if (!target) return undefined;
    try {
      return validatorsOf(resource, target);
    } catch (error) {
      return Promise.reject(error);
    }
  }, [resource, target]);
  const [settled, setSettled] = useState<Loaded>();
  useEffect(() => {
    if (!(entry instanceof Promise)) return undefined;
    let current = true;
    entry.then((validators) => current && setSettled({ entry, validators }), (error: unknown) => current && setSettled({ entry, error }));
    return () => { current = false; };
  }, [entry]);
  if (!entry) return {};
  if (!(entry instanceof Promise)) return { validators: entry };
  return settled?.entry === entry ? { validators: settled.validators, error: settled.error } : {};
}
