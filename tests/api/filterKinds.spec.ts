// A list-filter kind is found through its registries: one the kernel and the server register is
// accepted at start and read by the list route the way its own files say; one nobody registers is
// refused at start with the file and pointer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FILTER_KIND_PARSERS, type FilterKindParsers } from '../../server/listFilterKinds';
import { loadResources, ResourceFileError } from '../../server/loadResources';
import { integerList } from '../../server/routes/resources/parseQuery';
import { FILTER_KIND_CHECKS, FILTER_KIND_RULES, type FilterKindChecks, type FilterKindRules, filterQuery, filterValuesOf } from '../../src/kernel';
import { build, call, login, schemasWithEdit } from './helpers';

const work = mkdtempSync(join(tmpdir(), 'filter-kinds-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// "one": a single id sent plainly (vendor=3), the kernel saying how the panel's value goes out.
const oneRules: FilterKindRules = {
  toQuery: (value) => (Array.isArray(value) && value.length ? String(value[0]) : undefined),
  fromQuery: (value) => [Number(value)],
};
const oneChecks: FilterKindChecks = { blockValueProblem: () => undefined };
const oneParsers: FilterKindParsers = {
  parsers: (_def, filter) => [{ param: filter.param, exclude: false, parse: (query) => {
    const values = integerList(query, filter.param);
    return values ? [{ kind: 'ids', field: filter.field, values, inList: false }] : [];
  } }],
};
const rules = FILTER_KIND_RULES as Record<string, FilterKindRules>;
const checks = FILTER_KIND_CHECKS as Record<string, FilterKindChecks>;
const parsers = FILTER_KIND_PARSERS as Record<string, FilterKindParsers>;
afterEach(() => { delete rules.one; delete checks.one; delete parsers.one; });

let folders = 0;
/** The shipped model with vendors filtered by one id, sent as `vendor`. */
const withOneFilter = () => schemasWithEdit(join(work, String(folders++)), 'vendor', (file) => {
  file['x-list'].filters.push({ field: 'id', param: 'vendor', kind: 'one' });
});

describe('list-filter kinds come from their registries', () => {
  it('refuses at start a file naming a kind nobody registered', () => {
    const dir = withOneFilter();
    expect(() => loadResources(dir)).toThrow(ResourceFileError);
    try { loadResources(dir); } catch (error) {
      expect((error as ResourceFileError).errors.join('\n')).toContain('vendor.json /x-list/filters/1/kind: must be equal to one of the allowed values');
    }
  });

  it('accepts a registered kind at start, and the list and its queries read it as its rules say', async () => {
    rules.one = oneRules;
    checks.one = oneChecks;
    parsers.one = oneParsers;
    const schemasDir = withOneFilter();
    const vendor = loadResources(schemasDir).find((def) => def.name === 'vendor')!;
    expect(filterQuery(vendor, { id: [3], status_id: [1] })).toEqual({ vendor: '3', status_ids: [1] });
    expect(filterValuesOf(vendor, { vendor: '3' })).toEqual({ id: [3] });
    const built = await build({ schemasDir });
    try {
      const admin = await login(built.app);
      const list = async (query: string) => (await call(built.app, admin, { method: 'GET', url: `/service-desk/api/vendor-list?${query}` })).body.data;
      const one = await list('vendor=3');
      expect(one.total).toBe(1);
      expect(one.vendors.map((row: { id: number }) => row.id)).toEqual([3]);
      expect((await list('vendor=3&status_ids[0]=0')).total).toBe(0);
    } finally {
      await built.close();
    }
  });

  it('has the server read and check every kind the kernel registers', () => {
    expect(Object.keys(FILTER_KIND_PARSERS).sort()).toEqual(Object.keys(FILTER_KIND_RULES).sort());
    expect(Object.keys(FILTER_KIND_CHECKS).sort()).toEqual(Object.keys(FILTER_KIND_RULES).sort());
  });
});
