// The CMDB calls as pure mappers: exact URL, query and body of each row, and the answers read back.
import { describe, expect, it } from 'vitest';
import {
  assetLabel, graphRequest, graphResponse, relateRequest, relationRows, relationsRequest, unrelateRequest,
} from '../../../src/overrides/cmdb/cmdbApi';
import { chosenRelation } from '../../../src/overrides/cmdb/chosenRelation';

const CMDB_DATA = {
  success: true,
  data: {
    cmdb_data: [
      { id: 2, forward_relation_name: 'runs on', inverse_relation_name: 'hosts', child_assets: [
        { id: 17, name: 'SQL Server 2022', identifier: 'AST-0017', pivot: { relation: 'inverse' } },
        { id: 6, name: 'Other host', pivot: { relation: 'forward' } },
      ] },
      { id: 3, forward_relation_name: 'connected to', inverse_relation_name: 'connected to', child_assets: [] },
    ],
  },
};

describe('relations (cmdb-asset-table)', () => {
  it('asks GET /service-desk/api/cmdb-asset-table/{id}', () => {
    expect(relationsRequest(7)).toEqual({ method: 'GET', url: '/service-desk/api/cmdb-asset-table/7' });
  });

  it('flattens the groups into rows, each named from the side the asset is on', () => {
    expect(relationRows(CMDB_DATA)).toEqual([
      { key: '2-inverse-17', cmdbId: 2, relation: 'inverse', dependency: 'hosts', asset: { id: 17, name: 'SQL Server 2022', identifier: 'AST-0017' } },
      { key: '2-forward-6', cmdbId: 2, relation: 'forward', dependency: 'runs on', asset: { id: 6, name: 'Other host', identifier: null } },
    ]);
  });

  it.each([[{}], [{ data: null }], [{ data: { cmdb_data: 'x' } }], [undefined]])('reads %j as no rows', (body) => {
    expect(relationRows(body)).toEqual([]);
  });
});

describe('graph (cmdb-asset)', () => {
  it('asks for a depth, and a limit only when given', () => {
    expect(graphRequest(7, 3)).toEqual({ method: 'GET', url: '/service-desk/api/cmdb-asset/7', query: [['depth', '3']] });
    expect(graphRequest(7, 5, 1000).query).toEqual([['depth', '5'], ['limit', '1000']]);
  });

  it('reads nodes, edges and what was left out', () => {
    expect(graphResponse({ data: {
      nodes: [
        { id: 7, name: 'Dell', identifier: 'AST-0007', depth: 0, asset_type: { id: 4, name: 'Server' }, asset_status: { id: 2, name: 'In use' } },
        // A server that does not say, or says something that is no {id, name}: no type, no status.
        { id: 8, name: 'HP', identifier: null, depth: 1, asset_type: null, asset_status: { name: 'no id' } },
      ],
      edges: [{ parent_asset_id: 15, child_asset_id: 7, cmdb_id: 2, relation_name: 'runs on' }],
      hidden: 3, hidden_edges: 1,
    } })).toEqual({
      nodes: [
        { id: 7, name: 'Dell', identifier: 'AST-0007', depth: 0, type: { id: 4, name: 'Server' }, status: { id: 2, name: 'In use' } },
        { id: 8, name: 'HP', identifier: null, depth: 1, type: null, status: null },
      ],
      edges: [{ parent_asset_id: 15, child_asset_id: 7, relation_name: 'runs on' }],
      hidden: 3, hiddenEdges: 1,
    });
    expect(graphResponse({})).toEqual({ nodes: [], edges: [], hidden: 0, hiddenEdges: 0 });
  });
});

describe('relate and unrelate', () => {
  it('posts make-cmdb with the spec\'s fields', () => {
    expect(relateRequest({ parentId: 7, childIds: [8, 9], cmdbId: 2, relation: 'inverse' })).toEqual({
      method: 'POST', url: '/service-desk/api/make-cmdb',
      json: { relation: 'inverse', child_asset_ids: [8, 9], parent_asset_id: 7, cmdb_id: 2 },
    });
  });

  it('deletes a list row through remove-cmdb, the asset shown as parent and the row\'s direction', () => {
    const [row] = relationRows(CMDB_DATA);
    expect(unrelateRequest(7, row)).toEqual({
      method: 'DELETE', url: '/service-desk/api/remove-cmdb',
      json: { relation: 'inverse', child_asset_ids: [17], parent_asset_id: 7, cmdb_id: 2 },
    });
  });

  it.each([
    [{ forward: { id: 1 }, inverse: null }, { relation: 'forward', cmdbId: 1 }],
    [{ forward: null, inverse: { id: '4' } }, { relation: 'inverse', cmdbId: 4 }],
    [{ forward: null, inverse: null }, undefined],
  ])('chosenRelation(%j) → %j', (choice, expected) => {
    expect(chosenRelation(choice)).toEqual(expected);
  });

  it('names an asset by identifier and name', () => {
    expect(assetLabel({ name: 'Dell', identifier: 'AST-0007' })).toBe('AST-0007 Dell');
    expect(assetLabel({ name: 'Dell', identifier: null })).toBe('Dell');
  });
});
