import type { SimpleListSpec } from './types';

/**
 * simpleList(['identifier', 'subject', 'requester_id', 'status_id'], 'subject') ===
 * { primary: 'subject', secondary: ['requester_id', 'status_id'], tertiary: 'identifier' }:
 * what a row of the one-column list shows, as the resource file names it or, when it names nothing,
 * derived from its columns: the record's name (its representation, when listed, else the first
 * column), the next two columns under it, and the first column at the end when it is not the name
 * (an identifier, mostly). A list without columns has no rows to show: undefined.
 */
export function simpleList(columns: string[], representation: string, named?: SimpleListSpec): Required<Pick<SimpleListSpec, 'primary' | 'secondary'>> & SimpleListSpec | undefined {
  if (named) return { secondary: [], ...named };
  if (columns.length === 0) return undefined;
  const primary = columns.includes(representation) ? representation : columns[0];
  const tertiary = primary === columns[0] ? undefined : columns[0];
  const secondary = columns.filter((name) => name !== primary && name !== tertiary).slice(0, 2);
  return tertiary === undefined ? { primary, secondary } : { primary, secondary, tertiary };
}
