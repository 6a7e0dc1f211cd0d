// A model folder with one broken file per kind of name a file can get wrong: each stops the start with
// the file, the pointer and the reason, never a 400 at run time.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadResources, ResourceFileError, SCHEMAS_DIR } from '../../../server/loadResources';

const work = mkdtempSync(join(tmpdir(), 'broken-model-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let folders = 0;
/** A copy of the shipped model with one file edited; the problems loading it reports. */
function problemsWith(file: string, edit: (json: any) => void): string[] {
  const dir = join(work, String(folders++));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  edit(json);
  writeFileSync(path, JSON.stringify(json));
  try {
    loadResources(dir);
  } catch (error) {
    if (error instanceof ResourceFileError) return error.errors.map((line) => line.replace(`${relative(process.cwd(), dir)}/`, ''));
    throw error;
  }
  return [];
}

describe('a model folder with one broken file is refused with file, pointer and reason', () => {
  it('loads the shipped model as it is', () => {
    expect(problemsWith('asset.json', () => undefined)).toEqual([]);
  });

  it.each([
    ['a property referencing an unknown look-up', 'asset.json', (f: any) => { f.properties.asset_type_id['x-ref'].lookup = '/service-desk/api/dependency/places'; },
      'asset.json /properties/asset_type_id/x-ref/lookup: "places" is no look-up'],
    ['a filter offering an unknown look-up', 'problem.json', (f: any) => { f['x-list'].filters[0].lookup = '/service-desk/api/dependency/problem_list'; },
      'problem.json /x-list/filters/0/lookup: "problem_list" is no look-up'],
    ['a link offering an unknown look-up', 'change.json', (f: any) => { f['x-links'].assets.lookup = '/service-desk/api/dependency/asset_list'; },
      'change.json /x-links/assets/lookup: "asset_list" is no look-up'],
    ['a look-up asked with a parameter it does not take', 'product.json', (f: any) => { f['x-links'].vendors.lookup = '/service-desk/api/dependency/vendors_based_on_product?vendor_id={id}'; },
      'product.json /x-links/vendors/lookup: the look-up vendors_based_on_product takes no parameter "vendor_id"'],
    ['a reference named by an unknown look-up (x-ref.names)', 'contract.json', (f: any) => { f.properties.approver_id['x-ref'].names = 'approvers'; },
      'contract.json /properties/approver_id/x-ref/names: "approvers" is no look-up'],
    ['an unknown dependent look-up URL', 'asset.json', (f: any) => { f.properties.asset_type_id['x-ref'].lookup = '/service-desk/api/asset-types/{id}'; },
      'asset.json /properties/asset_type_id/x-ref/lookup: "/service-desk/api/asset-types/{id}" is neither /api/dependency/{name} nor a dependent look-up'],
    ['a look-up name declared twice', 'vendor.json', (f: any) => { f['x-lookups'][0].name = 'asset_types'; },
      'vendor.json /x-lookups/0: the look-up "asset_types" is declared at'],
    ['a look-up named by an unknown property', 'asset.json', (f: any) => { f['x-lookups'][0].label = ['identifier', 'title']; },
      'asset.json /x-lookups/0/label/1: "title" names no property'],
    ['a look-up excluding through a link that does not exist', 'vendor.json', (f: any) => { f['x-lookups'][1].exclude.link = 'suppliers'; },
      'vendor.json /x-lookups/1/exclude/link: "suppliers" is no x-links entry of product targeting vendor'],
    ['a link to an unknown resource', 'asset.json', (f: any) => { f['x-links'].tickets.resource = 'incident'; },
      'asset.json /x-links/tickets/resource: "incident" is not a resource file'],
    ['an inverse link the other side does not have', 'asset.json', (f: any) => { f['x-links'].problems.inverse = 'devices'; },
      'asset.json /x-links/problems/inverse: "devices" is not an x-links entry of problem'],
    ['a report counting by an unknown property', 'asset.json', (f: any) => { f['x-report'].countBy = 'colour_id'; },
      'asset.json /x-report/countBy: "colour_id" names no property'],
    ['an unknown filter kind', 'problem.json', (f: any) => { f['x-list'].filters[1].kind = 'slider'; },
      'problem.json /x-list/filters/1/kind: must be equal to one of the allowed values'],
    ['an unknown menu-item kind', 'problem.json', (f: any) => { f['x-show'].menus[0].items[0].kind = 'wizard'; },
      'problem.json /x-show/menus/0/items/0/kind: must be equal to one of the allowed values'],
    // Names only code answers, each checked against the union of the server modules' (server/modules/).
    ['a module storing records that the server lacks', 'cab.json', (f: any) => { f['x-store'].module = 'billing'; },
      'cab.json /x-store/module: "billing" is not a module of this server (cab, announcement, reports)'],
    ['a lifecycle no module follows', 'contract.json', (f: any) => { f['x-store'].lifecycle = 'lease'; },
      'contract.json /x-store/lifecycle: "lease" is not a lifecycle of this server (contract)'],
    ['a command handed to a handler no lifecycle has', 'contract.json', (f: any) => { f['x-actions'].commands.renew.run = 'contract.renegotiate'; },
      'contract.json /x-actions/commands/renew/run: "contract.renegotiate" is not a command handler (server/lifecycles.ts)'],
    ['a flag condition no module answers', 'change.json', (f: any) => { f['x-actions'].flags.remove_cab.when = 'cab.vetoed'; },
      'change.json /x-actions/flags/remove_cab/when: "cab.vetoed" is not a flag condition (server/flagConditions.ts)'],
    ['a list filter no module answers', 'change.json', (f: any) => { f['x-list'].filters[17].module = 'cab.vetoed-by'; },
      'change.json /x-list/filters/17/module: "cab.vetoed-by" is not a list filter of this server (cab.waiting-at-level, cab.decision-waits-for, contract.approval-waits-for)'],
    ['a look-up no file nor module declares', 'change.json', (f: any) => { f['x-list'].filters[16].lookup = '/service-desk/api/dependency/cab_tiers'; },
      'change.json /x-list/filters/16/lookup: "cab_tiers" is no look-up'],
    ['a dashboard source no module answers', 'asset.json', (f: any) => { f['x-dashboard'][2].source = 'import.next-jobs'; },
      'asset.json /x-dashboard/2/source: "import.next-jobs" is not a dashboard source of this server (import.last-jobs, mail.failed)'],
  ])('%s', (_what, file, edit, expected) => {
    expect(problemsWith(file, edit).join('\n')).toContain(expected);
  });

  it('refuses a host list that is not a list of names', () => {
    expect(problemsWith('host/lookups.json', (f) => { f.lists.priorities = 'Low, High'; })).toContain('host/lookups.json /lists/priorities: must be array');
  });

  it('refuses a model folder without the host look-ups', () => {
    const dir = join(work, 'no-host');
    cpSync(SCHEMAS_DIR, dir, { recursive: true });
    rmSync(join(dir, 'host'), { recursive: true });
    expect(() => loadResources(dir)).toThrow(/host\/lookups\.json: missing/);
  });
});
