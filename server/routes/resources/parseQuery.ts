import { badRequest } from '../../httpErrors';
import { memoised } from '../../memoised';

export type RawQuery = Record<string, string | string[] | undefined>;

const POSITIVE = /^[1-9][0-9]{0,15}$/;
const INTEGER = /^-?[0-9]{1,15}$/;

/** One value of a query parameter; a repeated one is refused rather than guessed. */
export function scalar(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badRequest(`The ${name} must be a single value.`);
  return value;
}

/** A flag parameter (count=true, ranges=1): on when it says true or 1. */
export const isOn = (query: RawQuery, name: string) => /^(true|1)$/i.test(scalar(query, name) ?? '');

/** positiveInt('0', 'page', 1e6) throws "The page must be an integer between 1 and 1000000." */
export function positiveInt(raw: string | undefined, name: string, max: number, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  if (raw === undefined || !POSITIVE.test(raw) || Number(raw) > max) throw badRequest(`The ${name} must be an integer between 1 and ${max}.`);
  return Number(raw);
}

/** A route's {id}: positiveId('12') === 12; anything else is a bad request. */
export function positiveId(raw: string | undefined, name = 'id'): number {
  if (raw === undefined || !POSITIVE.test(raw) || !Number.isSafeInteger(Number(raw))) throw badRequest(`The ${name} must be a positive integer.`);
  return Number(raw);
}

/** A body's optional positive integer (an update's id, its row_version): undefined when absent or empty, else positiveId's. */
export function optionalPositive(body: Record<string, unknown>, name: string): number | undefined {
  const raw = body[name];
  return raw === undefined || raw === null || raw === '' ? undefined : positiveId(String(raw), name);
}

/** optionalPositive's rule, 0 allowed too (UNWRITTEN_VERSION). */
export function optionalWhole(body: Record<string, unknown>, name: string): number | undefined {
  const raw = body[name];
  return raw === 0 || raw === '0' ? 0 : optionalPositive(body, name);
}

export const MAX_LIST_VALUES = 500;

/**
 * Values of an array parameter in any of the forms clients send: status_ids[0]=1&status_ids[1]=0,
 * status_ids[]=1 or status_ids=1, as text; undefined when there is none.
 */
export function valueList(query: RawQuery, param: string): string[] | undefined {
  return valuesByParam(query).get(param);
}

/**
 * A query's values grouped by parameter, its [n] or [] suffix taken off, worked out once per query:
 * a list request asks for each of its twenty-odd filters. valuesByParam({ 'a[0]': '1', 'a[1]': '2', b: '3' })
 * gives a → ['1', '2'], b → ['3'].
 */
const valuesByParam = memoised((query: RawQuery): Map<string, string[]> => {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || (Array.isArray(value) && !value.length)) continue;
    const param = name.replace(/\[\d*\]$/, '');
    const values = grouped.get(param);
    if (values) values.push(...[value].flat());
    else grouped.set(param, [value].flat());
  }
  return grouped;
});

/** valueList whose every value must be an integer: integerList({ 'ids[0]': '3' }, 'ids') gives [3]. */
export function integerList(query: RawQuery, param: string): number[] | undefined {
  const values = valueList(query, param);
  if (!values) return undefined;
  if (values.length > MAX_LIST_VALUES || values.some((value) => !INTEGER.test(value))) throw badRequest(`The ${param} must be a list of integers.`);
  return values.map(Number);
}

/** Values that must each be one of `options`, answered as the options are: 'Low' stays text, a numeric option's '2' becomes 2. */
export function optionValues(param: string, options: ReadonlyArray<string | number>, raw: string[]): Array<string | number> {
  if (raw.length > MAX_LIST_VALUES) throw badRequest(`The ${param} must be a list of at most ${MAX_LIST_VALUES} values.`);
  return raw.map((value) => {
    const option = options.find((candidate) => String(candidate) === value);
    if (option === undefined) throw badRequest(`The ${param} must be one of: ${options.join(', ')}.`);
    return option;
  });
}

/**
 * A trimmed search term; empty means no search. A run of white space with a tab or line break in it (a
 * pasted term's; other control characters never get here, plugins/queryText.ts) reads as one space,
 * so the index, which splits words at any of them, and LIKE find the same rows.
 */
export function searchTerm(query: RawQuery, name: string): string | undefined {
  const term = scalar(query, name)?.replace(/[ \t\n\r]*[\t\n\r][ \t\n\r]*/g, ' ').trim();
  if (term && term.length > 255) throw badRequest(`The ${name} may not be greater than 255 characters.`);
  return term || undefined;
}
