import type { ValidationTarget, ValidatorFunctions } from '../../kernel';

/**
 * Where the screens' precompiled validators come from: (resource, target, version) → the functions,
 * from the server (serverValidators) or, in unit tests, the same code compiled there at once.
 */
export type ValidatorSource = (resource: string, target: ValidationTarget, version: string) => ValidatorFunctions | Promise<ValidatorFunctions>;

let source: ValidatorSource | undefined;
const listeners = new Set<() => void>();

/** provideValidators(serverValidators(moduleUrl)): the app says once where its screens take their validators from. */
export function provideValidators(next: ValidatorSource): void {
  source = next;
  for (const listener of listeners) listener();
}

/** The source provided; none yet throws, naming what to do. */
export function validatorSource(): ValidatorSource {
  if (!source) throw new Error('No validators were provided: call provideValidators first.');
  return source;
}

/** Calls back when another source is provided (its loads are then forgotten). */
export function onValidatorSource(listener: () => void): void {
  listeners.add(listener);
}
