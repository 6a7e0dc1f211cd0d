import { ME, NEXT_DAYS, type DashboardBlock } from './dashboardBlock';
import { filterKey } from './filterKey';
import { isDateTime } from './isDateTime';
import type { ListFilter, ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const LAST = /^[1-9][0-9]{0,5}~(minute|hour|day|month)$/;
// An ids filter's values are sent as integers (ids, or a choice's integer options); "$me" stands for one.
const isId = (value: unknown) => Number.isInteger(value) || value === ME;
const isBound = (value: unknown, ok: (text: string) => boolean) => value === undefined || value === '' || (typeof value === 'string' && ok(value));

/** What is wrong with a block's value for a filter, as the list's address would hold it; undefined when nothing. */
function valueProblem(filter: ListFilter, value: unknown): string | undefined {
  const kind = filter.kind ?? 'ids';
  const range = value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
  if (kind === 'ids') {
    return Array.isArray(value) && value.length && value.every(isId) ? undefined : `a list of integer ids or "${ME}"${value === ME ? ' (inside the list)' : ''}`;
  }
  if (kind === 'daterange') {
    if (typeof value === 'string') return NEXT_DAYS.test(value) ? undefined : 'a date range: { from, to } as YYYY-MM-DD HH:mm:ss, { last: "7~day" } or "next N days"';
    const ok = range && Object.keys(range).every((key) => ['from', 'to', 'last'].includes(key))
      && isBound(range.from, (text) => STAMP.test(text) && isDateTime(text)) && isBound(range.to, (text) => STAMP.test(text) && isDateTime(text))
      && isBound(range.last, (text) => LAST.test(text)) && (range.from || range.to || range.last);
    return ok ? undefined : 'a date range: { from, to } as YYYY-MM-DD HH:mm:ss, { last: "7~day" } or "next N days"';
  }
  if (kind === 'numberrange') {
    const number = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));
    const ok = range && Object.keys(range).every((key) => ['from', 'to'].includes(key)) && (range.from !== undefined || range.to !== undefined)
      && [range.from, range.to].every((bound) => bound === undefined || typeof bound === 'number' || isBound(bound, number));
    return ok ? undefined : 'a number range: { from, to }';
  }
  return typeof value === 'string' && value.trim() ? undefined : 'words the rows contain';
}

/** The problems of a block that counts the resource's own list. */
function listBlockProblems(file: ResourceFile, block: DashboardBlock, at: string): FileProblem[] {
  if (!file['x-list']) return [[at, 'a block without a source counts the resource\'s list, and this resource has none']];
  const filters = new Map((file['x-list'].filters ?? []).filter((filter) => !filter.exclude).map((filter) => [filterKey(filter), filter]));
  const problems: FileProblem[] = [];
  for (const [key, value] of Object.entries(block.filter ?? {})) {
    const filter = filters.get(key);
    const problem = filter ? valueProblem(filter, value) : `"${key}" is not a filter of the list (${[...filters.keys()].join(', ')})`;
    if (problem) problems.push([`${at}/filter/${key}`, filter ? `"${key}" takes ${problem}` : problem]);
  }
  if (block.by !== undefined) {
    const by = filters.get(block.by);
    const counted = by && (by.kind ?? 'ids') === 'ids' && !by.link && (by.module !== undefined || (by.field !== 'id' && countable(file, by.field)));
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
