import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResources, ResourceFileError, SCHEMAS_DIR } from '../../../server/loadResources';
import { validateResourceFile } from '../../../server/validateResourceFile';

const original = readFileSync(join(SCHEMAS_DIR, 'vendor.json'), 'utf8');
const edited = (edit: (file: Record<string, any>) => void) => {
  const file = JSON.parse(original);
  edit(file);
  return JSON.stringify(file, null, 2);
};
const errorsOf = (text: string) => {
  const result = validateResourceFile('schemas/vendor.json', text);
  return result.ok ? [] : result.errors;
};

describe('a broken resource file is refused with file, JSON pointer and reason on one line', () => {
  it.each([
    ['a misspelled keyword', edited((f) => { f['x-list'].colums = f['x-list'].columns; }),
      'schemas/vendor.json /x-list: unknown keyword "colums"'],
    ['a misspelled property keyword', edited((f) => { f.properties.name.maxLenght = 5; }),
      'schemas/vendor.json /properties/name: unknown keyword "maxLenght"'],
    ['a column naming no property', edited((f) => { f['x-list'].columns.push('emial'); }),
      'schemas/vendor.json /x-list/columns/5: "emial" names no property'],
    ['a filter without a parameter', edited((f) => { delete f['x-list'].filters[0].param; }),
      "schemas/vendor.json /x-list/filters/0: must have required property 'param'"],
    ['a sortable field naming no property', edited((f) => { f['x-list'].sortable.push('nope'); }),
      'schemas/vendor.json /x-list/sortable/5: "nope" names no property'],
    ['a one-column row text naming no property', edited((f) => { f['x-list'].simpleList.secondary.push('phnoe'); }),
      'schemas/vendor.json /x-list/simpleList/secondary/2: "phnoe" names no property'],
    ['a one-column row without its primary text', edited((f) => { delete f['x-list'].simpleList.primary; }),
      "schemas/vendor.json /x-list/simpleList: must have required property 'primary'"],
    ['invalid JSON', original.replace('"title": "vendor",', '"title": "vendor"'),
      'schemas/vendor.json: invalid JSON (line 5, column'],
    ['a schema that does not compile', edited((f) => { f.properties.name.pattern = '('; }),
      'schemas/vendor.json /: not a valid JSON Schema: Invalid regular expression'],
  ])('%s', (_, text, expected) => {
    const errors = errorsOf(text);
    expect(errors.some((line) => line.startsWith(expected)), errors.join('\n')).toBe(true);
    expect(errors.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('accepts the file as shipped', () => {
    expect(errorsOf(original)).toEqual([]);
  });

  // One Ajv checks every file compiles (a model is loaded at each apply): a file checked before, or
  // one that failed, leaves nothing behind that the next check of the same file trips on.
  it('checks the same file again and again, after a broken one too', () => {
    expect([errorsOf(original), errorsOf(original)]).toEqual([[], []]);
    expect(errorsOf(edited((f) => { f.properties.name.pattern = '('; }))).toHaveLength(1);
    expect(errorsOf(original)).toEqual([]);
  });

  it('loadResources refuses a folder holding a broken file and names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    writeFileSync(join(dir, 'vendor.json'), edited((f) => { f['x-list'].columns.push('emial'); }));
    expect(() => loadResources(dir)).toThrow(ResourceFileError);
    expect(() => loadResources(dir)).toThrow(/vendor\.json \/x-list\/columns\/5: "emial" names no property/);
  });
});
