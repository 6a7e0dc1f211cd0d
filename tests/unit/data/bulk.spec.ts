import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import problemFile from '../../../schemas/problem.json';
import ticketFile from '../../../schemas/ticket.json';
import { bulkRequest } from '../../../src/engine/data/bulk';
import { bulkChoiceErrors, bulkReference, type BulkChoice, connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';

const [problem, , ticket] = connectLinks([problemFile, assetFile, ticketFile].map((file) => defineResource(file as unknown as ResourceFile)));
const bulk = problem.links.tickets.bulk!;
const URL = '/service-desk/api/problem-bulk-actions';
const request = (choice: BulkChoice, ids = [1, 2]) => bulkRequest(problem, { link: 'tickets', id: 4, ids, choice });

describe('bulkRequest', () => {
  it.each([
    ['status', { type: 'status', value: 3 }, { type: 'status', value: 3 }],
    ['priority', { type: 'priority', value: 2 }, { type: 'priority', value: 2 }],
    ['assign to agents', { type: 'assign', mode: 'agents', value: 5 }, { type: 'assign', value: { assigneeType: 'agents', assigneeInfo: 5 } }],
    ['assign to teams', { type: 'assign', mode: 'teams', value: 2 }, { type: 'assign', value: { assigneeType: 'teams', assigneeInfo: 2 } }],
    ['assign to me, without assigneeInfo', { type: 'assign', mode: 'assign_to_me', value: 9 }, { type: 'assign', value: { assigneeType: 'assign_to_me' } }],
    ['a reply without files', { type: 'reply', text: ' As written ' }, { type: 'reply', value: { text: ' As written ' } }],
  ])('%s POSTs JSON { tickets, action }', (_label, choice, action) => {
    expect(request(choice as BulkChoice)).toEqual({ method: 'POST', url: URL, json: { tickets: [1, 2], action } });
  });

  it('sends a reply with files as multipart, the files under action[value][attachments][i]', () => {
    const log = new Blob(['TRACE']);
    const shot = new Blob(['PNG']);
    expect(request({ type: 'reply', text: 'See attached', files: [log, shot] }, [7])).toEqual({ method: 'POST', url: URL, multipart: [
      ['tickets[0]', '7'], ['action[type]', 'reply'], ['action[value][text]', 'See attached'],
      ['action[value][attachments][0]', log], ['action[value][attachments][1]', shot],
    ] });
  });

  it('fills {id} when the URL names the owner, and refuses an undeclared action or link', () => {
    const owned = { ...problem, links: { tickets: { ...problem.links.tickets, bulk: { ...bulk, POST: '/x/{id}/bulk' } } } };
    expect(bulkRequest(owned, { link: 'tickets', id: 4, ids: [1], choice: { type: 'status', value: 1 } }).url).toBe('/x/4/bulk');
    expect(() => request({ type: 'close' })).toThrow('bulk action "close" is not declared');
    expect(() => bulkRequest(problem, { link: 'assets', id: 4, ids: [1], choice: { type: 'status' } })).toThrow('declares no bulk');
  });
});

describe('bulkChoiceErrors', () => {
  const required = 'This field is required.';
  it.each([
    [{ type: 'status' }, { 'action.value': required }],
    [{ type: 'priority', value: '' }, { 'action.value': required }],
    [{ type: 'assign' }, { 'action.value.assigneeType': required }],
    [{ type: 'assign', mode: 'agents' }, { 'action.value.assigneeInfo': required }],
    [{ type: 'assign', mode: 'robots' }, { 'action.value.assigneeType': 'The assignee type must be one of: agents, teams, assign_to_me.' }],
    [{ type: 'reply', text: ' \n ' }, { 'action.value.text': required }],
    [{ type: 'reply', text: 'x'.repeat(10_001) }, { 'action.value.text': 'The text may not be greater than 10000 characters.' }],
    [{ type: 'reply', text: 'x', files: Array.from({ length: 6 }, () => new Blob(['a'])) }, { 'action.value.attachments': 'A reply may carry at most 5 files.' }],
    [{ type: '' }, { 'action.type': required }],
    [{ type: 'close' }, { 'action.type': 'The action type must be one of: status, priority, assign, reply.' }],
  ])('%j → %j', (choice, errors) => {
    expect(bulkChoiceErrors(bulk, choice as BulkChoice)).toEqual(errors);
  });

  it.each([
    { type: 'status', value: 3 }, { type: 'assign', mode: 'assign_to_me' }, { type: 'assign', mode: 'teams', value: 1 }, { type: 'reply', text: 'ok' },
  ])('accepts %j', (choice) => {
    expect(bulkChoiceErrors(bulk, choice as BulkChoice)).toEqual({});
  });

  it("reads a write's options from the target property's x-ref unless the action names a look-up", () => {
    expect(bulkReference(ticket, { field: 'status_id' })).toEqual({ lookup: '/api/dependency/statuses', meta: true, order: 'model' });
    expect(bulkReference(ticket, { field: 'team_id', lookup: '/x/dependency/squads' })).toEqual({ lookup: '/x/dependency/squads' });
  });
});
