import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { likePattern, prepared, quote } from '../sql';
import { filterCondition, type ListFilterQuery } from './filterCondition';
import { sortExpression, tableOf } from './resourceTable';

/** A list request after validation: every name in it is already checked against the resource file. */
export interface ListQuery {
  page: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  search?: string;
  filters: ListFilterQuery[];
}

export interface ListStatements {
  sql: string;
  params: unknown[];
  countSql: string;
  countParams: unknown[];
}

/**
 * The WHERE clause of a list's filters and search (' WHERE ...', or '' for every row) and its
 * parameters: shared by the page, its count, and whatever else reads the same rows (chart counts,
 * exports), so there is one filter implementation.
 */
export function listCondition(def: ResourceDefinition, query: Pick<ListQuery, 'filters' | 'search'>): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const table = quote(tableOf(def));
  for (const filter of query.filters) {
    const condition = filterCondition(filter, table);
    where.push(condition.sql);
    params.push(...condition.params);
  }
  if (query.search && def.search.length) {
    where.push(`(${def.search.map((name) => `${quote(name)} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...def.search.map(() => likePattern(query.search!)));
  }
  return { sql: where.length ? ` WHERE ${where.join(' AND ')}` : '', params };
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
export function listStatements(def: ResourceDefinition, query: ListQuery): ListStatements {
  const table = quote(tableOf(def));
  const { sql: condition, params } = listCondition(def, query);
  return {
    sql: `SELECT * FROM ${table}${condition} ORDER BY ${orderClause(def, query.sort)} LIMIT ? OFFSET ?`,
    params: [...params, query.limit, (query.page - 1) * query.limit],
    countSql: `SELECT COUNT(*) AS total FROM ${table}${condition}`,
    countParams: params,
  };
}

/** Runs a list page; COUNT only runs when the page alone cannot tell the total. */
export function findListPage(db: Database, def: ResourceDefinition, query: ListQuery): { rows: Array<Record<string, unknown>>; total: number } {
  const statements = listStatements(def, query);
  const rows = prepared(db, statements.sql).all(...statements.params) as Array<Record<string, unknown>>;
  const offset = (query.page - 1) * query.limit;
  const partial = rows.length > 0 && rows.length < query.limit;
  const total = partial ? offset + rows.length
    : (prepared(db, statements.countSql).get(...statements.countParams) as { total: number }).total;
  return { rows, total };
}
