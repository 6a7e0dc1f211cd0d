// x-links bulk actions and replies tabs: a broken declaration is refused with file, JSON pointer and reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { validateBulkTargets, type ResourceFile } from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

const read = (name: string) => JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.json`), 'utf8'));
const AT = 'schemas/problem.json /x-links/tickets/bulk';
const actions = (file: any) => file['x-links'].tickets.bulk.actions;
const action = (file: any, type: string) => actions(file).find((candidate: any) => candidate.type === type);
const index = (type: string) => actions(read('problem')).findIndex((candidate: any) => candidate.type === type);
const errorsOf = (name: string, edit: (file: Record<string, any>) => void) => {
  const file = read(name);
  edit(file);
  const result = validateResourceFile(`schemas/${name}.json`, JSON.stringify(file));
  return result.ok ? [] : result.errors;
};

describe('bulk inside one file', () => {
  it.each([
    ['a misspelled keyword', (f: any) => { action(f, 'status').feild = 'status_id'; }, `${AT}/actions/${index('status')}: unknown keyword "feild"`],
    ['an unknown kind', (f: any) => { action(f, 'status').kind = 'update'; }, `${AT}/actions/${index('status')}/kind: must be equal to one of the allowed values`],
    ['bulk without its field', (f: any) => { delete f['x-links'].tickets.bulk.field; }, `${AT}: must have required property 'field'`],
    ['a placeholder nobody fills', (f: any) => { f['x-links'].tickets.bulk.POST = '/x/{problem}/bulk'; }, `${AT}/POST: {problem} cannot be filled: use {id} (the owner) or none`],
    ['a type declared twice', (f: any) => { action(f, 'priority').type = 'status'; }, `${AT}/actions/${index('priority')}/type: "status" is declared twice`],
    ['a set action without field', (f: any) => { delete action(f, 'status').field; }, `${AT}/actions/${index('status')}: a set action needs the field it writes`],
    ['an assign action without modes', (f: any) => { delete action(f, 'assign').modes; }, `${AT}/actions/${index('assign')}: an assign action needs modes`],
    ['an assign action with a field', (f: any) => { action(f, 'assign').field = 'assigned_id'; }, `${AT}/actions/${index('assign')}: assign actions take no field, lookup or clears: their modes do`],
    ['a reply with modes', (f: any) => { action(f, 'reply').modes = action(f, 'assign').modes; }, `${AT}/actions/${index('reply')}/modes: reply actions have no modes`],
    ['a mode declared twice', (f: any) => { action(f, 'assign').modes[1].mode = 'agents'; }, `${AT}/actions/${index('assign')}/modes/1/mode: "agents" is declared twice`],
  ])('refuses %s', (_, edit, expected) => {
    const errors = errorsOf('problem', edit);
    expect(errors.some((line) => line.startsWith(expected)), errors.join('\n')).toBe(true);
  });

  it('reads replies only in an associates tab with GET and items', () => {
    expect(errorsOf('ticket', () => undefined)).toEqual([]);
    expect(errorsOf('ticket', (f) => { f['x-show'].tabs[0].kind = 'activity'; })).toContain('schemas/ticket.json /x-show/tabs/0/from: only an associates tab with GET and items reads from a source');
  });
});

describe('bulk against its target', () => {
  const files = (edit: (byName: Record<string, any>) => void = () => undefined) => {
    const byName = Object.fromEntries(['problem', 'asset', 'ticket'].map((name) => [name, read(name)]));
    edit(byName);
    return Object.entries(byName).map(([name, file]) => ({ fileName: `schemas/${name}.json`, file: file as ResourceFile }));
  };
  const assign = `${AT}/actions/${index('assign')}`;

  it('accepts the shipped files', () => {
    expect(validateBulkTargets(files())).toEqual([]);
  });

  it.each([
    ['a field the target lacks', (f: any) => { action(f.problem, 'status').field = 'state_id'; }, `${AT}/actions/${index('status')}/field: "state_id" names no property of ticket`],
    ['a read-only field', (f: any) => { action(f.problem, 'status').field = 'ticket_number'; }, `${AT}/actions/${index('status')}/field: "ticket_number" is read-only in ticket`],
    ['a field without options', (f: any) => { action(f.problem, 'status').field = 'subject'; },
      `${AT}/actions/${index('status')}: "subject" has no x-ref in ticket: give the action a lookup`],
    ['a mode clearing what the target requires', (f: any) => { f.ticket.required = ['assigned_id']; },
      `${assign}/modes/1/clears/0: "assigned_id" is required by ticket and cannot be emptied`],
    ['a mode clearing an unknown property', (f: any) => { action(f.problem, 'assign').modes[1].clears = ['agent_id']; }, `${assign}/modes/1/clears/0: "agent_id" names no property of ticket`],
  ])('refuses %s', (_, edit, expected) => {
    expect(validateBulkTargets(files(edit))).toContain(expected);
  });

  it('accepts a field without x-ref when the action names its look-up', () => {
    expect(validateBulkTargets(files((f) => { Object.assign(action(f.problem, 'status'), { field: 'subject', lookup: '/api/dependency/statuses' }); }))).toEqual([]);
  });
});
