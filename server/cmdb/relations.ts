/**
 * Writes and reads of CMDB relations. A request names one asset (parent_asset_id), the assets on the
 * other side (child_asset_ids), a relation type (cmdb_id) and the direction it was chosen in:
 * forward stores "parent <forward> child", inverse stores the other way round, so "A is used by B"
 * and "B depends on A" are one row. Every write runs in one transaction and is logged on both sides.
 */
import type { SqlClient } from '../database/sqlClient';
import { badRequest, notFound } from '../httpErrors';
import { ownLookup } from '../lookups';
import { logEvent } from '../repositories/activityEvents';
import { lookupNames } from '../repositories/lookupItems';
import { now } from '../time';
import type { ResourceDefinition } from '../../src/kernel';
import type { CmdbTables } from './relationTable';

export type Direction = 'forward' | 'inverse';

export interface RelationInput {
  relation: Direction;
  parentId: number;
  childIds: number[];
  cmdbId: number;
}

interface Pair { parent: number; child: number }
interface RelationType { id: number; forward_relation_name: string; inverse_relation_name: string }

/** The rows an input stands for: storedPairs({ relation: 'inverse', parentId: 1, childIds: [2], cmdbId: 3 }) → [{ parent: 2, child: 1 }]. */
export const storedPairs = (input: RelationInput): Pair[] =>
  input.childIds.map((child) => (input.relation === 'forward' ? { parent: input.parentId, child } : { parent: child, child: input.parentId }));

export async function relationType(db: SqlClient, tables: CmdbTables, id: number): Promise<RelationType | undefined> {
  return db.get<RelationType>(`SELECT id, forward_relation_name, inverse_relation_name FROM ${tables.types} WHERE id = ?`, [id]);
}

/** Names as the asset look-up gives them ("AST-0007 Dell PowerEdge R750"), for messages and the log. */
async function assetNames(db: SqlClient, resources: ResourceDefinition[], asset: ResourceDefinition, ids: number[]): Promise<(id: number) => string> {
  const names = await lookupNames(db, resources, ownLookup(asset).source, ids);
  return (id) => names.get(id) || `#${id}`;
}

const exists = async (db: SqlClient, pair: Pair, cmdbId: number) =>
  !!(await db.get('SELECT 1 FROM asset_relations WHERE parent_asset_id = ? AND child_asset_id = ? AND cmdb_id = ?', [pair.parent, pair.child, cmdbId]));

/**
 * Logs what happened on each asset involved, one entry per asset: the parent reads the forward name
 * and the child, the child the inverse name and the parent ("added relationship used by AST-0015").
 */
async function logOnBoth(db: SqlClient, tables: CmdbTables, pairs: Pair[], type: RelationType, nameOf: (id: number) => string, verb: string, userId: number | null) {
  const sides = new Map<number, string[]>();
  const add = (asset: number, ...values: string[]) => sides.set(asset, [...(sides.get(asset) ?? []), ...values]);
  for (const { parent, child } of pairs) {
    add(parent, type.forward_relation_name, nameOf(child));
    add(child, type.inverse_relation_name, nameOf(parent));
  }
  for (const [asset, values] of sides) {
    const count = values.length / 2;
    const parts = Array.from({ length: count }, (_, i) => `{${2 * i}} {${2 * i + 1}}`).join(', ');
    await logEvent(db, tables.asset.name, asset, userId, 'relationship', { phrase: `${verb} ${count === 1 ? 'relationship' : 'relationships'} ${parts}`, values });
  }
}

/** Stores the relations of an input whose ids are known to exist; a relation that exists already refuses the whole request (400). */
export async function relate(db: SqlClient, resources: ResourceDefinition[], tables: CmdbTables, input: RelationInput, userId: number | null): Promise<number> {
  return db.transaction(async () => {
    const type = await relationType(db, tables, input.cmdbId);
    if (!type) throw badRequest('The selected relation does not exist.');
    const pairs = storedPairs(input);
    const nameOf = await assetNames(db, resources, tables.asset, [input.parentId, ...input.childIds]);
    for (const pair of pairs) {
      if (await exists(db, pair, type.id)) {
        throw badRequest(`The relationship already exists: ${nameOf(pair.parent)} ${type.forward_relation_name} ${nameOf(pair.child)}.`);
      }
    }
    const at = now();
    for (const pair of pairs) {
      await db.run('INSERT INTO asset_relations (parent_asset_id, child_asset_id, cmdb_id, created_at) VALUES (?, ?, ?, ?)', [pair.parent, pair.child, type.id, at]);
    }
    await logOnBoth(db, tables, pairs, type, nameOf, 'added', userId);
    return pairs.length;
  });
}

/** Removes the relations of an input; 404 (nothing removed) when one of them does not exist. */
export async function unrelate(db: SqlClient, resources: ResourceDefinition[], tables: CmdbTables, input: RelationInput, userId: number | null): Promise<number> {
  return db.transaction(async () => {
    const type = await relationType(db, tables, input.cmdbId);
    const pairs = storedPairs(input);
    const nameOf = await assetNames(db, resources, tables.asset, [input.parentId, ...input.childIds]);
    for (const pair of pairs) {
      const removed = type ? await db.run('DELETE FROM asset_relations WHERE parent_asset_id = ? AND child_asset_id = ? AND cmdb_id = ?', [pair.parent, pair.child, input.cmdbId]) : 0;
      if (removed === 0) {
        throw notFound(type
          ? `The relationship does not exist: ${nameOf(pair.parent)} ${type.forward_relation_name} ${nameOf(pair.child)}.`
          : 'The relationship does not exist.');
      }
    }
    await logOnBoth(db, tables, pairs, type!, nameOf, 'removed', userId);
    return pairs.length;
  });
}
