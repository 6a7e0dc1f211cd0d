import type { ValidateFunction } from 'ajv';
import { createAjv } from './createAjv';
import type { Matches } from './resolveFormSchema';

/**
 * conditionMatcher() → a Matches test backed by ajv, compiling each distinct condition once:
 * a form asks it on every change of its data.
 */
export function conditionMatcher(): Matches {
  const ajv = createAjv();
  const compiled = new Map<string, ValidateFunction>();
  return (condition, data) => {
    const key = JSON.stringify(condition);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(condition)));
    return validate(data) === true;
  };
}
