import { describe, expect, it } from 'vitest';
import { importReferences, type ResourceFile } from '../../../src/kernel';

const spec = {
  upload: { POST: '/x/upload', field: 'import_file' }, mapping: { GET: '/x/mapping/{id}' }, submit: { POST: '/x/submit' },
  discard: { DELETE: '/x/discard/{id}' }, tracking: { GET: '/x/tracking/{id}' }, failed: { GET: '/x/failed/{id}' }, key: 'code',
};
const file = (importSpec: object, properties: object = { code: { type: 'string' } }) =>
  ({ properties, 'x-import': importSpec } as unknown as ResourceFile);

describe('importReferences', () => {
  it('accepts a sound x-import', () => {
    expect(importReferences(file(spec))).toEqual([]);
  });
  it('wants {id} where the import is named, and nothing else to fill', () => {
    expect(importReferences(file({ ...spec, mapping: { GET: '/x/mapping' }, submit: { POST: '/x/submit/{id}' } }))).toEqual([
      ['/x-import/mapping/GET', '/x/mapping has no {id} placeholder'],
      ['/x-import/submit/POST', '/x/submit/{id}: {id} cannot be filled'],
    ]);
  });
  it('wants a key that is a writable text or number, no reference', () => {
    expect(importReferences(file({ ...spec, key: 'nope' }))).toEqual([['/x-import/key', '"nope" names no property']]);
    expect(importReferences(file(spec, { code: { type: 'integer', 'x-ref': { lookup: '/x' } } }))[0][1]).toMatch(/must be a writable text or integer property/);
    expect(importReferences(file(spec, { code: { type: 'string', readOnly: true } }))).toHaveLength(1);
  });
  it('wants synonyms of properties a row writes, each name leading to one property only', () => {
    const properties = { code: { type: 'string' }, name: { type: 'string' }, made: { type: 'string', readOnly: true } };
    expect(importReferences(file({ ...spec, synonyms: { code: ['Asset Tag'], name: ['Item name'] } }, properties))).toEqual([]);
    expect(importReferences(file({ ...spec, synonyms: { nope: ['X'], made: ['Created'], code: ['Asset Tag'], name: ['asset-tag'] } }, properties))).toEqual([
      ['/x-import/synonyms/nope', '"nope" names no property'],
      ['/x-import/synonyms/made', '"made" is read-only: no column is imported into it'],
      ['/x-import/synonyms/name/0', '"asset-tag" is a synonym of "code" already'],
    ]);
  });
});
