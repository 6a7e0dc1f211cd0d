// The meta-schema is the one declaration of the keywords: the kernel's types are generated from it
// (typesFresh.spec.ts), so where a type is narrower than a check the check is narrowed too, and the
// engine's named values that files pick by name are the meta-schema's choices.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import meta from '../../../schemas/meta/resource.schema.json';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { validateResourceFile } from '../../../server/validateResourceFile';
import { DASHBOARD_SECTIONS, DELAY, DIALOG_WIDTH, PAGE_SIZES } from '../../../src/kernel';

const errorsOf = (name: string, edit: (file: Record<string, any>) => void) => {
  const file = JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.json`), 'utf8'));
  edit(file);
  const result = validateResourceFile(`schemas/${name}.json`, JSON.stringify(file));
  return result.ok ? [] : result.errors;
};

describe('the start-up checks hold what the types say', () => {
  it('a command input is a property: a misspelled keyword in it is refused', () => {
    const errors = errorsOf('contract', (f) => { f['x-actions'].commands.approve.inputs.purpose_of_approval.maxLenght = 5; });
    expect(errors.join('\n')).toContain('schemas/contract.json /x-actions/commands/approve/inputs/purpose_of_approval: unknown keyword "maxLenght"');
  });

  it('a property error message is a text, by keyword', () => {
    const errors = errorsOf('vendor', (f) => { f.properties.name.errorMessage = { minLength: { text: 'required' } }; });
    expect(errors.join('\n')).toContain('schemas/vendor.json /properties/name/errorMessage/minLength: must be string');
  });

  it('accepts the shipped files', () => {
    expect(errorsOf('contract', () => {})).toEqual([]);
    expect(errorsOf('vendor', () => {})).toEqual([]);
  });
});

describe("the engine's named values are the meta-schema's choices", () => {
  const { show, list, actions, dashboardBlock } = meta.definitions;
  const commandWidth = actions.properties.commands.additionalProperties.allOf[1].properties?.width?.enum;

  it.each([
    ['x-show linkReload: DELAY', show.properties.linkReload.enum, Object.keys(DELAY)],
    ['x-show activityReload: DELAY', show.properties.activityReload.enum, Object.keys(DELAY)],
    ['x-actions command width: DIALOG_WIDTH', commandWidth, Object.keys(DIALOG_WIDTH)],
    ['x-list perPage: PAGE_SIZES', list.properties.perPage.enum, PAGE_SIZES],
    ['x-dashboard section: DASHBOARD_SECTIONS', dashboardBlock.properties.section.enum, DASHBOARD_SECTIONS],
  ])('%s', (_, choices, values) => {
    expect([...(choices ?? [])].sort()).toEqual([...values].sort());
  });
});
