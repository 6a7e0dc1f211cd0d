import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { nodeFacets, type FacetValue } from './nodeFacets';
import type { CmdbTables } from './relationTable';

/** An asset on the map, with its type and status as an asset record reads them (asset_type: {id, name}, ...). */
export interface GraphNode {
  id: number; name: string; identifier: string | null;
  /** Hops from the asset asked about. */
  depth: number;
  [facet: string]: FacetValue | string | number | null;
}
export interface GraphEdge { parent_asset_id: number; child_asset_id: number; cmdb_id: number; relation_name: string }

/** GET cmdb-asset/{id} → data: the nodes shown, the edges between them and how many were left out. */
export interface AssetGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Assets within reach that the node limit left out. */
  hidden: number;
  /** Relations between shown assets that the edge limit left out. */
  hidden_edges: number;
}

export interface GraphQuery { depth: number; limit: number }

/** A shown graph carries at most this many edges per node allowed, so a dense corner cannot flood the page. */
export const EDGES_PER_NODE = 5;

// Lists of ids reach the database as one JSON parameter: no statement per list length, no variable limit.
const idsIn = (db: SqlClient) => (db.dialect === 'sqlite'
  ? '(SELECT value FROM json_each(?))'
  : '(SELECT CAST(value AS BIGINT) FROM jsonb_array_elements_text(CAST(? AS jsonb)))');

const neighbours = (db: SqlClient) => `
  SELECT child_asset_id AS id FROM asset_relations WHERE parent_asset_id IN ${idsIn(db)}
  UNION
  SELECT parent_asset_id AS id FROM asset_relations WHERE child_asset_id IN ${idsIn(db)}
  ORDER BY id`;

/**
 * The assets around one, breadth first in both directions (parents and children alike) up to
 * `depth` hops; nearer assets come first, so the limit drops the farthest ones and says how many.
 * One query per hop, whatever the number of assets reached.
 */
export async function assetGraph(db: SqlClient, resources: ResourceDefinition[], tables: CmdbTables, rootId: number, query: GraphQuery): Promise<AssetGraph> {
  const depthOf = new Map<number, number>([[rootId, 0]]);
  let frontier = [rootId];
  for (let hop = 1; hop <= query.depth && frontier.length; hop++) {
    const list = JSON.stringify(frontier);
    const reached = (await db.all<{ id: number }>(neighbours(db), [list, list])).map((row) => row.id).filter((id) => !depthOf.has(id));
    for (const id of reached) depthOf.set(id, hop);
    frontier = reached;
  }
  const shownIds = [...depthOf.keys()].slice(0, query.limit);
  const shown = JSON.stringify(shownIds);
  const facets = nodeFacets(db, resources, tables.asset);
  const found = await db.all<Record<string, unknown> & { id: number; name: string; identifier: string | null }>(
    `SELECT ${['id', 'name', 'identifier', ...facets.columns].join(', ')} FROM ${tables.assets} WHERE id IN ${idsIn(db)}`, [shown]);
  const facetsOf = await facets.read(found);
  const byId = new Map(found.map((row) => [row.id, row]));
  const nodes = shownIds.flatMap((id): GraphNode[] => {
    const row = byId.get(id);
    return row ? [{ id, name: row.name, identifier: row.identifier, depth: depthOf.get(id)!, ...facetsOf(row) }] : [];
  });
  // Relations from shown assets, kept when the other end is shown too. Filtering here rather than
  // with a second IN list keeps SQLite from probing every (parent, child) pair of the two lists.
  const onMap = new Set(shownIds);
  const edges = (await db.all<GraphEdge>(`SELECT r.parent_asset_id, r.child_asset_id, r.cmdb_id, t.forward_relation_name AS relation_name
    FROM asset_relations r JOIN ${tables.types} t ON t.id = r.cmdb_id
    WHERE r.parent_asset_id IN ${idsIn(db)} ORDER BY r.id`, [shown]))
    .filter((edge) => onMap.has(edge.child_asset_id));
  const edgeLimit = query.limit * EDGES_PER_NODE;
  return { nodes, edges: edges.slice(0, edgeLimit), hidden: depthOf.size - shownIds.length, hidden_edges: Math.max(0, edges.length - edgeLimit) };
}
