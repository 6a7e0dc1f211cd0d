/**
 * CMDB relations: one row says "parent <forward name> child"
 * (a server runs on a host), read from the child as "child <inverse name> parent". The triple is
 * unique and an asset is never related to itself; deleting an asset or a relation type removes its
 * rows through the foreign keys, so no relation ever points at nothing.
 */
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import type { ResourceDefinition } from '../../src/kernel';
import { quote } from '../sql';
import { tableOf } from '../repositories/resourceTable';

/** The resource files this family reads: assets, and the relation types an administrator keeps. */
export const ASSET_RESOURCE = 'asset';
export const RELATION_TYPE_RESOURCE = 'cmdb-relation';

/** The two tables a relation joins, or undefined when a server runs without those resource files. */
export interface CmdbTables {
  asset: ResourceDefinition;
  relationType: ResourceDefinition;
  /** Quoted table names, safe to place in SQL. */
  assets: string;
  types: string;
}

export function cmdbTables(resources: ResourceDefinition[]): CmdbTables | undefined {
  const asset = resources.find((def) => def.name === ASSET_RESOURCE);
  const relationType = resources.find((def) => def.name === RELATION_TYPE_RESOURCE);
  if (!asset || !relationType) return undefined;
  return { asset, relationType, assets: quote(tableOf(asset)), types: quote(tableOf(relationType)) };
}

export async function ensureRelationTable(db: SqlClient, resources: ResourceDefinition[]): Promise<void> {
  const tables = cmdbTables(resources);
  if (!tables) return;
  const types = sqlTypes(db.dialect);
  await db.exec(`
    CREATE TABLE IF NOT EXISTS asset_relations (
      id ${types.id},
      parent_asset_id ${types.integer} NOT NULL REFERENCES ${tables.assets}(id) ON DELETE CASCADE,
      child_asset_id ${types.integer} NOT NULL REFERENCES ${tables.assets}(id) ON DELETE CASCADE,
      cmdb_id ${types.integer} NOT NULL REFERENCES ${tables.types}(id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      UNIQUE (parent_asset_id, child_asset_id, cmdb_id),
      CHECK (parent_asset_id <> child_asset_id)
    );
    CREATE INDEX IF NOT EXISTS idx_asset_relations_child ON asset_relations (child_asset_id, parent_asset_id);
    CREATE INDEX IF NOT EXISTS idx_asset_relations_type ON asset_relations (cmdb_id);
  `);
}
