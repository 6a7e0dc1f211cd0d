import { describe, expect, it } from 'vitest';
import { describeModelDiff, modelDiff } from '../../../src/kernel';

const vendor = {
  $id: 'vendor', required: ['name'],
  properties: { name: { type: 'string', title: 'Name', maxLength: 255 }, fax: { type: 'string' } },
  'x-list': { title: 'Vendors', columns: ['name'] },
};

describe('modelDiff', () => {
  it('names the properties added, removed and changed (with their keywords) and the keywords one level deep', () => {
    const after = structuredClone(vendor) as any;
    delete after.properties.fax;
    after.properties.phone = { type: 'string', title: 'Phone' };
    after.properties.name.maxLength = 100;
    after.properties.name.description = 'Registered name';
    after['x-list'].columns.push('phone');
    after['x-list'].perPage = 25;
    after.required = ['name', 'phone'];
    const changes = modelDiff({ 'vendor.json': vendor }, { 'vendor.json': after });
    expect(changes).toEqual([{
      file: 'vendor.json', change: 'changed',
      properties: { added: ['phone'], removed: ['fax'], changed: [{ name: 'name', keywords: ['description', 'maxLength'] }] },
      keywords: { added: ['x-list/perPage'], removed: [], changed: ['required', 'x-list/columns'] },
    }]);
    expect(describeModelDiff(changes)).toBe('vendor.json: property phone added; property fax removed; property name changed (description, maxLength); '
      + 'keyword x-list/perPage added; keywords required, x-list/columns changed.');
  });

  it('names files added and removed, and nothing for files that say the same', () => {
    const changes = modelDiff({ 'vendor.json': vendor, 'fax.json': { $id: 'fax', properties: {} } }, { 'vendor.json': structuredClone(vendor), 'building.json': { $id: 'building', properties: { name: {} } } });
    expect(changes.map(({ file, change }) => [file, change])).toEqual([['building.json', 'added'], ['fax.json', 'removed']]);
    expect(changes[0].properties.added).toEqual(['name']);
    expect(describeModelDiff(changes)).toBe('building.json added. fax.json removed.');
    expect(describeModelDiff([])).toBe('No change.');
  });
});
