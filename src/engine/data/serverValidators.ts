/**
 * The validators the server compiled ahead of time for a screen (server/routes/formValidators):
 *   load => import(GET /service-desk/api/form-validators/{resource}/{target}.js?v={version})
 * A module of the API's own origin, so a policy allowing scripts of 'self' and no eval runs it.
 */
import type { ValidatorFunctions } from '../schema/validationTargets';
import type { ValidatorSource } from './validatorSource';

interface ValidatorModule {
  version: string;
  default(require: (name: string) => unknown): ValidatorFunctions;
}

/** serverValidators('') → the source of the app's validators on the API server at baseUrl ('' for the page's origin). */
export function serverValidators(baseUrl: string): ValidatorSource {
  return async (resource, target, version) => {
    const url = `${baseUrl}/service-desk/api/form-validators/${encodeURIComponent(resource)}/${encodeURIComponent(target.name)}.js?v=${encodeURIComponent(version)}`;
    // The runtime (formats, ajv's helpers) comes with the first form, not with the first screen.
    const [module, { validatorRuntime }] = await Promise.all([import(/* @vite-ignore */ url) as Promise<ValidatorModule>, import('../schema/validatorRuntime')]);
    if (module.version !== version) throw new Error(`The ${target.name} validators of ${resource} are not the version the form needs.`);
    return module.default(validatorRuntime);
  };
}
