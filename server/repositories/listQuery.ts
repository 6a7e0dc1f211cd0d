import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient, SqlValue } from '../database/sqlClient';
import { quote } from '../sql';
import { moduleFilter } from '../listFilterModules';
import { filterCondition, type ListFilterQuery } from './filterCondition';
import { sortExpression, tableOf } from './resourceTable';
import { searchCondition, searchHits, usesSearchIndex, type SearchWay } from './searchCondition';
import { syncSearchIndex } from './searchIndex';
import { searchWay } from './searchWay';
import { versionedCache } from './versionedCache';
import { walksSortOrder } from './walksSortOrder';

/** A list request after validation: every name in it is already checked against the resource file. */
export interface ListQuery {
  page: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  search?: string;
  filters: ListFilterQuery[];
}

export interface ListStatements {
  /** The page, its search (if any) tested on each row met in sort order. */
  sql: string;
  params: unknown[];
  /** How many rows match, the search tested on each row. */
  countSql: string;
  countParams: unknown[];
  /** With a search the index serves: the count, and the page sorted from the index's hits, each joined to its row. */
  indexed?: { countSql: string; countParams: unknown[]; sql: string; params: unknown[] };
}

/**
 * The WHERE clause of a list's filters and search (' WHERE ...', or '' for every row) and its
 * parameters: shared by the page, its count, and whatever else reads the same rows (chart counts,
 * exports, dashboard blocks), so there is one filter implementation. The search goes through the
 * resource's search index unless `way` says to test it on each row (searchCondition). A module's
 * filter (listFilterModules.ts) may read the database to say which rows it keeps: `db`.
 */
