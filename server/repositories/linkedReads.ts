import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { prepared, quote } from '../sql';
import { linkedIdsOf } from './recordLinks';
import type { Row } from './records';
import { tableOf } from './resourceTable';

/** How the linked rows become read records: readRecords of the target, without further links. */
export type ReadTarget = (target: ResourceDefinition, rows: Row[]) => Row[];

function rowsByIds(db: Database, def: ResourceDefinition, ids: number[]): Row[] {
  if (!ids.length) return [];
  return prepared(db, `SELECT * FROM ${quote(tableOf(def))} WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as Row[];
}

/**
 * The read-record keys of the x-links entries that declare `read`, each with the value it takes on a
 * row: the linked records in the target's read shape, fetched once per page. A max-1 link reads as
 * the one record or, when it holds none, an empty list, as the original serialises an empty relation
 * (a problem's `change`); any other link as the list.
 */
export function linkedReads(db: Database, def: ResourceDefinition, rows: Row[], readTarget: ReadTarget): Array<[string, (row: Row) => unknown]> {
  return Object.values(def.links).flatMap((link) => {
    if (link.read === undefined || !link.target) return [];
    const ids = linkedIdsOf(db, def.name, link.name, rows.map((row) => row.id as number));
    const targets = readTarget(link.target, rowsByIds(db, link.target, [...new Set([...ids.values()].flat())]));
    const byId = new Map(targets.map((record) => [record.id as number, record]));
    const value = (row: Row) => {
      const records = (ids.get(row.id as number) ?? []).flatMap((id) => byId.get(id) ?? []);
      return link.max === 1 ? records[0] ?? [] : records;
    };
    return [[link.read, value] as [string, (row: Row) => unknown]];
  });
}
