import { EMPTY_TEXT } from '../constants';
import { isEmptyValue, textOf } from '../fields/format';
import { shownAt } from '../schema/readShape';
import type { AssociatesColumn } from '../schema/types';

/** A tab column as an object: columnOf('name') gives { path: 'name', label: 'name' }. */
export const columnOf = (column: string | AssociatesColumn): AssociatesColumn =>
  (typeof column === 'string' ? { path: column, label: column } : column);

/**
 * The text of a tab cell: the first non-empty alternative of the column's path, else its own empty
 * text (the spec shows '--' for a ticket assigned to nobody), else '---'.
 * cellText({ assignedTeam: { name: 'L2' } }, { path: 'assignedTo.full_name|assignedTeam.name', label: '' }) === 'L2'
 */
export function cellText(row: Record<string, unknown>, column: AssociatesColumn): string {
  const value = shownAt(row, column.path);
  return isEmptyValue(value) ? column.empty ?? EMPTY_TEXT : textOf(value);
}
