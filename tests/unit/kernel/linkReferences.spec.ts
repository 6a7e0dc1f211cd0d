import { describe, expect, it } from 'vitest';
import { linkedFiles, readShipped } from './linkedFiles';
import { validateLinks } from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

const read = readShipped;
// Pointers follow the shipped problem.json, wherever its links tab, Associate menu and link filter sit.
const shipped = read('problem');
const TAB = shipped['x-show'].tabs.findIndex((t: { kind: string }) => t.kind === 'links');
const MENU = shipped['x-show'].menus.findIndex((m: { label: string }) => m.label === 'Associate');
const FILTER = shipped['x-list'].filters.findIndex((x: { link?: string }) => x.link === 'assets');
const ASSET_FILTER = read('asset')['x-list'].filters.findIndex((x: { link?: string }) => x.link === 'problem.assets');
const errorsOf = (name: string, edit: (file: Record<string, any>) => void) => {
  const file = read(name);
  edit(file);
  const result = validateResourceFile(`schemas/${name}.json`, JSON.stringify(file));
  return result.ok ? [] : result.errors;
};

describe('x-links inside one file', () => {
  it.each([
    ['a misspelled link keyword', (f: any) => { f['x-links'].assets.atach = f['x-links'].assets.attach; },
      'schemas/problem.json /x-links/assets: unknown keyword "atach"'],
    ['an attach without its field', (f: any) => { delete f['x-links'].assets.attach.field; },
      'schemas/problem.json /x-links/assets/attach: say where the target ids go: field, or {target} in the URL'],
    ['a max of 0', (f: any) => { f['x-links'].assets.max = 0; }, 'schemas/problem.json /x-links/assets/max: must be >= 1'],
    ['a detach without {target}', (f: any) => { f['x-links'].assets.detach.DELETE = '/service-desk/api/problem-detach-asset/{id}'; },
      'schemas/problem.json /x-links/assets/detach/DELETE: /service-desk/api/problem-detach-asset/{id} has no {target} placeholder'],
    ['a look-up placeholder nobody fills', (f: any) => { f['x-links'].tickets.lookup = '/x/dependency/tickets?supplements={problem}'; },
      'schemas/problem.json /x-links/tickets/lookup: {problem} cannot be filled: use {id}'],
    ['a link named like a property', (f: any) => { f['x-links'].subject = f['x-links'].assets; },
      'schemas/problem.json /x-links/subject: "subject" is also a property'],
    ['a links tab naming no link', (f: any) => { f['x-show'].tabs.find((t: any) => t.kind === 'links').link = 'asets'; },
      `schemas/problem.json /x-show/tabs/${TAB}/link: "asets" is not in x-links`],
    ['a links tab without columns', (f: any) => { delete f['x-show'].tabs.find((t: any) => t.kind === 'links').columns; },
      `schemas/problem.json /x-show/tabs/${TAB}: a links tab needs columns`],
    ['an attach item naming no link', (f: any) => { f['x-show'].menus.find((m: any) => m.label === 'Associate').items[0].link = 'changes'; },
      `schemas/problem.json /x-show/menus/${MENU}/items/0/link: "changes" is not in x-links`],
    ['an attach item on a link without attach', (f: any) => { delete f['x-links'].assets.attach; },
      `schemas/problem.json /x-show/menus/${MENU}/items/0/link: x-links/assets has no attach`],
    ['a link filter on a column', (f: any) => { f['x-list'].filters.find((x: any) => x.link === 'assets').field = 'subject'; },
      `schemas/problem.json /x-list/filters/${FILTER}/field: a link filter matches rows by their id`],
    ['a link filter naming no link', (f: any) => { f['x-list'].filters.find((x: any) => x.link === 'assets').link = 'asets'; },
      `schemas/problem.json /x-list/filters/${FILTER}/link: "asets" is not in x-links`],
  ])('%s', (_, edit, expected) => {
    const errors = errorsOf('problem', edit);
    expect(errors.some((line) => line.startsWith(expected)), errors.join('\n')).toBe(true);
  });

  it('accepts a read-only resource without save and delete, but not one with an edit screen', () => {
    expect(errorsOf('ticket', () => undefined)).toEqual([]);
    expect(errorsOf('ticket', (f) => { f['x-resource'].paths.edit = ':id/edit'; }))
      .toEqual(['schemas/ticket.json /x-resource/paths/edit: a create or edit screen needs x-api/save']);
  });
});

