import type { DashboardBlock } from './dashboardBlock';
import { filterKey } from './filterKey';
import { FILTER_KIND_CHECKS, filterKindName, kindEntry } from './filterKinds';
import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

/** The problems of a block that counts the resource's own list. */
function listBlockProblems(file: ResourceFile, block: DashboardBlock, at: string): FileProblem[] {
  if (!file['x-list']) return [[at, 'a block without a source counts the resource\'s list, and this resource has none']];
  const filters = new Map((file['x-list'].filters ?? []).filter((filter) => !filter.exclude).map((filter) => [filterKey(filter), filter]));
  const problems: FileProblem[] = [];
  for (const [key, value] of Object.entries(block.filter ?? {})) {
    const filter = filters.get(key);
    const problem = filter ? kindEntry(FILTER_KIND_CHECKS, filter).blockValueProblem(value) : `"${key}" is not a filter of the list (${[...filters.keys()].join(', ')})`;
    if (problem) problems.push([`${at}/filter/${key}`, filter ? `"${key}" takes ${problem}` : problem]);
  }
  if (block.by !== undefined) {
    const by = filters.get(block.by);
    const counted = by && filterKindName(by) === 'ids' && !by.link && (by.module !== undefined || (by.field !== 'id' && countable(file, by.field)));
    if (!counted) problems.push([`${at}/by`, `"${block.by}" is not an ids filter of the list on one reference or choice, nor a module filter`]);
  }
  return problems;
}

/** A property holding one id or one option: what rows can be counted by. */
function countable(file: ResourceFile, field: string): boolean {
  const schema = file.properties[field];
  return !!schema && ((!!schema['x-ref'] && !schema['x-ref'].multiple && schema.type !== 'array') || !!schema.oneOf || !!schema.enum);
}

/**
 * x-dashboard blocks: a block counts the resource's list with its filter (keys and values as the
 * list's address holds them), or names a module's source instead; each key only where its kind uses
 * it. dashboardReferences(file) → [[pointer, reason]]. Ids unique across files: dashboardIdProblems.
 */
export function dashboardReferences(file: ResourceFile): FileProblem[] {
  return (file['x-dashboard'] ?? []).flatMap((block, i): FileProblem[] => {
    const at = `/x-dashboard/${i}`;
    const problems: FileProblem[] = [];
    const only = (key: keyof DashboardBlock, kind: DashboardBlock['kind']) => {
      if (block[key] !== undefined && block.kind !== kind) problems.push([`${at}/${key}`, `only a ${kind} block has ${key}`]);
    };
    only('by', 'grouped');
    only('chart', 'grouped');
    only('limit', 'list');
    only('actions', 'list');
    if (block.kind === 'grouped' && block.by === undefined) problems.push([at, 'a grouped block says what it counts by (by)']);
    if (block.source !== undefined) {
      if (block.filter !== undefined || block.kind === 'grouped') problems.push([at, 'a block with a source is a count or a list the module answers, without a filter']);
      return problems;
    }
    return [...problems, ...listBlockProblems(file, block, at)];
  });
}

/** Block ids are the API's names for them: one per id across all files. */
export function dashboardIdProblems(files: Array<{ fileName: string; file: ResourceFile }>): string[] {
  const seen = new Map<string, string>();
  return files.flatMap(({ fileName, file }) => (file['x-dashboard'] ?? []).flatMap((block, i) => {
    const other = seen.get(block.id);
    seen.set(block.id, other ?? fileName);
    return other === undefined ? [] : [`${fileName} /x-dashboard/${i}/id: "${block.id}" is the id of a block of ${other} already`];
  }));
}
