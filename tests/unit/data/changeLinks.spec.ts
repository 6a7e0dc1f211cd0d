import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import changeFile from '../../../schemas/change.json';
import problemFile from '../../../schemas/problem.json';
import releaseFile from '../../../schemas/release.json';
import taskFile from '../../../schemas/task.json';
import ticketFile from '../../../schemas/ticket.json';
import { linkedRecordOf } from '../../../src/engine/data/linkedRecord';
import { attachRequest, detachRequest, linkCandidatesRequest, linkedRequest, linkedResponse, linkOptionsRequest } from '../../../src/engine/data/links';
import { planningEntryRequest, savePlanningRequest } from '../../../src/engine/data/planning';
import { encodeQuery } from '../../../src/engine/data/request';
import { formatDateTime } from '../../../src/engine/fields/format';
import { connectLinks, defineResource, type ResourceFile } from '../../../src/kernel';
import { linkedCellText } from '../../../src/engine/views/linkedCellText';

const [change] = connectLinks([changeFile, problemFile, assetFile, ticketFile, releaseFile, taskFile].map((file) => defineResource(file as unknown as ResourceFile)));
const sent = (request: { method: string; url: string; query?: Array<[string, string]>; json?: unknown }) =>
  `${request.method} ${request.url}${request.query?.length ? `?${decodeURIComponent(encodeQuery(request.query))}` : ''}${request.json ? ` ${JSON.stringify(request.json)}` : ''}`;
const pagination = { page: 1, perPage: 10 };

describe("a change's links as the spec's calls", () => {
  it.each([
    ['assets', () => attachRequest(change, 'assets', 7, [1, 2]), 'POST /service-desk/api/change/attach-assets/7 {"asset_ids":[1,2]}'],
    ['assets', () => detachRequest(change, 'assets', 7, 3), 'DELETE /service-desk/api/change/detach-asset/7/3'],
    ['a release', () => attachRequest(change, 'release', 7, [2]), 'POST /service-desk/api/change/attach-release/7/2'],
    ['a release', () => detachRequest(change, 'release', 7, 2), 'DELETE /service-desk/api/change/detach-release/7'],
    ['tickets', () => attachRequest(change, 'tickets', 7, [3, 4], 'causing'), 'POST /service-desk/api/attach-ticket/change {"change_id":7,"type":"causing","ticket_ids":[3,4]}'],
    ['tickets', () => detachRequest(change, 'tickets', 7, 3, 'initiating'), 'DELETE /service-desk/api/detach-ticket/change?ticket_id=3&change_id=7&type=initiating'],
    ['tasks', () => detachRequest(change, 'tasks', 7, 12), 'DELETE /service-desk/api/detach-task/change?task_id=12&change_id=7'],
  ])('%s: %s', (_, request, expected) => {
    expect(sent(request())).toBe(expected);
  });

  it('lists tickets and tasks with the change in the query, then the page', () => {
    expect(sent(linkedRequest(change, { link: 'tickets', id: 7, pagination })))
      .toBe('GET /service-desk/api/attached-ticket/change?change_id=7&page=1&limit=10');
    expect(sent(linkedRequest(change, { link: 'tasks', id: 7, pagination, sort: { field: 'task_name', order: 'ASC' } })))
      .toBe('GET /service-desk/api/attached-task/change?change_id=7&page=1&limit=10&sort-field=task_name&sort-order=asc');
    expect(linkedResponse(change, 'tasks', { data: { tasks: [{ id: 1, task_name: 'Backup', users: [{ id: 2, name: 'Alan' }] }], total: 1 } }))
      .toMatchObject({ total: 1, data: [{ id: 1, task_name: 'Backup' }] });
  });

  it('shows the assets through the asset list (change_ids) and picks among the others (change_id)', () => {
    expect(sent(linkedRequest(change, { link: 'assets', id: 7, pagination }))).toBe('GET /service-desk/api/asset-list?page=1&limit=10&change_ids[0]=7');
    expect(sent(linkCandidatesRequest(change, 'assets', 7, { asset_type_id: [4] }))).toContain('asset_type_ids[0]=4&change_id[0]=7');
  });

  it('offers the tickets not yet attached, and the releases', () => {
    expect(sent(linkOptionsRequest(change, 'tickets', 7))).toBe('GET /service-desk/api/dependency/tickets_based_on_change?change_id=7');
    expect(sent(linkOptionsRequest(change, 'release', 7))).toBe('GET /service-desk/api/dependency/releases');
  });

  it('reads the attached release from attach_releases, none from []', () => {
    expect(linkedRecordOf(change, { id: 7, attach_releases: { id: 2, subject: 'ERP' } }, 'release')).toEqual({ id: 2, subject: 'ERP' });
    expect(linkedRecordOf(change, { id: 7, attach_releases: [] }, 'release')).toBeUndefined();
  });

  it('puts the planning key in the save URL as well as the body', () => {
    const request = savePlanningRequest(change, 7, { key: 'rollout-plan', description: '<p>Wave 1</p>' });
    expect(request.url).toBe('/service-desk/api/general-popup/7/sd_changes/rollout-plan');
    expect(request.multipart).toEqual([['identifier', 'rollout-plan'], ['description', '<p>Wave 1</p>']]);
    expect(planningEntryRequest(change, 7, 'backout-plan').url).toBe('/service-desk/api/general-popup/7/sd_changes/backout-plan');
  });
});

describe('cells of the links tabs', () => {
  const tickets = change.links.tickets;
  const tasks = change.links.tasks;
  it("shows the attribute by its option's name, dates as dates, the rest as usual", () => {
    expect(linkedCellText(tickets, { type: 'causing' }, { path: 'type', label: 'Type' })).toBe('Causing');
    expect(linkedCellText(tickets, { type: null }, { path: 'type', label: 'Type' })).toBe('---');
    expect(linkedCellText(tasks, { task_start_date: '2025-03-05 14:30:00' }, { path: 'task_start_date', label: 'Start' })).toBe('March 5th 2025, 2:30 pm');
    expect(linkedCellText(tasks, { task_end_date: '0000-00-00 00:00:00' }, { path: 'task_end_date', label: 'End' })).toBe('---');
    expect(linkedCellText(tasks, { users: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Alan' }] }, { path: 'users', label: 'Users' })).toBe('Ada, Alan');
  });

  it("reads the original's unset dates ('--' and the zero date) as '---'", () => {
    expect(formatDateTime('--')).toBe('---');
    expect(formatDateTime('0000-00-00 00:00:00')).toBe('---');
  });
});