describe('links whose records travel in the query or the body, with an attribute (a change)', () => {
  const changeErrors = (edit: (file: Record<string, any>) => void) => errorsOf('change', edit).filter((line) => line.includes('/x-links/') || line.includes('detachFlag'));

  it('accepts the shipped change: owner in the body, placeholders in the query, a max-1 detach without {target}', () => {
    expect(changeErrors(() => undefined)).toEqual([]);
  });

  it.each([
    ['an owner both in the URL and in the body', (f: any) => { f['x-links'].tickets.attach.POST = '/service-desk/api/attach-ticket/change/{id}'; },
      'schemas/change.json /x-links/tickets/attach/ownerField: {id} in the URL names the owner: drop ownerField'],
    ['an owner nowhere', (f: any) => { delete f['x-links'].tickets.attach.ownerField; },
      'schemas/change.json /x-links/tickets/attach/POST: /service-desk/api/attach-ticket/change has no {id} placeholder'],
    ['a detach query placeholder nobody fills', (f: any) => { f['x-links'].tickets.detach.DELETE = '/x/detach?ticket_id={target}&change_id={id}&kind={kind}'; },
      'schemas/change.json /x-links/tickets/detach/DELETE: {kind} cannot be filled: use {id}, {target}, {type}'],
    ['a detach without {target} on a link of many', (f: any) => { f['x-links'].tasks.detach.DELETE = '/x/detach-task/change?change_id={id}'; },
      'schemas/change.json /x-links/tasks/detach/DELETE: /x/detach-task/change?change_id={id} has no {target} placeholder'],
    ['a list without the owner', (f: any) => { f['x-links'].tasks.list.GET = '/service-desk/api/attached-task/change'; },
      'schemas/change.json /x-links/tasks/list/GET: /service-desk/api/attached-task/change has no {id} placeholder'],
    ['an attribute named like the ids field', (f: any) => { f['x-links'].tickets.attribute.name = 'ticket_ids'; },
      'schemas/change.json /x-links/tickets/attribute/name: "ticket_ids" already names the owner or the targets of this link'],
    ['an attribute without options', (f: any) => { f['x-links'].tickets.attribute.options = []; },
      'schemas/change.json /x-links/tickets/attribute/options: must NOT have fewer than 1 items'],
    ['a detach flag that is no flag', (f: any) => { f['x-show'].tabs.find((t: any) => t.link === 'tasks').detachFlag = 'detach_task'; },
      'schemas/change.json /x-show/tabs/'],
  ])('refuses %s', (_, edit, expected) => {
    const errors = errorsOf('change', edit);
    expect(errors.some((line) => line.startsWith(expected)), errors.join('\n')).toBe(true);
  });
});

