import { describe, expect, it } from 'vitest';
import { fillTemplate, queryPlaceholders, splitTemplate, templatePlaceholders } from '../../../src/kernel';

describe('link templates with placeholders in the query', () => {
  it.each([
    ['/x/detach/{id}/{target}', { path: '/x/detach/{id}/{target}', query: [] }],
    ['/x/detach?item_id={target}&order_id={id}&kind=gift', { path: '/x/detach', query: [['item_id', '{target}'], ['order_id', '{id}'], ['kind', 'gift']] }],
    ['/x/list?order_id=', { path: '/x/list', query: [['order_id', '']] }],
  ])('splits %s into path and query', (template, split) => {
    expect(splitTemplate(template)).toEqual(split);
  });

  it('names every placeholder, and the query parameter of each one in the query', () => {
    expect(templatePlaceholders('/x/{id}/d?t={target}&k={kind}')).toEqual(['id', 'target', 'kind']);
    expect(queryPlaceholders('/x/{id}/d?t={target}&k={kind}&fixed=1')).toEqual({ target: 't', kind: 'k' });
    expect(queryPlaceholders('/x/{id}')).toEqual({});
  });

  it('fills the path (URI-encoded) and leaves the query as pairs for the HTTP client', () => {
    expect(fillTemplate('/x/{id}/d?t={target}&fixed=1', { id: 'a b', target: 9 })).toEqual({ url: '/x/a%20b/d', query: [['t', '9'], ['fixed', '1']] });
    expect(fillTemplate('/x/detach/{id}', { id: 4, target: 9 })).toEqual({ url: '/x/detach/4', query: [] });
  });

  it('refuses a placeholder without a value, in the path or the query', () => {
    expect(() => fillTemplate('/x/{id}', {})).toThrow('no value for {id}');
    expect(() => fillTemplate('/x?t={target}', { id: 1 })).toThrow('no value for {target}');
  });
});
