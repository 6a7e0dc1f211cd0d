import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

const placeholders = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/**
 * Checks of x-list.savedFilters and of the route that opens one: savedFilterReferences(file) → [[pointer, reason]].
 * The saved-filter page needs the keyword; only DELETE names a filter ({id}), the GET and POST name none;
 * the list parameter must not shadow a filter or a custom field of the same name.
 */
export function savedFilterReferences(file: ResourceFile): FileProblem[] {
  const problems: FileProblem[] = [];
  const saved = file['x-list']?.savedFilters;
  if (file['x-resource'].paths.filter !== undefined && !saved) {
    problems.push(['/x-resource/paths/filter', 'a saved-filter route needs x-list/savedFilters']);
  }
  if (!saved) return problems;
  for (const method of ['GET', 'POST'] as const) {
    if (placeholders(saved[method]).length) problems.push([`/x-list/savedFilters/${method}`, `${saved[method]} takes no placeholder`]);
  }
  const names = placeholders(saved.DELETE);
  if (names.length !== 1 || names[0] !== 'id') problems.push(['/x-list/savedFilters/DELETE', `${saved.DELETE} must name the filter as {id}, and nothing else`]);
  const taken = (file['x-list']?.filters ?? []).some((filter) => filter.param === saved.param) || file.properties[saved.param]?.['x-custom'] === true;
  if (taken) problems.push(['/x-list/savedFilters/param', `"${saved.param}" is already a filter parameter of this list`]);
  return problems;
}
