// Number-range filters, derived values, list exports and associates sources in a resource file: a
// broken declaration is refused with file, JSON pointer and reason (on vendor.json, a file that passes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { validateResourceFile } from '../../../server/validateResourceFile';

const errorsOf = (edit: (file: Record<string, any>) => void) => {
  const file = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'vendor.json'), 'utf8'));
  edit(file);
  const result = validateResourceFile('schemas/vendor.json', JSON.stringify(file));
  return result.ok ? [] : result.errors;
};
const AT = 'schemas/vendor.json';

describe('number ranges, derived values, exports and associates sources', () => {
  it('accepts them where they fit', () => {
    expect(errorsOf((f) => {
      f.properties.budget = { type: 'number', title: 'Budget' };
      f.properties.since = { type: 'object', readOnly: true, 'x-derived': { from: 'created_at', as: 'countdown' } };
      f['x-list'].filters.push({ field: 'budget', param: 'budget', kind: 'numberrange' });
      f['x-list'].export = { GET: '/service-desk/vendor/export' };
    })).toEqual([]);
  });

  it.each([
    ['a number range on text', (f: any) => { f['x-list'].filters.push({ field: 'name', param: 'name', kind: 'numberrange' }); },
      `${AT} /x-list/filters/1: a numberrange filter needs a number or integer property, "name" is not one`],
    ['a countdown to no date', (f: any) => { f.properties.left = { type: 'object', readOnly: true, 'x-derived': { from: 'name', as: 'countdown' } }; },
      `${AT} /properties/left/x-derived/from: a countdown counts to a date or date-time property, "name" is not one`],
    ['a derived value that could be written', (f: any) => { f.properties.left = { type: 'object', 'x-derived': { from: 'created_at', as: 'countdown' } }; },
      `${AT} /properties/left: an x-derived property is never written: mark it readOnly`],
    ['an unknown derivation', (f: any) => { f.properties.left = { type: 'object', readOnly: true, 'x-derived': { from: 'created_at', as: 'age' } }; },
      `${AT} /properties/left/x-derived/as: must be equal to one of the allowed values`],
    ['an export without its URL', (f: any) => { f['x-list'].export = {}; }, `${AT} /x-list/export: must have required property 'GET'`],
    ['a source without its field', (f: any) => { f['x-show'].tabs[0].from = { resource: 'contract' }; }, `${AT} /x-show/tabs/0/from: must have required property 'field'`],
  ])('refuses %s', (_name, edit, error) => {
    expect(errorsOf(edit)).toContain(error);
  });
});