export async function listCondition(def: ResourceDefinition, query: Pick<ListQuery, 'filters' | 'search'>, way: SearchWay = 'index', db?: SqlClient): Promise<{ sql: string; params: unknown[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const table = quote(tableOf(def));
  for (const filter of query.filters) {
    const condition = filter.kind !== 'module' ? filterCondition(filter, table, db?.dialect)
      : await moduleFilter(filter.module).condition({ db: databaseFor(db, filter.module), def, table }, filter.values);
    where.push(condition.sql);
    params.push(...condition.params);
  }
  if (query.search && def.search.length) {
    const condition = searchCondition(def, query.search, way, db?.dialect);
    where.push(condition.sql);
    params.push(...condition.params);
  }
  return { sql: where.length ? ` WHERE ${where.join(' AND ')}` : '', params };
}

/** The database a module's filter reads, which the caller must give when its query holds one. */
function databaseFor(db: SqlClient | undefined, module: string): SqlClient {
  if (!db) throw new Error(`the list filter ${module} reads the database: give listCondition the database`);
  return db;
}

/** The ORDER BY terms of a list's sort, shared by its pages and its export: orderClause(def, { field: 'name', order: 'ASC' }) === '"name" COLLATE NOCASE ASC, id ASC'. */
export function orderClause(def: ResourceDefinition, sort: ListQuery['sort']): string {
  const order = sort.order === 'ASC' ? 'ASC' : 'DESC';
  // id breaks ties so that rows never move between pages.
  const tieBreak = sort.field === 'id' ? '' : `, id ${order}`;
  return `${sortExpression(def, sort.field)} ${order}${tieBreak}`;
}

/**
 * The SQL of a list page. Only names from the resource file's allowlists reach the text; every value
 * is a parameter, so one text per query shape is prepared once and reused.
 */
export async function listStatements(def: ResourceDefinition, query: ListQuery, db?: SqlClient): Promise<ListStatements> {
  const table = quote(tableOf(def));
  const order = ` ORDER BY ${orderClause(def, query.sort)} LIMIT ? OFFSET ?`;
  const paging = [query.limit, (query.page - 1) * query.limit];
  const byRows = await listCondition(def, query, 'rows', db);
  const statements: ListStatements = {
    sql: `SELECT * FROM ${table}${byRows.sql}${order}`,
    params: [...byRows.params, ...paging],
    countSql: `SELECT COUNT(*) AS total FROM ${table}${byRows.sql}`,
    countParams: byRows.params,
  };
  if (!query.search || !usesSearchIndex(def, query.search, db?.dialect)) return statements;
  // From the hits, each joined to its row for the filters: no list of ids is built to look rows up in.
  const hits = searchHits(def, query.search);
  const filters = await listCondition(def, { filters: query.filters }, 'index', db);
  const from = `(${hits.sql}) hits CROSS JOIN ${table} ON ${table}."id" = hits.hit${filters.sql}`;
  const params = [...hits.params, ...filters.params];
  // Every hit is a row of the table: without filters they are counted alone.
  const count = filters.sql ? { countSql: `SELECT COUNT(*) AS total FROM ${from}`, countParams: params }
    : { countSql: `SELECT COUNT(*) AS total FROM (${hits.sql}) hits`, countParams: hits.params };
  return { ...statements, indexed: { ...count, sql: `SELECT ${table}.* FROM ${from}${order}`, params: [...params, ...paging] } };
}

/** Rows a list search takes into the index before reading it: about 15 ms at most. */
const SEARCH_SLICE = 1_000;

type Page = { rows: Array<Record<string, unknown>>; total: number };

/** List totals by statement and parameters, kept until the database changes (versionedCache). */
const totals = versionedCache<string, number>();

/**
 * How many rows a count statement finds, counted once while nothing is written: the next page of a
 * list, a reload, or another agent's same list does not scan its matches again (12,500 search hits
 * in 100,000 vendors took about 7 ms a count). Any commit, by any process, counts afresh.
 */
async function countRows(db: SqlClient, sql: string, params: unknown[]): Promise<number> {
  const known = await totals.entries(db);
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const cached = known?.get(key);
  if (cached !== undefined) return cached;
  const { total } = (await db.get<{ total: number }>(sql, params as SqlValue[]))!;
  known?.set(key, total);
  return total;
}

/**
 * A page read with an indexed search. The count comes first, from the index; it then tells which
 * way reads the page for less: walking the sort order and testing each row stops early when matches
 * are many, reading the index's matches and sorting them is quick when they are few.
 */
async function findIndexedPage(db: SqlClient, def: ResourceDefinition, query: ListQuery, statements: ListStatements): Promise<Page> {
  const indexed = statements.indexed!;
  // The rows written since the index last took rows in are found by LIKE; taking a slice in first
  // keeps that few, and keeps a search after a large write from paying for all of it. Only when the
  // write lock is free: while another process writes (an import), a search neither waits nor fails.
  await syncSearchIndex(db, def, SEARCH_SLICE, false);
  const total = await countRows(db, indexed.countSql, indexed.countParams);
  const offset = (query.page - 1) * query.limit;
  if (offset >= total) return { rows: [], total };
  const { rows: tableRows } = (await db.get<{ rows: number }>(`SELECT MAX(id) AS rows FROM ${quote(tableOf(def))}`))!;
  const walk = walksSortOrder({ offset, limit: query.limit, matches: total, tableRows });
  const [sql, params] = walk ? [statements.sql, statements.params] : [indexed.sql, indexed.params];
  return { rows: await db.all(sql, params as SqlValue[]), total };
}

/**
 * Runs a list page: through the search index when that pays (searchWay); otherwise COUNT only runs
 * when the page alone cannot tell the total.
 */
export async function findListPage(db: SqlClient, def: ResourceDefinition, query: ListQuery): Promise<Page> {
  const statements = await listStatements(def, query, db);
  if (statements.indexed && await searchWay(db, def, query.search) === 'index') return findIndexedPage(db, def, query, statements);
  const rows = await db.all(statements.sql, statements.params as SqlValue[]);
  const offset = (query.page - 1) * query.limit;
  const partial = rows.length > 0 && rows.length < query.limit;
  const total = partial ? offset + rows.length
    : await countRows(db, statements.countSql, statements.countParams);
  return { rows, total };
}
