import { describe, expect, it, vi } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import { createDataProvider } from '../../../src/engine/data/dataProvider';
import type { HttpClient } from '../../../src/engine/data/httpClient';
import { permissionsRequest, permissionsResponse } from '../../../src/engine/data/permissions';
import { readRecord } from '../../../src/engine/data/readRecord';
import { saveRequest } from '../../../src/engine/data/records';
import { defineResource, shownAt, type ResourceFile } from '../../../src/kernel';

const problem = defineResource(problemFile as unknown as ResourceFile);
// The endpoint comes from the property's x-permission, never from the engine.
const source = { GET: problem.fields.asset_ids.permission!.GET, record: problem.fields.asset_ids.permission!.record };

describe('permission set mapper', () => {
  it('reads the endpoint from the x-permission of asset_ids', () => {
    expect(problem.fields.asset_ids.permission).toEqual({ GET: '/service-desk/get/permissions', record: 'data.actions', flag: 'attach_asset' });
    expect(permissionsRequest(source)).toEqual({ method: 'GET', url: '/service-desk/get/permissions' });
  });

  it.each([
    [{ data: { actions: { attach_asset: true, detach_change: false } } }, { attach_asset: true, detach_change: false }],
    [{ data: { actions: { attach_asset: 1, show_attach_assets: '1', detach_change: 0 } } }, { attach_asset: true, show_attach_assets: true, detach_change: false }],
    [{ data: { actions: { attach_asset: 'yes' } } }, { attach_asset: false }],
  ])('permissionsResponse(%j)', (body, expected) => {
    expect(permissionsResponse(source, body)).toEqual(expected);
  });

  it.each([[{}], [{ data: { actions: null } }], [{ data: { actions: [true] } }], [undefined]])('treats %j as a failed read', (body) => {
    expect(() => permissionsResponse(source, body)).toThrow(/no permission set at data.actions/);
  });

  it('goes through the one HTTP client', async () => {
    const send = vi.fn(async () => ({ success: true, data: { actions: { attach_asset: false } } }));
    const provider = createDataProvider([problem], { send, baseUrl: '' } as unknown as HttpClient);
    expect(await provider.permissions(source)).toEqual({ attach_asset: false });
    expect(send).toHaveBeenCalledWith({ method: 'GET', url: '/service-desk/get/permissions' });
  });
});

describe('asset_ids (x-link) in the problem mappers', () => {
  const entries = (data: Record<string, unknown>, id?: number) =>
    (saveRequest(problem, data, id).multipart ?? []).filter(([name]) => name.startsWith('asset_ids'));

  it.each([
    ['a create without assets sends none', {}, undefined, []],
    ['a create sends the chosen ids as indexed fields', { asset_ids: [3, 1] }, undefined, [['asset_ids[0]', '3'], ['asset_ids[1]', '1']]],
    ['an update the form does not hold leaves the set alone', { subject: 'x' }, 4, []],
    ['an emptied picker empties the set', { asset_ids: [] }, 4, [['asset_ids', '']]],
  ])('%s', (_name, data, id, expected) => {
    expect(entries(data, id)).toEqual(expected);
  });

  it('reads the linked {id, name} list as the written ids, and keeps the names for the select', () => {
    const record = readRecord(problem, { id: 4, assets: [{ id: 3, name: 'AST-0003 MacBook' }, { id: 1, name: 'AST-0001 Dell' }] });
    expect(record.asset_ids).toEqual([3, 1]);
    expect(shownAt(record, problem.fields.asset_ids.displayPath)).toEqual([{ id: 3, name: 'AST-0003 MacBook' }, { id: 1, name: 'AST-0001 Dell' }]);
  });
});
