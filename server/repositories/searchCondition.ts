import type { ResourceDefinition } from '../../src/kernel';
import type { Dialect } from '../database/sqlClient';
import { likePattern, matchPhrase, quote } from '../sql';
import { tableOf } from './resourceTable';
import { SEARCH_COLUMN, SEARCH_SEPARATOR } from './searchColumn';
import { searchIndexOf } from './searchIndex';

/**
 * How a search is checked: `index` finds the matching ids in the search index (few rows to read,
 * whatever the table's size), `rows` tests each row read (cheap per row, for a walk in sort order
 * that stops at the page's last row).
 */
export type SearchWay = 'index' | 'rows';

/** The index matches a term by its three-character pieces: a shorter one is never in it. */
const PIECE = 3;

/**
 * Whether a search for term goes through the resource's own index (SQLite's FTS5 table):
 * usesSearchIndex(vendor, 'ci') === false. PostgreSQL's trigram index serves the plain condition on
 * its search column, its planner choosing it when it pays, so there it never does.
 */
export function usesSearchIndex(def: ResourceDefinition, term: string, dialect: Dialect = 'sqlite'): boolean {
  return dialect === 'sqlite' && searchIndexOf(def) !== undefined && [...term].length >= PIECE;
}

/**
 * Any searched column holds the term: likeCondition(vendor, 'x', 't.') gives `(t."name" LIKE ? ESCAPE '\\' OR ...)`.
 * SQLite's LIKE ignores case (ASCII). PostgreSQL compares the lowered term with the row's search
 * column (SEARCH_COLUMN), which its trigram index serves, or, where there is none, with lower() of each.
 */
function likeCondition(def: ResourceDefinition, term: string, prefix = '', dialect: Dialect = 'sqlite'): { sql: string; params: unknown[] } {
  if (dialect === 'sqlite') {
    return { sql: `(${def.search.map((name) => `${prefix}${quote(name)} LIKE ? ESCAPE '\\'`).join(' OR ')})`, params: def.search.map(() => likePattern(term)) };
  }
  const pattern = likePattern(term.toLowerCase());
  // A term holding the separator would match across two values: it is matched in each apart.
  if (searchIndexOf(def) && !term.includes(SEARCH_SEPARATOR)) return { sql: `${prefix}${quote(SEARCH_COLUMN)} LIKE ? ESCAPE '\\'`, params: [pattern] };
  return { sql: `(${def.search.map((name) => `lower(${prefix}${quote(name)}) LIKE ? ESCAPE '\\'`).join(' OR ')})`, params: def.search.map(() => pattern) };
}

/**
 * The ids of the rows a search finds through the index, as a subquery with one column, hit. Rows the
 * index has not taken in yet (noted as changed, or above its mark) are tested by LIKE instead, so an
 * answer never depends on when it last caught up. The three parts never share an id, so the hits can
 * be joined: searchHits(vendor, 'tech').sql starts 'SELECT rowid AS hit FROM "fts_sd_vendors" WHERE
 * "fts_sd_vendors" MATCH lower(?) AND rowid NOT IN (SELECT id FROM "fts_sd_vendors_pending")'.
 */
export function searchHits(def: ResourceDefinition, term: string): { sql: string; params: unknown[] } {
  const index = searchIndexOf(def)!;
  const [fts, pending, mark, table] = [quote(index.table), quote(index.pending), quote(index.mark), quote(tableOf(def))];
  const written = likeCondition(def, term, 't.');
  return {
    sql: `SELECT rowid AS hit FROM ${fts} WHERE ${fts} MATCH lower(?) AND rowid NOT IN (SELECT id FROM ${pending})`
      // CROSS JOIN keeps the (few) noted ids outside: the planner cannot know how few they are.
      + ` UNION ALL SELECT p.id FROM ${pending} p CROSS JOIN ${table} t ON t.id = p.id WHERE p.id <= (SELECT mark FROM ${mark}) AND ${written.sql}`
      + ` UNION ALL SELECT t.id FROM ${table} t WHERE t.id > (SELECT mark FROM ${mark}) AND ${written.sql}`,
    params: [matchPhrase(term), ...written.params, ...written.params],
  };
}

/**
 * The WHERE condition of a search over the x-list.search columns: a case-insensitive (ASCII, as LIKE)
 * substring of any of them, the same rows either way: searchCondition(vendor, 'ci', 'index') gives
 * { sql: '("name" LIKE ? ESCAPE '\\' OR ...)', params: ['%ci%', ...] }; with 'tech', '"id" IN (<searchHits>)'.
 */
export function searchCondition(def: ResourceDefinition, term: string, way: SearchWay, dialect: Dialect = 'sqlite'): { sql: string; params: unknown[] } {
  if (way === 'rows' || !usesSearchIndex(def, term, dialect)) return likeCondition(def, term, '', dialect);
  const hits = searchHits(def, term);
  return { sql: `"id" IN (${hits.sql})`, params: hits.params };
}