describe('x-links across files', () => {
  const files = linkedFiles;

  it('accepts the shipped files', () => {
    expect(validateLinks(files())).toEqual([]);
  });

  it.each([
    ['a target that is no resource', (f: any) => { f.problem['x-links'].assets.resource = 'asset-item'; },
      'schemas/problem.json /x-links/assets/resource: "asset-item" is not a resource file'],
    ['a link without list whose target has no link filter', (f: any) => { f.asset['x-list'].filters = f.asset['x-list'].filters.filter((x: any) => !x.link); },
      'schemas/problem.json /x-links/assets: without a list of its own, schemas/asset.json needs an x-list filter with "link": "problem.assets"'],
    ['a target filter naming a link that does not target it', (f: any) => { f.problem['x-links'].assets.resource = 'ticket'; },
      `schemas/asset.json /x-list/filters/${ASSET_FILTER}/link: "problem.assets" is not an x-links entry of problem targeting asset`],
    ['read fields naming no stored property of the target', (f: any) => { f.asset['x-links'].contracts.readFields = ['id', 'expiry', 'titel']; },
      'schemas/asset.json /x-links/contracts/readFields/1: "expiry" is no stored property of contract'],
    ['a list alias naming no property of the target', (f: any) => { f.ticket['x-links'].changes.list.aliases = { change_number: 'number' }; },
      'schemas/ticket.json /x-links/changes/list/aliases/change_number: "number" is no property of change'],
    ['a list alias overwriting the pair\'s attribute', (f: any) => { f.ticket['x-links'].changes.list.aliases = { type: 'identifier' }; },
      'schemas/ticket.json /x-links/changes/list/aliases/type: "type" is a key the rows carry already'],
    ['a list alias overwriting a property of the target', (f: any) => { f.ticket['x-links'].changes.list.aliases = { subject: 'identifier' }; },
      'schemas/ticket.json /x-links/changes/list/aliases/subject: "subject" is a key the rows carry already'],
  ])('refuses %s', (_, edit, expected) => {
    expect(validateLinks(files(edit))).toContain(expected);
  });
});

describe('inverse links and links sharing a URL (asset.json)', () => {
  it.each([
    ['two links of one URL sending the same const', (f: any) => { f['x-links'].changes.attach.const.type = 'sd_problem'; },
      'schemas/asset.json /x-links/changes/attach/const: another link of this URL sends the same const'],
    ['a link of a shared URL without const', (f: any) => { delete f['x-links'].changes.detach.const; },
      'schemas/asset.json /x-links/changes/detach: 5 links share this URL: give each a const that tells them apart'],
    ['a const naming the ids field', (f: any) => { f['x-links'].changes.attach.const = { type_ids: 'x' }; },
      'schemas/asset.json /x-links/changes/attach/const: "type_ids" is the field of the target ids'],
    // A max (its own side's limit: a ticket in one problem), a list and a read are its own; bulk actions on the pairs are the target's.
    ['an inverse link with bulk actions of its own', (f: any) => { f['x-links'].problems.bulk = read('problem')['x-links'].tickets.bulk; },
      'schemas/asset.json /x-links/problems/bulk: an inverse link has no bulk of its own: it is the target\'s link "assets" seen from here'],
    ['a read shape without a read key', (f: any) => { delete f['x-links'].contracts.read; },
      'schemas/asset.json /x-links/contracts/readFields: readFields shapes what "read" carries: give the link a read key'],
    ['a readOne other than newest', (f: any) => { f['x-links'].contracts.readOne = 'oldest'; },
      'schemas/asset.json /x-links/contracts/readOne: must be equal to one of the allowed values'],
  ])('refuses %s', (_name, edit, message) => {
    expect(errorsOf('asset', edit)).toContain(message);
  });

  it('accepts an inverse link reading the newest record it holds (an asset\'s contract)', () => {
    expect(errorsOf('asset', () => undefined)).toEqual([]);
  });

  it('needs the target to hold a link of that name targeting this file, with its own filter', () => {
    expect(validateLinks(linkedFiles((f) => { f.asset['x-links'].problems.inverse = 'tickets'; })))
      .toContain('schemas/asset.json /x-links/problems/inverse: "tickets" is not an x-links entry of problem targeting asset');
    expect(validateLinks(linkedFiles((f) => { f.ticket['x-list'].filters = f.ticket['x-list'].filters.filter((x: any) => x.param !== 'asset-ids'); })))
      .toContain('schemas/asset.json /x-links/tickets: without a list of its own, schemas/ticket.json needs an x-list filter with "link": "assets"');
    expect(validateLinks(linkedFiles())).toEqual([]);
  });
});
