import { FILTER_KIND_CHECKS, FILTER_KIND_RULES, filterKindName, filterKindRules, kindEntry } from './filterKinds';
import type { FileProblem } from './fileProblem';
import type { ResourceFile } from './types';

/** The kinds that may send a range in two parameters, for the message: 'daterange'. */
const twoParameterKinds = () => Object.entries(FILTER_KIND_RULES).filter(([, rules]) => rules.twoParameters).map(([name]) => name).join(' or ');

/**
 * Checks of x-list filters the meta-schema cannot express, each by its kind's rules: the property it
 * filters suits the kind (a date-time for a daterange), `end` only where a kind takes two parameters,
 * a module filter is an ids filter. listFilterReferences(file) → [[pointer, reason]].
 */
export function listFilterReferences(file: ResourceFile): FileProblem[] {
  const problems: FileProblem[] = [];
  (file['x-list']?.filters ?? []).forEach((filter, i) => {
    const schema = file.properties[filter.field];
    if (!schema) return;
    const pointer = `/x-list/filters/${i}`;
    const rules = filterKindRules(filter);
    const problem = kindEntry(FILTER_KIND_CHECKS, filter).propertyProblem?.(filter, schema);
    if (problem) problems.push([pointer, problem]);
    if (filter.end !== undefined && !rules.twoParameters) problems.push([`${pointer}/end`, `only a ${twoParameterKinds()} filter has an end parameter`]);
    if (filter.module !== undefined && (filter.field !== 'id' || !filter.lookup || filter.link || filter.exclude || filterKindName(filter) !== 'ids')) {
      problems.push([`${pointer}/module`, 'a module filter is an ids filter on "id" with a lookup, neither a link nor an exclude']);
    }
  });
  return problems;
}
