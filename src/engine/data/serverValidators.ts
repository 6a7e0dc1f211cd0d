/**
 * The validators the server compiled ahead of time for a screen (server/routes/formValidators):
 *   load => import(moduleUrl(resource, target, version))
 * A module of the API's own origin, so a policy allowing scripts of 'self' and no eval runs it.
 */
import type { ValidatorFunctions } from '../../kernel';
import type { ValidatorSource } from './validatorSource';

interface ValidatorModule {
  version: string;
  default(require: (name: string) => unknown): ValidatorFunctions;
}

/** Where the module of a resource's target is, at the version the form needs. */
export type ValidatorModuleUrl = (resource: string, target: string, version: string) => string;

/** serverValidators(moduleUrl) → the source of the app's validators: the server's modules at the addresses moduleUrl gives. */
export function serverValidators(moduleUrl: ValidatorModuleUrl): ValidatorSource {
  // A module that failed to load (signed out, offline) is failed for the page's life at its address:
  // the next try asks at another one (&attempt=2), which the server answers the same.
  const failures = new Map<string, number>();
  return async (resource, target, version) => {
    const base = moduleUrl(resource, target.name, version);
    const failed = failures.get(base) ?? 0;
    const url = failed === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}attempt=${failed + 1}`;
    // The runtime (formats, ajv's helpers) comes with the first form, not with the first screen.
    const [module, { validatorRuntime }] = await Promise.all([
      (import(/* @vite-ignore */ url) as Promise<ValidatorModule>).catch((error: unknown) => { failures.set(base, failed + 1); throw error; }),
      import('../../kernel/validatorRuntime'),
    ]);
    if (module.version !== version) throw new Error(`The ${target.name} validators of ${resource} are not the version the form needs.`);
    return module.default(validatorRuntime);
  };
}
