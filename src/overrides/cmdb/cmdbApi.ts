/**
 * The CMDB calls of an asset, as pure mappers beside their answers:
 *   relations => GET    /service-desk/api/cmdb-asset-table/{id}         data.cmdb_data
 *   graph     => GET    /service-desk/api/cmdb-asset/{id}?depth&limit   data {nodes (asset_type, asset_status), edges, hidden, hidden_edges}
 *   relate    => POST   /service-desk/api/make-cmdb    {relation, child_asset_ids, parent_asset_id, cmdb_id}
 *   unrelate  => DELETE /service-desk/api/remove-cmdb  {child_asset_ids, parent_asset_id, cmdb_id, relation}
 */
import type { ApiRequest } from '../../engine/data';

const API = '/service-desk/api';

export type Direction = 'forward' | 'inverse';

/** One row of the list view: seen from the asset shown, "runs on" (forward) or "hosts" (inverse) another asset. */
export interface RelationRow {
  /** Unique per row: relation type, direction and asset. */
  key: string;
  cmdbId: number;
  relation: Direction;
  /** The name that applies from this side. */
  dependency: string;
  asset: { id: number; name: string; identifier: string | null };
}

/** An asset type or status as a map node reads it. */
export interface Facet { id: number; name: string }
export interface MapNode {
  id: number; name: string; identifier: string | null; depth: number;
  /** The asset's type and status (null when it has none, or the server does not say). */
  type: Facet | null; status: Facet | null;
}
export interface MapEdge { parent_asset_id: number; child_asset_id: number; relation_name: string }
export interface MapGraph { nodes: MapNode[]; edges: MapEdge[]; hidden: number; hiddenEdges: number }

/** What the add-relationship dialog sends: the assets on the other side of `parentId`, one relation type, read one way. */
export interface RelationInput { parentId: number; childIds: number[]; cmdbId: number; relation: Direction }

export const relationsRequest = (assetId: number | string): ApiRequest => ({ method: 'GET', url: `${API}/cmdb-asset-table/${assetId}` });

type Group = { id?: unknown; forward_relation_name?: unknown; inverse_relation_name?: unknown; child_assets?: unknown };
type Child = { id?: unknown; name?: unknown; identifier?: unknown; pivot?: { relation?: unknown } };

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? value as T[] : []);

/** The list view's rows of a cmdb_data answer, each relation type's assets with the name of their side. */
export function relationRows(body: unknown): RelationRow[] {
  const groups = listOf<Group>((body as { data?: { cmdb_data?: unknown } })?.data?.cmdb_data);
  return groups.flatMap((group) => listOf<Child>(group.child_assets).map((child): RelationRow => {
    const relation: Direction = child.pivot?.relation === 'inverse' ? 'inverse' : 'forward';
    const dependency = String((relation === 'forward' ? group.forward_relation_name : group.inverse_relation_name) ?? '');
    return {
      key: `${group.id}-${relation}-${child.id}`,
      cmdbId: Number(group.id),
      relation,
      dependency,
      asset: { id: Number(child.id), name: String(child.name ?? ''), identifier: typeof child.identifier === 'string' ? child.identifier : null },
    };
  }));
}

export const graphRequest = (assetId: number | string, depth: number, limit?: number): ApiRequest => ({
  method: 'GET', url: `${API}/cmdb-asset/${assetId}`,
  query: [['depth', String(depth)], ...(limit === undefined ? [] : [['limit', String(limit)] as [string, string]])],
});

type GraphNode = Omit<MapNode, 'type' | 'status'> & { asset_type?: { id?: unknown; name?: unknown } | null; asset_status?: { id?: unknown; name?: unknown } | null };

/** A node's asset_type or asset_status ({id, name}, as an asset record reads it); anything else reads as none. */
const facetOf = (value: GraphNode['asset_type']): Facet | null =>
  (value && Number.isSafeInteger(Number(value.id)) && value.id !== null ? { id: Number(value.id), name: String(value.name ?? '') } : null);

/** The graph of a cmdb-asset answer; a missing part reads as empty. */
export function graphResponse(body: unknown): MapGraph {
  const data = (body as { data?: Record<string, unknown> })?.data ?? {};
  return {
    nodes: listOf<GraphNode>(data.nodes).map((node) => ({
      id: Number(node.id), name: String(node.name ?? ''), identifier: node.identifier ?? null, depth: Number(node.depth ?? 0),
      type: facetOf(node.asset_type), status: facetOf(node.asset_status),
    })),
    edges: listOf<MapEdge>(data.edges).map((edge) => ({ parent_asset_id: Number(edge.parent_asset_id), child_asset_id: Number(edge.child_asset_id), relation_name: String(edge.relation_name ?? '') })),
    hidden: Number(data.hidden ?? 0),
    hiddenEdges: Number(data.hidden_edges ?? 0),
  };
}

const relationBody = ({ parentId, childIds, cmdbId, relation }: RelationInput) =>
  ({ relation, child_asset_ids: childIds, parent_asset_id: parentId, cmdb_id: cmdbId });

export const relateRequest = (input: RelationInput): ApiRequest => ({ method: 'POST', url: `${API}/make-cmdb`, json: relationBody(input) });

/** Removing a list row: the asset shown is the parent, the row says which way the relation is read. */
export const unrelateRequest = (assetId: number, row: RelationRow): ApiRequest => ({
  method: 'DELETE', url: `${API}/remove-cmdb`,
  json: relationBody({ parentId: assetId, childIds: [row.asset.id], cmdbId: row.cmdbId, relation: row.relation }),
});

/** How an asset is named on screen: "AST-0007 Dell PowerEdge R750". */
export const assetLabel = (asset: { name: string; identifier: string | null }) => (asset.identifier ? `${asset.identifier} ${asset.name}` : asset.name);
