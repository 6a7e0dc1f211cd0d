// The resources of the shipped model as the Data model list shows them, and who refers to whom.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findResource, lookupUrlOf, menuGroups, modelResources, referrersOf } from '../../../../src/overrides/model/modelResources';
import { newResourceFile } from '../../../../src/overrides/model/newResourceFile';
import { withProperty } from '../../../../src/overrides/model/resourceEdits';

const SCHEMAS = join(import.meta.dirname, '..', '..', '..', '..', 'schemas');
const files = Object.fromEntries(readdirSync(SCHEMAS).filter((name) => name.endsWith('.json'))
  .map((name) => [name, JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8'))]));

describe('the model\'s resources', () => {
  it('lists every file with an x-resource, in menu order, and the groups they use', () => {
    const resources = modelResources({ ...files, 'host/lookups.json': { lookups: [] } });
    expect(resources[0].name).toBe('problem');
    expect(resources.map((resource) => resource.name)).toContain('vendor');
    expect(resources.map((resource) => resource.path)).not.toContain('host/lookups.json');
    expect(menuGroups(files)).toEqual(['Help desk', 'Settings', 'Tools', 'Work']);
  });

  it('knows who refers to a resource, so one nothing refers to may be removed', () => {
    const vendor = findResource(files, 'vendor')!;
    expect(lookupUrlOf(vendor)).toBe('/service-desk/api/dependency/vendors');
    expect(referrersOf(files, vendor)).toContain('Contracts');
    const location = newResourceFile({ name: 'location', label: 'Locations', group: 'Settings', order: 500 });
    const withLocation = { ...files, 'location.json': location };
    const resource = findResource(withLocation, 'location')!;
    expect(referrersOf(withLocation, resource)).toEqual([]);
    const asset = withProperty(files['asset.json'], 'site_id', { type: 'integer', title: 'Site', 'x-ref': { lookup: lookupUrlOf(resource) } },
      { required: false, inList: false, inFilter: false, onPhone: false });
    expect(referrersOf({ ...withLocation, 'asset.json': asset }, resource)).toEqual(['Assets']);
  });
});
