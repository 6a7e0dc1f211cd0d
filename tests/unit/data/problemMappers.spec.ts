import { describe, expect, it } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import { actionsRequest, actionsResponse, commandRequest } from '../../../src/engine/data/actions';
import { activityRequest, activityResponse } from '../../../src/engine/data/activity';
import { readRecord } from '../../../src/engine/data/readRecord';
import { dateRange, getListRequest } from '../../../src/engine/data/records';
import { encodeQuery } from '../../../src/engine/data/request';
import { defineResource, READ_SHAPE, shownAt, type ResourceFile } from '../../../src/kernel';

const problem = defineResource(problemFile as unknown as ResourceFile);

describe('problem list request', () => {
  it('sends id filters as indexed brackets and date ranges as date::from~to', () => {
    const request = getListRequest(problem, {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' },
      filter: { department_id: [2, 3], id: [7], created_at: { from: '2026-01-01 00:00:00', to: '2026-01-31 23:30:00' }, updated_at: {} },
    });
    expect(decodeURIComponent(encodeQuery(request.query)).replace(/\+/g, ' ')).toBe(
      'page=1&limit=10&sort-field=id&sort-order=desc&problem_ids[0]=7&dept_ids[0]=2&dept_ids[1]=3&created_at=date::2026-01-01 00:00:00~2026-01-31 23:30:00',
    );
  });

  it.each([
    [{ from: '2026-01-01 00:00:00' }, [['created_at', 'date::2026-01-01 00:00:00~']]],
    [{ to: '2026-02-01 10:30:00' }, [['created_at', 'date::~2026-02-01 10:30:00']]],
    [{}, []],
    [undefined, []],
  ])('dateRange(%o)', (value, expected) => {
    expect(dateRange('created_at', value)).toEqual(expected);
  });
});

describe('read shape', () => {
  it('writes ids under the property names and keeps the objects for display', () => {
    const raw = { id: 4, subject: 'VPN', requester_id: { id: 9, name: '', email: 'a@b.c' }, department_id: { id: 2, name: 'Finance' } };
    const record = readRecord(problem, raw);
    expect(record).toMatchObject({ id: 4, requester_id: 9, department_id: 2 });
    expect(record[READ_SHAPE]).toBe(raw);
    expect(shownAt(record, 'requester_id.name|requester_id.email')).toBe('a@b.c');
    expect(shownAt(record, 'department_id.name')).toBe('Finance');
  });
});

describe('actions and commands', () => {
  it('GETs the flags and reads only granted ones as true', () => {
    expect(actionsRequest(problem, 3)).toEqual({ method: 'GET', url: '/service-desk/api/problem-action/3' });
    expect(actionsResponse(problem, { data: { actions: { problem_edit: true, problem_delete: false, problem_close: '1', check_planning: 0 } } }))
      .toEqual({ problem_edit: true, problem_delete: false, problem_close: true, check_planning: false });
    expect(actionsResponse(problem, { success: true })).toEqual({});
  });

  it('POSTs a declared command and refuses an unknown one', () => {
    expect(commandRequest(problem, 'close', 3)).toEqual({ method: 'POST', url: '/service-desk/api/problem-close/3' });
    expect(() => commandRequest(problem, 'reopen', 3)).toThrow(/no command "reopen"/);
  });
});

describe('activity', () => {
  it('pages and orders the log and reads entries where x-api.activity says', () => {
    expect(activityRequest(problem, { id: 5, page: 2, perPage: 25, order: 'asc' })).toEqual({
      method: 'GET', url: '/service-desk/api/problem-log/5', query: [['page', '2'], ['limit', '25'], ['sort-order', 'asc']],
    });
    const entry = { id: 1, name: '<strong>Ada</strong> created', created_at: '2026-01-01 10:00:00', creator: null };
    expect(activityResponse(problem, { data: { problem_activity_logs: { data: [entry], total: 31, per_page: 25 } } }))
      .toEqual({ data: [entry], total: 31 });
  });
});
