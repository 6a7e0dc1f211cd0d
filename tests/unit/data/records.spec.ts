import { describe, expect, it } from 'vitest';
import assetTypeFile from '../../../schemas/asset-type.json';
import contractTypeFile from '../../../schemas/contract-type.json';
import vendorFile from '../../../schemas/vendor.json';
import {
  deleteRequest, getListRequest, getListResponse, getOneRequest, getOneResponse, saveRequest,
} from '../../../src/engine/data/records';
import { encodeQuery } from '../../../src/engine/data/request';
import { defineResource, type ResourceFile } from '../../../src/kernel';

const vendor = defineResource(vendorFile as unknown as ResourceFile);
const assetType = defineResource(assetTypeFile as unknown as ResourceFile);
const contractType = defineResource(contractTypeFile as unknown as ResourceFile);
const sent = (request: { method: string; url: string; query?: Array<[string, string]> }) =>
  `${request.method} ${request.url}${request.query?.length ? `?${decodeURIComponent(encodeQuery(request.query))}` : ''}`;

describe('getListRequest', () => {
  it.each([
    ['first page, default sort', vendor, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' } },
      'GET /service-desk/api/vendor-list?page=1&limit=10&sort-field=id&sort-order=desc'],
    ['trimmed search, indexed filter array', vendor, { pagination: { page: 3, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { q: '  acme  ', status_id: [1, 0] } },
      'GET /service-desk/api/vendor-list?page=3&limit=25&sort-field=name&sort-order=asc&search-query=acme&status_ids[0]=1&status_ids[1]=0'],
    ['a blank search is not sent, a scalar filter is one index', assetType, { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'ASC' }, filter: { q: '   ', parent_id: 4 } },
      'GET /service-desk/api/asset-type-list?page=1&limit=100&sort-field=created_at&sort-order=asc&parent_ids[0]=4'],
    ['no filter declared: other keys are ignored', contractType, { pagination: { page: 2, perPage: 50 }, sort: { field: 'name', order: 'DESC' }, filter: { unknown: [1] } },
      'GET /service-desk/api/contract-type-list?page=2&limit=50&sort-field=name&sort-order=desc'],
  ] as const)('%s', (_, def, params, expected) => {
    expect(sent(getListRequest(def, params as never))).toBe(expected);
  });
});

describe('getListResponse', () => {
  it('reads rows and total where x-api.list says, and copies x-read values under the property name', () => {
    const body = { success: true, data: { total: 12, current_page: 1, asset_types: [{ id: 5, name: 'Laptop', parent: { id: 2, name: 'Hardware' } }] } };
    expect(getListResponse(assetType, body)).toEqual({
      total: 12,
      data: [{ id: 5, name: 'Laptop', parent: { id: 2, name: 'Hardware' }, parent_id: 2 }],
    });
  });

  it('copes with a missing data key', () => {
    expect(getListResponse(vendor, { success: true })).toEqual({ data: [], total: 0 });
  });
});

describe('getOne', () => {
  it('GETs the record URL and reads the record at x-api.getOne.record', () => {
    expect(sent(getOneRequest(vendor, 7))).toBe('GET /service-desk/api/vendor/7');
    expect(getOneResponse(vendor, { data: { id: 7, name: 'Acme', status: { id: 1, name: 'Active' } } }))
      .toEqual({ id: 7, name: 'Acme', status: { id: 1, name: 'Active' }, status_id: 1 });
  });

  it('encodes an id so it cannot leave its path segment', () => {
    expect(getOneRequest(vendor, '1/../../x').url).toBe('/service-desk/api/vendor/1%2F..%2F..%2Fx');
  });
});

describe('saveRequest', () => {
  it('creates with multipart entries of the writable properties only', () => {
    const request = saveRequest(assetType, { name: 'Laptop', parent_id: 2, is_default: true, id: 99, created_at: 'x' });
    expect(request).toEqual({
      method: 'POST', url: '/service-desk/api/asset-type',
      multipart: [['name', 'Laptop'], ['parent_id', '2'], ['is_default', '1']],
    });
  });

  it('updates through the same POST with the id first, and sends a cleared field as empty', () => {
    const request = saveRequest(assetType, { name: 'Laptop', parent_id: undefined, is_default: false }, 5);
    expect(request.multipart).toEqual([['id', '5'], ['name', 'Laptop'], ['parent_id', ''], ['is_default', '0']]);
  });
});

describe('deleteRequest', () => {
  it('DELETEs the record URL', () => {
    expect(sent(deleteRequest(contractType, 3))).toBe('DELETE /service-desk/api/contract-type/3');
  });
});
