// The one-to-one link features (a problem's change): attach by URL, read key, linked-record tab,
// attach-new and detach items, whenLinked flags and x-api.save.context, each refused with file,
// pointer and reason when broken.
import { describe, expect, it } from 'vitest';
import { linkedFiles, readShipped } from './linkedFiles';
import { validateLinks } from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

const read = readShipped;
const shipped = read('problem');
const TAB = shipped['x-show'].tabs.findIndex((t: { kind: string }) => t.kind === 'linked-record');
const MENU = shipped['x-show'].menus.findIndex((m: { label: string }) => m.label === 'Associate');
const itemOf = (kind: string) => shipped['x-show'].menus[MENU].items.findIndex((i: { kind: string; link?: string }) => i.kind === kind && i.link === 'change');
const errorsOf = (name: string, edit: (file: Record<string, any>) => void) => {
  const file = read(name);
  edit(file);
  const result = validateResourceFile(`schemas/${name}.json`, JSON.stringify(file));
  return result.ok ? [] : result.errors;
};
const item = (f: any, kind: string) => f['x-show'].menus[MENU].items[itemOf(kind)];

describe('inside one file', () => {
  it.each([
    ['an attach URL with {target} and a field too', (f: any) => { f['x-links'].change.attach.field = 'change_id'; },
      'schemas/problem.json /x-links/change/attach: {target} in the URL names the one target: drop field'],
    ['an attach URL with an unknown placeholder', (f: any) => { f['x-links'].change.attach.POST = '/x/{id}/{change}'; },
      'schemas/problem.json /x-links/change/attach/POST: {change} cannot be filled: use {id}, {target}'],
    ['a read key that is a property', (f: any) => { f['x-links'].change.read = 'subject'; },
      'schemas/problem.json /x-links/change/read: "subject" is also a property'],
    ['two links reading the same key', (f: any) => { f['x-links'].assets.read = 'change'; },
      'schemas/problem.json /x-links/change/read: "change" is read by x-links/assets too'],
    ['a linked-record tab on a link without read', (f: any) => { delete f['x-links'].change.read; },
      `schemas/problem.json /x-show/tabs/${TAB}/link: x-links/change needs "max": 1 and a "read" key`],
    ['a linked-record tab on a link of many', (f: any) => { f['x-links'].change.max = 2; },
      `schemas/problem.json /x-show/tabs/${TAB}/link: x-links/change needs "max": 1 and a "read" key`],
    ['a linked-record tab without fields', (f: any) => { delete f['x-show'].tabs[TAB].fields; },
      `schemas/problem.json /x-show/tabs/${TAB}: a linked-record tab needs fields`],
    ['a detach item on a link without detach', (f: any) => { delete f['x-links'].change.detach; },
      `schemas/problem.json /x-show/menus/${MENU}/items/${itemOf('detach')}/link: x-links/change has no detach`],
    ['an attach-new item naming no link', (f: any) => { item(f, 'attach-new').link = 'changes'; },
      `schemas/problem.json /x-show/menus/${MENU}/items/${itemOf('attach-new')}/link: "changes" is not in x-links`],
    ['a whenLinked naming no link', (f: any) => { f['x-actions'].flags.problem_change_attach.whenLinked = { changes: false }; },
      'schemas/problem.json /x-actions/flags/problem_change_attach/whenLinked/changes: "changes" is not in x-links'],
    ['a whenLinked that is not a boolean', (f: any) => { f['x-actions'].flags.problem_change_attach.whenLinked = { change: 'empty' }; },
      'schemas/problem.json /x-actions/flags/problem_change_attach/whenLinked/change: must be boolean'],
  ])('refuses %s', (_, edit, expected) => {
    const errors = errorsOf('problem', edit);
    expect(errors.some((line) => line.startsWith(expected)), errors.join('\n')).toBe(true);
  });

  it('refuses a misspelled save context keyword', () => {
    expect(errorsOf('change', (f) => { f['x-api'].save.context.problem_id.ownr = 'problem'; }))
      .toContain('schemas/change.json /x-api/save/context/problem_id: unknown keyword "ownr"');
  });
});

describe('across files', () => {
  const files = linkedFiles;

  it('accepts the shipped files', () => {
    expect(validateLinks(files())).toEqual([]);
  });

  it.each([
    ['a context owner that is no resource', (f: any) => { f.change['x-api'].save.context.problem_id.owner = 'problems'; },
      'schemas/change.json /x-api/save/context/problem_id/owner: "problems" is not a resource file'],
    ['a context link the owner does not have', (f: any) => { f.change['x-api'].save.context.problem_id.link = 'changes'; },
      'schemas/change.json /x-api/save/context/problem_id/link: "changes" is not in the x-links of problem'],
    ['a context link targeting another resource', (f: any) => { f.change['x-api'].save.context.problem_id.link = 'tickets'; },
      "schemas/change.json /x-api/save/context/problem_id/link: problem's x-links/tickets targets ticket, not change"],
    ['an own context link that does not exist', (f: any) => { f.change['x-api'].save.context = { ticket_id: { link: 'threads' } }; },
      'schemas/change.json /x-api/save/context/ticket_id/link: "threads" is not in the x-links of change'],
    ['a context without the attribute its link stores', (f: any) => { delete f.change['x-api'].save.context.ticket_id.attribute; },
      'schemas/change.json /x-api/save/context/ticket_id/attribute: x-links/tickets stores a type with each pair: give one of initiating, causing'],
    ['a context attribute that is no option', (f: any) => { f.change['x-api'].save.context.ticket_id.attribute = 'initiated'; },
      'schemas/change.json /x-api/save/context/ticket_id/attribute: x-links/tickets stores a type with each pair: give one of initiating, causing'],
    ['a context attribute on a link without one', (f: any) => { f.problem['x-api'].save.context.ticket_id.attribute = 'initiating'; },
      'schemas/problem.json /x-api/save/context/ticket_id/attribute: x-links/tickets has no attribute'],
    ['a context parameter that is a property', (f: any) => { f.change['x-api'].save.context = { subject: { owner: 'problem', link: 'change' } }; },
      'schemas/change.json /x-api/save/context/subject: "subject" is also a property: a save could not tell them apart'],
    ['an attach-new item whose target declares no context naming it', (f: any) => { delete f.change['x-api'].save.context; },
      `schemas/problem.json /x-show/menus/${MENU}/items/${itemOf('attach-new')}: schemas/change.json needs an x-api/save/context entry with "owner": "problem", "link": "change"`],
    ['an attach-new item whose target has no create page', (f: any) => { delete f.change['x-resource'].paths.create; },
      `schemas/problem.json /x-show/menus/${MENU}/items/${itemOf('attach-new')}: schemas/change.json has no create page`],
    ['a linked-record field the target does not have', (f: any) => { f.problem['x-show'].tabs[TAB].fields.push('assignee_id'); },
      `schemas/problem.json /x-show/tabs/${TAB}/fields/10: "assignee_id" names no property of change`],
  ])('refuses %s', (_, edit, expected) => {
    expect(validateLinks(files(edit))).toContain(expected);
  });
});
