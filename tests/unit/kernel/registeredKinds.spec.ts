// The kinds a resource file may name are the ones registered, read at each start from the registries
// the engine draws them from: a menu-item kind registered here is accepted and its own check runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import meta from '../../../schemas/meta/resource.schema.json';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { validateResourceFile } from '../../../server/validateResourceFile';
import { FILTER_KIND_RULES, MENU_ITEM_RULES, type MenuItemRules, registeredKinds } from '../../../src/kernel';

const menus = MENU_ITEM_RULES as Record<string, MenuItemRules>;
afterEach(() => { delete menus.wizard; });

/** vendor.json with a "wizard" item in its menu; the errors the file validator reports. */
function errorsWithWizard(): string[] {
  const file = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'vendor.json'), 'utf8'));
  file['x-show'].menus = [{ label: '', items: [{ kind: 'edit' }, { kind: 'wizard', label: 'start the wizard' }] }];
  const result = validateResourceFile('schemas/vendor.json', JSON.stringify(file));
  return result.ok ? [] : result.errors;
}

describe('the kinds the start-up check accepts', () => {
  it('are the registries\' names, at the filter and menu-item kind keywords', () => {
    const compiled = registeredKinds(meta) as any;
    expect(compiled.definitions.list.properties.filters.items.properties.kind.enum).toEqual(Object.keys(FILTER_KIND_RULES));
    expect(compiled.definitions.show.properties.menus.items.properties.items.items.properties.kind.enum).toEqual(Object.keys(MENU_ITEM_RULES));
    // A copy: the meta-schema itself names no kind.
    expect((meta as any).definitions.list.properties.filters.items.properties.kind.enum).toBeUndefined();
  });

  it('refuse a menu-item kind nobody registered, with the pointer', () => {
    expect(errorsWithWizard()).toEqual(['schemas/vendor.json /x-show/menus/0/items/1/kind: must be equal to one of the allowed values']);
  });

  it('take a kind once it is registered, and run its own check of the file', () => {
    menus.wizard = { problems: (file, item, pointer) => (file['x-api'].save ? [] : [[pointer, `${item.label} needs a save`]]) };
    expect(errorsWithWizard()).toEqual([]);
    menus.wizard = { problems: (_file, item, pointer) => [[`${pointer}/label`, `"${item.label}" is not a wizard`]] };
    expect(errorsWithWizard()).toEqual(['schemas/vendor.json /x-show/menus/0/items/1/label: "start the wizard" is not a wizard']);
  });
});
