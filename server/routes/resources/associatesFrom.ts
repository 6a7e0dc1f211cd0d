import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition, Role, ShowTab } from '../../../src/kernel';
import { orderClause } from '../../repositories/listQuery';
import { readRecords } from '../../repositories/readRecords';
import type { Row } from '../../repositories/records';
import { tableOf } from '../../repositories/resourceTable';
import { quote } from '../../sql';
import type { SqlValue } from '../../database/sqlClient';

type Source = Exclude<NonNullable<ShowTab['from']>, 'replies'>;

/**
 * The rows of an associates tab reading another resource ({ resource: 'contract', field: 'vendor_id' }):
 * that resource's records whose field holds the record's id (or, with { resource, link }, whose link holds it), read as its list reads them (names,
 * flags, derived values), sorted by a column of the tab. A source naming no resource or property
 * fails at start, not on the first click.
 */
export function associatedRows(app: FastifyInstance, owner: ResourceDefinition, at: string, source: Source) {
  const def = app.resources.find((candidate) => candidate.name === source.resource);
  const table = def && quote(tableOf(def));
  let where: string;
  let params: SqlValue[] = [];
  if ('link' in source) {
    // { resource: 'product', link: 'vendors' }: the records whose x-links entry holds this one (a vendor's products).
    if (!def || def.links[source.link]?.resource !== owner.name) throw new Error(`${owner.name}.json ${at}/from: "${source.resource}" has no x-links "${source.link}" targeting ${owner.name}`);
    where = `FROM ${table} WHERE EXISTS (SELECT 1 FROM record_links l WHERE l.owner = ? AND l.link = ? AND l.owner_id = ${table}."id" AND l.target_id = ?)`;
    params = [def.name, source.link];
  } else {
    if (!def?.fields[source.field]) throw new Error(`${owner.name}.json ${at}/from: "${source.resource}.${source.field}" names no property of a resource`);
    where = `FROM ${table} WHERE ${quote(source.field)} = ?`;
  }
  return async (id: number, sort: { field: string; order: 'ASC' | 'DESC' }, role: Role | undefined) => {
    // Only a stored column of the source can order the rows; another tab column falls back to id.
    const field = def.fields[sort.field] && !def.fields[sort.field].derived ? sort.field : 'id';
    const rows = await app.db.all<Row>(`SELECT * ${where} ORDER BY ${orderClause(def, { ...sort, field })}`, [...params, id]);
    return readRecords(app.db, app.resources, def, rows, role, false);
  };
}
