import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import type { Direction } from './relations';
import type { CmdbTables } from './relationTable';

/** One asset on the other side of a relation, seen from the asset asked about (pivot.relation: which name applies). */
export interface RelatedAsset { id: number; name: string; identifier: string | null; pivot: { relation: Direction } }

/** An asset relation record: a relation type with the assets related through it. */
export interface RelationGroup {
  id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  child_assets: RelatedAsset[];
}

interface Row { cmdb_id: number; forward_relation_name: string; inverse_relation_name: string; relation: Direction; id: number; name: string; identifier: string | null }

/**
 * The relations of an asset grouped by type (GET cmdb-asset-table/{id} → data.cmdb_data): where the
 * asset is the parent the other reads `forward` ("runs on" its host), where it is the child `inverse`
 * ("hosts" what runs on it). Types in id order, forward before inverse, then by name.
 */
export async function relationGroups(db: SqlClient, tables: CmdbTables, assetId: number): Promise<RelationGroup[]> {
  const rows = await db.all<Row>(`
    SELECT r.cmdb_id, t.forward_relation_name, t.inverse_relation_name, r.relation, a.id, a.name, a.identifier FROM (
      SELECT cmdb_id, child_asset_id AS other, 'forward' AS relation FROM asset_relations WHERE parent_asset_id = ?
      UNION ALL
      SELECT cmdb_id, parent_asset_id AS other, 'inverse' AS relation FROM asset_relations WHERE child_asset_id = ?
    ) r JOIN ${tables.types} t ON t.id = r.cmdb_id JOIN ${tables.assets} a ON a.id = r.other
    ORDER BY r.cmdb_id, r.relation, a.name ${sqlTypes(db.dialect).noCase}, a.id`, [assetId, assetId]);
  const groups = new Map<number, RelationGroup>();
  for (const row of rows) {
    let group = groups.get(row.cmdb_id);
    if (!group) {
      group = { id: row.cmdb_id, forward_relation_name: row.forward_relation_name, inverse_relation_name: row.inverse_relation_name, child_assets: [] };
      groups.set(row.cmdb_id, group);
    }
    group.child_assets.push({ id: row.id, name: row.name, identifier: row.identifier, pivot: { relation: row.relation } });
  }
  return [...groups.values()];
}
