import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import changeFile from '../../../schemas/change.json';
import problemFile from '../../../schemas/problem.json';
import ticketFile from '../../../schemas/ticket.json';
import { actionsRequest, commandRequest } from '../../../src/engine/data/actions';
import { activityRequest, activityResponse } from '../../../src/engine/data/activity';
import { linkedRecordOf } from '../../../src/engine/data/linkedRecord';
import { attachRequest, detachRequest, linkOptionsRequest } from '../../../src/engine/data/links';
import { readRecord } from '../../../src/engine/data/readRecord';
import { deleteRequest, getListRequest, getListResponse, getOneRequest, getOneResponse, saveRequest } from '../../../src/engine/data/records';
import { encodeQuery } from '../../../src/engine/data/request';
import {
  connectLinks,
  defineResource,
  READ_SHAPE,
  shownAt,
  contextFrom,
  contextReturn,
  createLinkedPath,
  type ResourceFile,
} from '../../../src/kernel';

const [change, problem] = connectLinks([changeFile, problemFile, assetFile, ticketFile].map((file) => defineResource(file as unknown as ResourceFile)));
const sent = (request: { method: string; url: string; query?: Array<[string, string]> }) =>
  `${request.method} ${request.url}${request.query?.length ? `?${decodeURIComponent(encodeQuery(request.query)).replace(/\+/g, ' ')}` : ''}`;
const read = {
  id: 7, subject: 'Patch hypervisors', identifier: 'CHN-0007', requester_id: 4, status_id: 2, change_type_id: 3,
  requester: { id: 4, name: '', full_name: '', email: 'grace@example.com' }, status: { id: 2, name: 'Planning' },
  change_type: { id: 3, name: 'Major' }, team: null,
};

describe('change records', () => {
  it('lists with the spec parameter names: ids, link filter by problem, date range', () => {
    const request = getListRequest(change, {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' },
      filter: { q: ' switch ', status_id: [1, 2], problem_ids: [4], change_type_id: 3, created_at: { from: '2026-01-01 00:00:00' } },
    });
    expect(sent(request)).toBe('GET /service-desk/api/change-list?page=1&limit=25&sort-field=created_at&sort-order=desc&search-query=switch'
      + '&status_ids[0]=1&status_ids[1]=2&change_type_ids[0]=3&problem_ids[0]=4&created_at=date::2026-01-01 00:00:00~');
  });

  it('reads rows at data.changes and one record at data.change, ids written under the property names', () => {
    expect(getListResponse(change, { data: { changes: [read], total: 26 } })).toMatchObject({ total: 26, data: [{ id: 7, status_id: 2 }] });
    expect(sent(getOneRequest(change, 7))).toBe('GET /service-desk/api/change/7');
    const record = getOneResponse(change, { success: true, data: { change: read } });
    expect(record).toMatchObject({ requester_id: 4, status_id: 2, change_type_id: 3 });
    expect(record.team_id).toBeUndefined();
    expect(shownAt(record, 'requester.full_name|requester.email')).toBe('grace@example.com');
    expect(readRecord(change, read)[READ_SHAPE]).toBe(read);
  });

  it('creates and updates through POST /change (multipart) and deletes through DELETE /change/{id}', () => {
    const request = saveRequest(change, { subject: 'Patch', requester_id: 4, status_id: 1, change_type_id: 2, description: '<p>x</p>' });
    expect(request).toMatchObject({ method: 'POST', url: '/service-desk/api/change' });
    expect(request.query).toBeUndefined();
    expect(request.multipart).toEqual([['subject', 'Patch'], ['requester_id', '4'], ['status_id', '1'], ['change_type_id', '2'], ['description', '<p>x</p>']]);
    expect(sent(deleteRequest(change, 7))).toBe('DELETE /service-desk/api/change/7');
  });

  it('sends a create context where the file says (problem_id, ticket_id in the body) and drops undeclared ones', () => {
    const request = saveRequest(change, { subject: 'Patch' }, undefined, { problem_id: '4', ticket_id: '9', thread_id: '2' });
    expect(request.multipart).toEqual([['subject', 'Patch'], ['problem_id', '4'], ['ticket_id', '9']]);
    expect(request.query).toBeUndefined();
    const inQuery = { ...change, context: { problem_id: { ...change.context.problem_id, in: 'query' as const } } };
    expect(sent(saveRequest(inQuery, { subject: 'Patch' }, undefined, { problem_id: 4 }))).toBe('POST /service-desk/api/change?problem_id=4');
  });

  it('asks the change flags, closes through the close command and pages the change log', () => {
    expect(sent(actionsRequest(change, 7))).toBe('GET /service-desk/api/change-action/7');
    expect(sent(commandRequest(change, 'close', 7))).toBe('POST /service-desk/api/change-close/7');
    expect(sent(activityRequest(change, { id: 7, page: 1, perPage: 10, order: 'desc' }))).toBe('GET /service-desk/api/change-log/7?page=1&limit=10&sort-order=desc');
    expect(activityResponse(change, { data: { change_activity_logs: { data: [{ id: 1 }], total: 12, per_page: 10 } } })).toEqual({ data: [{ id: 1 }], total: 12 });
  });
});

describe("a problem's one change", () => {
  it('attaches by URL without a body, one change at a time, and detaches by URL', () => {
    expect(attachRequest(problem, 'change', 4, [9])).toEqual({ method: 'POST', url: '/service-desk/api/problem-attach-change/4/9' });
    expect(() => attachRequest(problem, 'change', 4, [9, 10])).toThrow(/one target at a time/);
    expect(attachRequest(problem, 'assets', 4, [1, 2])).toEqual({ method: 'POST', url: '/service-desk/api/problem-attach-assets/4', json: { asset_ids: [1, 2] } });
    expect(sent(detachRequest(problem, 'change', 4, 9))).toBe('DELETE /service-desk/api/problem-detach-change/4/9');
    expect(sent(linkOptionsRequest(problem, 'change', 4, 'core'))).toBe('GET /service-desk/api/dependency/changes?search-query=core');
  });

  it('reads the linked change from the problem: an object, or nothing for the empty list', () => {
    const withChange = readRecord(problem, { id: 4, requester_id: { id: 1, name: 'Ada' }, change: read });
    expect(linkedRecordOf(problem, withChange, 'change')).toBe(read);
    expect(linkedRecordOf(problem, readRecord(problem, { id: 4, change: [] }), 'change')).toBeUndefined();
    expect(linkedRecordOf(problem, readRecord(problem, { id: 4 }), 'change')).toBeUndefined();
    expect(linkedRecordOf(problem, withChange, 'assets')).toBeUndefined();
  });

  it('opens the change create page with the problem as context and returns to the problem', () => {
    expect(createLinkedPath(problem, 'change', 4)).toBe('/service-desk/changes/create?problem_id=4');
    expect(createLinkedPath(problem, 'assets', 4)).toBeUndefined();
    const context = contextFrom(change, new URLSearchParams('problem_id=4&tab=2'));
    expect(context).toEqual({ problem_id: '4' });
    expect(contextReturn(change, context)).toEqual({ path: '/service-desk/problem/4/show', title: 'problem' });
    expect(contextReturn(change, {})).toBeUndefined();
  });
});
