import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient, SqlValue } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import type { LookupSource } from '../lookups';
import { likePattern, quote } from '../sql';
import { tableOf } from './resourceTable';
import { versionedCache } from './versionedCache';

export interface LookupItem {
  id: number;
  name: string;
  [key: string]: unknown;
}

interface SourceSql {
  from: string;
  name: string;
  meta: string[];
  where: string[];
  params: unknown[];
}

/** Several name columns read as one text: "identifier name", an empty part leaving no stray space. */
const joinedName = (columns: string[]) => `TRIM(${columns.map((column) => `COALESCE(${quote(column)}, '')`).join(" || ' ' || ")})`;

/** The FROM, name column and fixed conditions of a source; undefined when its resource is not loaded. */
function sourceSql(resources: ResourceDefinition[], source: LookupSource): SourceSql | undefined {
  if (source.from === 'users') {
    const roles = source.roles ?? [];
    // full_name is what the original's user objects carry (managed_by.full_name, assignedTo.full_name).
    return { from: 'users', name: 'name', meta: ['email', 'name AS full_name'], where: roles.length ? [`role IN (${roles.map(() => '?').join(', ')})`] : [], params: roles };
  }
  if (source.from === 'items') return { from: 'reference_items', name: 'name', meta: ['extra'], where: ['kind = ?'], params: [source.kind] };
  if (source.from === 'table') return { from: quote(source.table), name: 'name', meta: [], where: [], params: [] };
  const def = resources.find((candidate) => candidate.name === source.resource);
  if (!def) return undefined;
  const name = Array.isArray(source.name) ? joinedName(source.name) : quote(source.name);
  return { from: quote(tableOf(def)), name, meta: (source.meta ?? []).map(quote), where: [], params: [] };
}

function withMeta(row: Record<string, unknown>): LookupItem {
  const { extra, ...rest } = row;
  return { ...rest, ...(typeof extra === 'string' ? JSON.parse(extra) : {}) } as LookupItem;
}

export interface LookupQuery {
  /** model: as the model lists them (reference items as seeded, records as created), by id; name: alphabetically. */
  order?: 'model' | 'name';
  search?: string;
  limit?: number;
  offset: number;
  meta: boolean;
  /** Only the items of these ids. */
  ids?: number[];
  /** Leave out the targets this record's link holds already (anyOwner: that any record's link holds). */
  exclude?: { owner: string; ownerId: number; link: string; anyOwner?: boolean };
}

/** Items of a look-up sorted by name (then id, so pages are stable) or in the model's order; fetches one extra row to tell if more exist. */
export async function findLookupItems(db: SqlClient, resources: ResourceDefinition[], source: LookupSource, query: LookupQuery): Promise<{ items: LookupItem[]; more: boolean }> {
  const sql = sourceSql(resources, source);
  if (!sql) return { items: [], more: false };
  const types = sqlTypes(db.dialect);
  const where = [...sql.where];
  const params = [...sql.params];
  if (query.search) {
    where.push(`${sql.name} ${types.like} ? ESCAPE '\\'`);
    params.push(likePattern(query.search));
  }
  if (query.ids) {
    // One statement for any number of ids, not one prepared per count: a JSON list each dialect reads its own way.
    where.push(db.dialect === 'sqlite' ? 'id IN (SELECT value FROM json_each(?))' : 'id IN (SELECT CAST(value AS BIGINT) FROM jsonb_array_elements_text(CAST(? AS jsonb)) AS ids (value))');
    params.push(JSON.stringify(query.ids));
  }
  if (query.exclude?.anyOwner) {
    where.push('id NOT IN (SELECT target_id FROM record_links WHERE owner = ? AND link = ?)');
    params.push(query.exclude.owner, query.exclude.link);
  } else if (query.exclude) {
    where.push('id NOT IN (SELECT target_id FROM record_links WHERE owner = ? AND owner_id = ? AND link = ?)');
    params.push(query.exclude.owner, query.exclude.ownerId, query.exclude.link);
  }
  const columns = ['id', `${sql.name} AS name`, ...(query.meta ? sql.meta : [])].join(', ');
  const paging = query.limit === undefined ? '' : ' LIMIT ? OFFSET ?';
  if (query.limit !== undefined) params.push(query.limit + 1, query.offset);
  // Ordered by the name's expression: PostgreSQL takes an output alias in ORDER BY only alone, not with a collation.
  const rows = await db.all<Record<string, unknown>>(`SELECT ${columns} FROM ${sql.from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${query.order === 'model' ? 'id' : `${sql.name} ${types.noCase}, id`}${paging}`, params as SqlValue[]);
  const more = query.limit !== undefined && rows.length > query.limit;
  return { items: rows.slice(0, query.limit).map(withMeta), more };
}

const ITEMS_KEPT = 10_000;

/** Items read by id, per source (its SQL) and id (null: no such item), while the database does not change. */
const itemsById = versionedCache<string, Map<number, LookupItem | null>>();

/**
 * The items of the given ids with their meta columns ({id, name, email} for a user): for the objects
 * of read records. Every page of every list reads them and they change rarely: ids read before come
 * from memory until the database changes, the others from one query. The items are shared: read
 * them, never change them.
 */
export async function lookupItemsById(db: SqlClient, resources: ResourceDefinition[], source: LookupSource, ids: number[]): Promise<Map<number, LookupItem>> {
  const sql = sourceSql(resources, source);
  const unique = [...new Set(ids)];
  if (!sql || !unique.length) return new Map();
  const columns = ['id', `${sql.name} AS name`, ...sql.meta].join(', ');
  const read = async (wanted: number[]) => {
    const where = [...sql.where, `id IN (${wanted.map(() => '?').join(', ')})`].join(' AND ');
    const rows = await db.all<Record<string, unknown>>(`SELECT ${columns} FROM ${sql.from} WHERE ${where}`, [...sql.params as SqlValue[], ...wanted]);
    return new Map(rows.map((row) => [row.id as number, withMeta(row)]));
  };
  const cache = await itemsById.entries(db);
  if (!cache) return read(unique);
  const key = `${columns} ${sql.from} ${sql.where.join(' ')} ${sql.params.join(' ')}`;
  let known = cache.get(key);
  // Past ITEMS_KEPT ids of one source (a large asset table) it starts afresh rather than grow.
  if (!known || known.size > ITEMS_KEPT) {
    known = new Map();
    cache.set(key, known);
  }
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) {
    const found = await read(missing);
    for (const id of missing) known.set(id, found.get(id) ?? null);
  }
  const items = new Map<number, LookupItem>();
  for (const id of unique) {
    const item = known.get(id);
    if (item) items.set(id, item);
  }
  return items;
}

/** Names of the given ids: lookupNames(db, resources, usersSource, [1]).get(1) === 'Ada Admin'. */
export async function lookupNames(db: SqlClient, resources: ResourceDefinition[], source: LookupSource, ids: number[]): Promise<Map<number, string>> {
  return new Map([...await lookupItemsById(db, resources, source, ids)].map(([id, item]) => [id, item.name]));
}
