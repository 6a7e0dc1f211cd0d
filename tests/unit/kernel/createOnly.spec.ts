// A create-only resource (x-resource.paths with only create, x-api with only save, no x-list): the
// meta-schema tells it from a listed one, and the definition has no list to reach for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { defineResource, listEndpoint, recordEndpoint, type ResourceFile } from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

const original = readFileSync(join(SCHEMAS_DIR, 'announcement.json'), 'utf8');
const edited = (edit: (file: Record<string, any>) => void) => {
  const file = JSON.parse(original);
  edit(file);
  return JSON.stringify(file);
};
const errorsOf = (text: string) => {
  const result = validateResourceFile('schemas/announcement.json', text);
  return result.ok ? [] : result.errors.join('\n');
};

describe('a create-only resource file', () => {
  it('is valid with a create path and a save only', () => {
    expect(errorsOf(original)).toEqual([]);
  });

  it.each([
    ['a list path but no x-list', (f: Record<string, any>) => { f['x-resource'].paths.list = 'list'; }, '/x-resource/paths'],
    ['no create path', (f: Record<string, any>) => { f['x-resource'].paths = {}; }, "must have required property 'create'"],
    ['a record read', (f: Record<string, any>) => { f['x-api'].getOne = { GET: '/x/{id}', record: 'data' }; }, '/x-api'],
    ['no save', (f: Record<string, any>) => { delete f['x-api'].save; }, "must have required property 'save'"],
  ])('is refused with %s', (_case, edit, reason) => {
    expect(errorsOf(edited(edit))).toContain(reason);
  });

  it('is refused as a listed file without a list endpoint', () => {
    expect(errorsOf(edited((f) => { f['x-list'] = { title: 't', columns: ['subject'] }; }))).toContain("must have required property 'list'");
  });

  it('defines a resource whose home is its create screen and that has no list to ask', () => {
    const def = defineResource(JSON.parse(original) as ResourceFile);
    expect(def.listed).toBe(false);
    expect(def.routes).toMatchObject({ list: '/service-desk/announcement/settings', create: '/service-desk/announcement/settings' });
    expect(def.columns).toEqual([]);
    expect(def.afterCreate).toEqual({ goto: 'create', delay: 0 });
    expect(() => listEndpoint(def)).toThrow('announcement is create-only: it has no x-api.list');
    expect(() => recordEndpoint(def)).toThrow('announcement is create-only: it has no x-api.getOne');
  });

  it('leaves listed resources as they were', () => {
    const vendor = defineResource(JSON.parse(readFileSync(join(SCHEMAS_DIR, 'vendor.json'), 'utf8')) as ResourceFile);
    expect(vendor.listed).toBe(true);
    expect(listEndpoint(vendor).GET).toBe(vendor.api.list!.GET);
  });
});
