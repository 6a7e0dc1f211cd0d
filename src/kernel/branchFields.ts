import type { Matches } from './resolveFormSchema';
import type { ResourceFile } from './types';

/**
 * inactiveBranchFields(file, data, matches) → the properties that only the branch of the file's root
 * if/then/else that does NOT apply requires: a form leaves them out while the data picks the other
 * branch (with if option = organization then organization_id else department_id, and option
 * department, ['organization_id']). A property the file always requires, or both branches do, stays.
 */
export function inactiveBranchFields(file: Pick<ResourceFile, 'if' | 'then' | 'else' | 'required'>, data: Record<string, unknown>, matches: Matches): string[] {
  if (!file.if) return [];
  const holds = matches(file.if, data);
  const active = new Set([...(file.required ?? []), ...((holds ? file.then : file.else)?.required ?? [])]);
  return ((holds ? file.else : file.then)?.required ?? []).filter((name) => !active.has(name));
}
