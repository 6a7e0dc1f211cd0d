import { describe, expect, it } from 'vitest';
import assetTypeFile from '../../../schemas/asset-type.json';
import vendorFile from '../../../schemas/vendor.json';
import { associatesRequest, associatesResponse } from '../../../src/engine/data/associates';
import { lookupRequest, lookupResponse } from '../../../src/engine/data/lookups';
import { defineResource, type ResourceFile } from '../../../src/kernel';

describe('lookups', () => {
  it.each([
    [{}, []],
    [{ search: '  lap ' }, [['search-query', 'lap']]],
    [{ search: '   ', meta: true }, [['meta', 'true']]],
    [{ limit: 'all' as const }, [['limit', 'all']]],
    [{ search: 'ne', limit: 20 }, [['search-query', 'ne'], ['limit', '20']]],
    [{ ids: [3, 7] }, [['ids[0]', '3'], ['ids[1]', '7']]],
  ])('lookupRequest(%o)', (params, query) => {
    expect(lookupRequest('/service-desk/api/dependency/asset_types', params)).toEqual({ method: 'GET', url: '/service-desk/api/dependency/asset_types', query });
  });

  it('reads data.{name}, data.data when paginated, and drops what is not an item', () => {
    const url = '/service-desk/api/dependency/asset_types';
    expect(lookupResponse(url, { data: { asset_types: [{ id: 1, name: 'Laptop' }, null, 'x'] } })).toEqual([{ id: 1, name: 'Laptop' }]);
    expect(lookupResponse(url, { data: { data: [{ id: 2, name: 'Phone' }], next_page_url: null } })).toEqual([{ id: 2, name: 'Phone' }]);
    expect(lookupResponse(url, { success: true })).toEqual([]);
  });
});

describe('associates', () => {
  const vendor = defineResource(vendorFile as unknown as ResourceFile);
  it('GETs the tab URL with the sort and reads rows at the tab items', () => {
    expect(associatesRequest(vendor, { tab: 1, id: 4, sort: 'name' }))
      .toEqual({ method: 'GET', url: '/service-desk/api/vendor/product/4', query: [['sort-field', 'name']] });
    expect(associatesResponse(vendor, 0, { data: { contracts: [{ id: 1 }] } })).toEqual([{ id: 1 }]);
  });

  it('refuses a tab the resource file does not declare', () => {
    const assetType = defineResource(assetTypeFile as unknown as ResourceFile);
    expect(() => associatesRequest(assetType, { tab: 0, id: 1 })).toThrow(/no GET/);
  });
});
