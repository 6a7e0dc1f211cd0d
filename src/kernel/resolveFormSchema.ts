import type { JSONSchema7 } from 'json-schema';
import type { PropertySchema } from './types';

/** Does the data satisfy a branch's `if`? (The engine passes an ajv-backed test; unit tests a plain one.) */
export type Matches = (condition: JSONSchema7, data: Record<string, unknown>) => boolean;

/** A form's shown part: properties and required names, with no conditionals left. */
export interface FlatFormSchema {
  properties: Record<string, PropertySchema>;
  required: string[];
}

const branchesOf = (schema: JSONSchema7) => (schema.allOf ?? []).filter((branch): branch is JSONSchema7 => typeof branch === 'object');

/** matchingBranches(schema, { kind_id: 1 }, matches) → the indexes of the allOf branches whose `if` holds for the data. */
export function matchingBranches(schema: JSONSchema7, data: Record<string, unknown>, matches: Matches): number[] {
  return branchesOf(schema).flatMap((branch, index) => (typeof branch.if === 'object' && matches(branch.if, data) ? [index] : []));
}

/**
 * flattenFormSchema(schema, [0]) → the base properties and required names plus the `then` of the
 * chosen branches (all of them with 'all', which is every field the form may ever show), in order:
 * the form renders this flat schema, so a branch's fields appear and vanish with its condition.
 */
export function flattenFormSchema(schema: JSONSchema7, chosen: number[] | 'all'): FlatFormSchema {
  const properties = { ...(schema.properties ?? {}) } as Record<string, PropertySchema>;
  const required = [...(schema.required ?? [])];
  branchesOf(schema).forEach((branch, index) => {
    const then = branch.then;
    if (typeof then !== 'object' || (chosen !== 'all' && !chosen.includes(index))) return;
    Object.assign(properties, then.properties ?? {});
    for (const name of then.required ?? []) if (!required.includes(name)) required.push(name);
  });
  return { properties, required };
}
