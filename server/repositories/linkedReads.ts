import type { LinkDefinition, ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { quote } from '../sql';
import { fromColumn } from './columnValues';
import type { Row } from './records';
import { tableOf } from './resourceTable';

/** How the linked rows become read records: readRecords of the target, without further links. */
export type ReadTarget = (target: ResourceDefinition, rows: Row[]) => Promise<Row[]>;

type Linked = LinkDefinition & { read: string; target: ResourceDefinition };

/** A target row joined to the pair that links it, with the owner it belongs to beside its columns. */
type PairedRow = Row & { _owner: number; _id: number };

/**
 * The target rows a page of owners' link holds, one per pair, in one query joining the pairs to the
 * target's table: all columns, or only `columns`. An inverse link's pairs are stored by the target
 * (record_links owner is the target), so the sides swap. Oldest pair first, or newest target first
 * for readOne 'newest'.
 */
async function pairedRows(db: SqlClient, def: ResourceDefinition, link: Linked, ownerIds: number[], columns?: string[]): Promise<PairedRow[]> {
  if (!ownerIds.length) return [];
  const [key, mine, theirs] = link.inverse === undefined ? [[def.name, link.name], 'owner_id', 'target_id'] : [[link.target.name, link.inverse], 'target_id', 'owner_id'];
  const selected = columns ? columns.map((name) => `t.${quote(name)}`).join(', ') : 't.*';
  const order = link.readOne === 'newest' ? 't.id DESC' : `l.created_at, l.${theirs}`;
  return db.all<PairedRow>(`SELECT l.${mine} AS _owner, t.id AS _id, ${selected} FROM record_links l JOIN ${quote(tableOf(link.target))} t ON t.id = l.${theirs}
    WHERE l.owner = ? AND l.link = ? AND l.${mine} IN (${ownerIds.map(() => '?').join(', ')}) ORDER BY ${order}`, [...key, ...ownerIds]);
}

/** Each owner's linked records: the readFields' values only, or each target once in its own read shape. */
async function linkedRecordsOf(db: SqlClient, def: ResourceDefinition, link: Linked, ownerIds: number[], readTarget: ReadTarget): Promise<Map<number, Row[]>> {
  const fields = link.readFields?.map((name) => link.target.fields[name]);
  const found = await pairedRows(db, def, link, ownerIds, link.readFields);
  const byId = new Map<number, Row>();
  if (fields) {
    for (const row of found) byId.set(row._id, Object.fromEntries(fields.map((field) => [field.name, fromColumn(field, row[field.name])])));
  } else {
    const unique = new Map(found.map(({ _owner, _id, ...row }) => [_id, row as Row]));
    for (const record of await readTarget(link.target, [...unique.values()])) byId.set(record.id as number, record);
  }
  const byOwner = new Map<number, Row[]>();
  for (const row of found) byOwner.set(row._owner, [...byOwner.get(row._owner) ?? [], byId.get(row._id)!]);
  return byOwner;
}

/**
 * The read-record keys of the x-links entries that declare `read`, each with the value it takes on a
 * row: the linked records in the target's read shape (or only their readFields), fetched once per
 * page, for links stored on either side. A max-1 or readOne link reads as the one record or, when it
 * holds none, an empty list, as the original serialises an empty relation (a problem's `change`, an
 * asset's `contract`); any other link as the list.
 */
export async function linkedReads(db: SqlClient, def: ResourceDefinition, rows: Row[], readTarget: ReadTarget): Promise<Array<[string, (row: Row) => unknown]>> {
  const ownerIds = rows.map((row) => row.id as number);
  const reads: Array<[string, (row: Row) => unknown]> = [];
  for (const link of Object.values(def.links)) {
    if (link.read === undefined || !link.target) continue;
    const byOwner = await linkedRecordsOf(db, def, link as Linked, ownerIds, readTarget);
    const one = link.max === 1 || link.readOne !== undefined;
    reads.push([link.read, (row: Row) => {
      const records = byOwner.get(row.id as number) ?? [];
      return one ? records[0] ?? [] : records;
    }]);
  }
  return reads;
}
