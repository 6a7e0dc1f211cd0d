import { isEmptyValue } from '../fields/format';
import { shownAt } from '../../kernel';

/**
 * Where a tab cell links to: each {path} of the column's href filled from the row's read shape,
 * URI-encoded; undefined while a value is missing (an unassigned row links nowhere).
 * cellHref('/people/{owner.id}', { owner: { id: 4 } }) === '/people/4'
 */
export function cellHref(template: string, row: Record<string, unknown>): string | undefined {
  let missing = false;
  const href = template.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = shownAt(row, path);
    if (isEmptyValue(value) || typeof value === 'object') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : href;
}
