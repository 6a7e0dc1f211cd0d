/**
 * On PostgreSQL, the column holding a row's searched values, lowered and joined by line breaks: a
 * stored generated column the database keeps as rows change. A property name starts with a letter,
 * so no model's property can take this name. It is the database's own: never read into a record
 * (withoutSearchText), never listed among a table's columns (tableColumns).
 */
export const SEARCH_COLUMN = '_search';
/** What joins the searched values in SEARCH_COLUMN; a term holding it is matched column by column. */
export const SEARCH_SEPARATOR = '\n';

/** The row without the database's own search text, as a record's row: SELECT * reads it on PostgreSQL. */
export function withoutSearchText<T extends object | undefined>(row: T): T {
  if (row && SEARCH_COLUMN in row) delete (row as Record<string, unknown>)[SEARCH_COLUMN];
  return row;
}
