import type { Dialect } from '../database/sqlClient';
import { likePattern, quote } from '../sql';

/** One list filter after validation; every name in it is checked against the resource file. */
export type ListFilterQuery =
  /**
   * ids: the column is one of the values (ids, or a choice's options); `inList` when the column holds a JSON list (x-ref.multiple);
   * `exclude`: none of them, or empty; `orEmpty`: or the column holds no value (no id, an empty list).
   */
  | { kind: 'ids'; field: string; values: Array<number | string>; inList: boolean; exclude?: boolean; orEmpty?: boolean }
  /** contains: the stored text holds the term, any case. */
  | { kind: 'contains'; field: string; term: string }
  /** daterange: stored timestamps compare as text, a missing bound is open. */
  | { kind: 'daterange'; field: string; from?: string; to?: string }
  /** numberrange: stored numbers between the bounds (inclusive), a missing bound is open. */
  | { kind: 'numberrange'; field: string; from?: number; to?: number }
  /** link: the row is one end of an x-links pair whose other end is one of the values (side: which end the row is). */
  | { kind: 'link'; owner: string; name: string; side: 'owner' | 'target'; values: number[]; exclude?: boolean }
  /** module: the rows a server module's filter chooses for the values (listFilterModules.ts; listCondition asks it). */
  | { kind: 'module'; module: string; values: number[] };

const marks = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * A stored list PostgreSQL can read as JSON without failing: an array of whole numbers or of plain
 * strings. Anything else (a list edited by hand into broken JSON) holds no value, as on SQLite.
 */
const READABLE_LIST = String.raw`^\[\s*(([0-9]+|"[^"\\]*")\s*(,\s*([0-9]+|"[^"\\]*")\s*)*)?\]$`;

/** Any value of the list in the (quoted) column is one of the values. */
function listHolds(column: string, values: Array<number | string>, dialect: Dialect): { sql: string; params: unknown[] } {
  if (dialect === 'postgres') {
    return {
      sql: `CASE WHEN ${column} ~ '${READABLE_LIST}' THEN EXISTS (SELECT 1 FROM jsonb_array_elements_text(CAST(${column} AS jsonb)) AS list (value) WHERE list.value IN (${marks(values)})) ELSE false END`,
      params: values.map(String),
    };
  }
  // CASE keeps json_each away from a column edited into invalid JSON.
  return {
    sql: `CASE WHEN json_valid(${column}) THEN EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value IN (${marks(values)})) ELSE 0 END`,
    params: values,
  };
}

/**
 * The WHERE condition of one filter on the (quoted) table, its values as parameters:
 * filterCondition({ kind: 'ids', field: 'status_id', values: [1, 2], inList: false }, '"t"') gives
 * { sql: '"status_id" IN (?, ?)', params: [1, 2] }.
 */
export function filterCondition(filter: ListFilterQuery, table: string, dialect: Dialect = 'sqlite'): { sql: string; params: unknown[] } {
  if (filter.kind === 'module') throw new Error(`the list filter ${filter.module} is read through listCondition, which gives it the database`);
  if (filter.kind === 'link') {
    // Correlated on the row's id, so a sorted page can walk its index and stop at the limit; the
    // link table's keys (owner, owner_id, link, target_id) and (owner, link, target_id) serve both sides.
    const [self, other] = filter.side === 'owner' ? ['owner_id', 'target_id'] : ['target_id', 'owner_id'];
    return {
      sql: `${filter.exclude ? 'NOT ' : ''}EXISTS (SELECT 1 FROM record_links l WHERE l.owner = ? AND l.link = ? AND l.${self} = ${table}."id" AND l.${other} IN (${marks(filter.values)}))`,
      params: [filter.owner, filter.name, ...filter.values],
    };
  }
  const column = quote(filter.field);
  // Any case: SQLite's LIKE ignores ASCII case, PostgreSQL compares lower() of both.
  if (filter.kind === 'contains') {
    return dialect === 'postgres' ? { sql: `lower(${column}) LIKE ? ESCAPE '\\'`, params: [likePattern(filter.term.toLowerCase())] }
      : { sql: `${column} LIKE ? ESCAPE '\\'`, params: [likePattern(filter.term)] };
  }
  if (filter.kind === 'daterange' || filter.kind === 'numberrange') {
    // 0 is a bound too: only a missing one is open.
    const [from, to] = [filter.from, filter.to].map((bound) => (bound === '' ? undefined : bound));
    if (from !== undefined && to !== undefined) return { sql: `${column} BETWEEN ? AND ?`, params: [from, to] };
    return from !== undefined ? { sql: `${column} >= ?`, params: [from] } : { sql: `${column} <= ?`, params: [to] };
  }
  if (filter.orEmpty) {
    const empty = filter.inList ? `(${column} IS NULL OR ${column} IN ('', '[]'))` : `${column} IS NULL`;
    if (!filter.values.length) return { sql: empty, params: [] };
    const { sql, params } = filterCondition({ ...filter, orEmpty: false }, table, dialect);
    return { sql: `(${empty} OR ${sql})`, params };
  }
  // An exclude filter on a property (a picker's "not yet this product's"): rows holding none of the values, empty ones included.
  if (filter.exclude) return { sql: `(${column} IS NULL OR ${column} NOT IN (${marks(filter.values)}))`, params: filter.values };
  if (!filter.inList) return { sql: `${column} IN (${marks(filter.values)})`, params: filter.values };
  return listHolds(column, filter.values, dialect);
}
