import { EMPTY_TEXT } from '../constants';
import { formatDateTime, isEmptyValue, textOf } from '../fields/format';
import { isDateTime, shownAt, type AssociatesColumn } from '../../kernel';

/** A tab column as an object: columnOf('name') gives { path: 'name', label: 'name' }. */
export const columnOf = (column: string | AssociatesColumn): AssociatesColumn =>
  (typeof column === 'string' ? { path: column, label: column } : column);

/**
 * The text of a tab cell: the first non-empty alternative of the column's path, else its own empty
 * text (the spec shows '--' for a ticket assigned to nobody), else '---'. A date the wire sends reads
 * as dates do even where no property says it is one (a reply's time): never '2025-07-01 00:00:00'.
 * cellText({ assignedTeam: { name: 'L2' } }, { path: 'assignedTo.full_name|assignedTeam.name', label: '' }) === 'L2'
 */
export function cellText(row: Record<string, unknown>, column: AssociatesColumn): string {
  const value = shownAt(row, column.path);
  if (isEmptyValue(value)) return column.empty ?? EMPTY_TEXT;
  return typeof value === 'string' && (isDateTime(value) || value.startsWith('0000-00-00')) ? formatDateTime(value) : textOf(value);
}
