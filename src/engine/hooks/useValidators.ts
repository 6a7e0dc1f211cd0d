import { useEffect, useMemo, useState } from 'react';
import { targetVersion, type ValidationTarget, type ValidatorFunctions } from '../schema/validationTargets';

/** Where a screen's precompiled validators come from: the server (serverValidators), or in unit tests the same code compiled there. */
export type ValidatorSource = (resource: string, target: ValidationTarget) => ValidatorFunctions | Promise<ValidatorFunctions>;

let source: ValidatorSource | undefined;
const loaded = new Map<string, ValidatorFunctions | Promise<ValidatorFunctions>>();

/** provideValidators(serverValidators(baseUrl)): the app says once where its screens take their validators from. */
export function provideValidators(next: ValidatorSource): void {
  source = next;
  loaded.clear();
}

/** The functions of a target, loaded once per version; a failed load is forgotten, so the next visit tries again. */
function validatorsOf(resource: string, target: ValidationTarget): ValidatorFunctions | Promise<ValidatorFunctions> {
  const key = `${resource}/${target.name}@${targetVersion(target)}`;
  let entry = loaded.get(key);
  if (!entry) {
    if (!source) throw new Error('No validators were provided: call provideValidators first.');
    entry = source(resource, target);
    if (entry instanceof Promise) entry.then((functions) => loaded.set(key, functions), () => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
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
