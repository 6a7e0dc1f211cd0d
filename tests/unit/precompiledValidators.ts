import { validatorCode } from '../../server/validators/validatorCode';
import { type ValidationTarget, type ValidatorFunctions, validatorRuntime } from '../../src/kernel';

const compiled = new Map<string, ValidatorFunctions>();

/**
 * precompiled(target) → the functions the server sends the app for the target: the same generated
 * code, run here in Node (no policy forbids it) where the browser imports it as a module.
 */
export function precompiled(target: ValidationTarget): ValidatorFunctions {
  const key = JSON.stringify(target);
  const kept = compiled.get(key);
  if (kept) return kept;
  const functions: ValidatorFunctions = {};
  new Function('exports', 'require', validatorCode(target))(functions, validatorRuntime);
  compiled.set(key, functions);
  return functions;
}
