import { describe, expect, it } from 'vitest';
import { encodeQuery, indexed, toFormEntries, urlOf } from '../../../src/engine/data/request';

describe('request helpers', () => {
  it('indexes array parameters the way the server reads them', () => {
    expect(indexed('asset_ids', [1, 2])).toEqual([['asset_ids[0]', '1'], ['asset_ids[1]', '2']]);
    expect(indexed('asset_ids', [])).toEqual([]);
  });

  it('encodes queries and joins them to the base URL', () => {
    expect(encodeQuery([['search-query', 'a&b=c']])).toBe('search-query=a%26b%3Dc');
    expect(urlOf('http://host/', { url: '/api/x', query: [['page', '1']] })).toBe('http://host/api/x?page=1');
    expect(urlOf('', { url: '/api/x' })).toBe('/api/x');
  });

  it('flattens a write payload into multipart entries', () => {
    const file = new Blob(['hello']);
    expect(toFormEntries({ a: 'x', b: 3, c: true, d: false, e: null, f: [4, 5], g: { h: 'i' }, file })).toEqual([
      ['a', 'x'], ['b', '3'], ['c', '1'], ['d', '0'], ['e', ''], ['f[0]', '4'], ['f[1]', '5'], ['g[h]', 'i'], ['file', file],
    ]);
  });
});
