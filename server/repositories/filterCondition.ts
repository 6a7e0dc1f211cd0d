import { quote } from '../sql';

/** One list filter after validation; every name in it is checked against the resource file. */
export type ListFilterQuery =
  /** ids: the column is one of the values; `inList` when the column holds a JSON list (x-ref.multiple). */
  | { kind: 'ids'; field: string; values: number[]; inList: boolean }
  /** daterange: stored timestamps compare as text, a missing bound is open. */
  | { kind: 'daterange'; field: string; from?: string; to?: string };

const marks = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * The WHERE condition of one filter, its values as parameters:
 * filterCondition({ kind: 'ids', field: 'status_id', values: [1, 2], inList: false }) gives
 * { sql: '"status_id" IN (?, ?)', params: [1, 2] }.
 */
export function filterCondition(filter: ListFilterQuery): { sql: string; params: unknown[] } {
  const column = quote(filter.field);
  if (filter.kind === 'daterange') {
    if (filter.from && filter.to) return { sql: `${column} BETWEEN ? AND ?`, params: [filter.from, filter.to] };
    return filter.from ? { sql: `${column} >= ?`, params: [filter.from] } : { sql: `${column} <= ?`, params: [filter.to] };
  }
  if (!filter.inList) return { sql: `${column} IN (${marks(filter.values)})`, params: filter.values };
  // Any id of the stored list matches; CASE keeps json_each away from a column edited into invalid JSON.
  return {
    sql: `CASE WHEN json_valid(${column}) THEN EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value IN (${marks(filter.values)})) ELSE 0 END`,
    params: filter.values,
  };
}
