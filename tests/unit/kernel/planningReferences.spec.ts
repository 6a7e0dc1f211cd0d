import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { validateResourceFile } from '../../../server/validateResourceFile';

const original = readFileSync(join(SCHEMAS_DIR, 'problem.json'), 'utf8');
const edited = (edit: (file: Record<string, any>) => void) => {
  const file = JSON.parse(original);
  edit(file);
  return JSON.stringify(file, null, 2);
};
const errorsOf = (text: string) => {
  const result = validateResourceFile('schemas/problem.json', text);
  return result.ok ? [] : result.errors;
};
// Found by content, so other menus and tabs added to the file do not move the pointers under the test.
const shipped = JSON.parse(original);
const MENU = shipped['x-show'].menus.findIndex((menu: { label: string }) => menu.label === 'Planning');
const TAB = shipped['x-show'].tabs.findIndex((tab: { kind: string }) => tab.kind === 'planning');
const planningMenu = (file: Record<string, any>) => file['x-show'].menus[MENU];

describe('x-planning mistakes are refused with file, pointer and reason', () => {
  it.each([
    ['a misspelled keyword', edited((f) => { f['x-planning'].kind = f['x-planning'].kinds; }),
      'schemas/problem.json /x-planning: unknown keyword "kind"'],
    ['a kind without a label', edited((f) => { delete f['x-planning'].kinds[0].label; }),
      "schemas/problem.json /x-planning/kinds/0: must have required property 'label'"],
    ['a key twice', edited((f) => { f['x-planning'].kinds[1].key = 'root-cause'; }),
      'schemas/problem.json /x-planning/kinds/1/key: "root-cause" is declared twice'],
    ['a get URL without {key}', edited((f) => { f['x-planning'].get.GET = '/service-desk/api/general-popup/{id}/sd_problem'; }),
      'schemas/problem.json /x-planning/get/GET: /service-desk/api/general-popup/{id}/sd_problem has no {key} placeholder'],
    ['a placeholder the engine cannot fill', edited((f) => { f['x-planning'].list.GET = '/service-desk/api/problem-planning/{problemId}'; }),
      'schemas/problem.json /x-planning/list/GET: {problemId} cannot be filled: use {id}'],
    ['a download link without {owner}', edited((f) => { f['x-planning'].download.GET = '/service-desk/download/{attachment}/sd_problem:{id}/attachment'; }),
      'schemas/problem.json /x-planning/download/GET: /service-desk/download/{attachment}/sd_problem:{id}/attachment has no {owner} placeholder'],
    ['a flag that x-actions does not grant', edited((f) => { f['x-planning'].flag = 'planning'; }),
      'schemas/problem.json /x-planning/flag: "planning" is not in x-actions/flags'],
    ['a menu item naming no kind', edited((f) => { planningMenu(f).items[0].key = 'cause'; }),
      `schemas/problem.json /x-show/menus/${MENU}/items/0/key: "cause" is not in x-planning/kinds`],
    ['a menu item without a key', edited((f) => { delete planningMenu(f).items[0].key; }),
      `schemas/problem.json /x-show/menus/${MENU}/items/0: a planning item needs a key`],
    ['a planning tab without x-planning', edited((f) => {
      delete f['x-planning'];
      f['x-show'].menus.splice(MENU, 1);
    }), `schemas/problem.json /x-show/tabs/${TAB}: a planning tab needs x-planning`],
    ['a tab flag that x-actions does not grant', edited((f) => { f['x-show'].tabs[TAB].flag = 'check_plan'; }),
      `schemas/problem.json /x-show/tabs/${TAB}/flag: "check_plan" is not in x-actions/flags`],
  ])('%s', (_, text, expected) => {
    const errors = errorsOf(text);
    expect(errors.some((line) => line.startsWith(expected)), errors.join('\n')).toBe(true);
  });

  it('accepts the file as shipped', () => {
    expect(errorsOf(original)).toEqual([]);
  });
});
