import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import problemFile from '../../../schemas/problem.json';
import ticketFile from '../../../schemas/ticket.json';
import {
  attachRequest, detachRequest, linkCandidatesRequest, linkCandidatesResponse, linkedRequest, linkedResponse, linkOptionsRequest, linkOptionsResponse,
} from '../../../src/engine/data/links';
import { encodeQuery } from '../../../src/engine/data/request';
import { connectLinks, defineResource, shownAt, type ResourceFile } from '../../../src/kernel';

const [problem, asset] = connectLinks([problemFile, assetFile, ticketFile].map((file) => defineResource(file as unknown as ResourceFile)));
const query = (request: { query?: Array<[string, string]> }) => decodeURIComponent(encodeQuery(request.query)).replace(/\+/g, ' ');
const pagination = { page: 2, perPage: 25 };

describe('linked rows', () => {
  it("uses the link's own list with its own parameter names (search_query)", () => {
    const request = linkedRequest(problem, { link: 'tickets', id: 4, pagination, sort: { field: 'id', order: 'DESC' }, search: ' vpn ' });
    expect(request).toMatchObject({ method: 'GET', url: '/service-desk/api/problem-tickets/4' });
    expect(query(request)).toBe('page=2&limit=25&sort-field=id&sort-order=desc&search_query=vpn');
  });

  it("without a list of its own, asks the target's list through the target's link filter", () => {
    const request = linkedRequest(problem, { link: 'assets', id: 4, pagination, sort: { field: 'name', order: 'ASC' } });
    expect(request).toMatchObject({ method: 'GET', url: '/service-desk/api/asset-list' });
    expect(query(request)).toBe('page=2&limit=25&sort-field=name&sort-order=asc&problem_ids[0]=4');
    expect(query(linkedRequest(problem, { link: 'assets', id: 4, pagination, search: 'dell' }))).toBe('page=2&limit=25&search-query=dell&problem_ids[0]=4');
  });

  it('reads rows and total where the link (or the target list) says, in the read shape', () => {
    const ticket = { id: 9, ticket_number: '#TKT-1009', assigned_id: 2, assignedTo: { id: 2, full_name: 'Grace Hopper' }, assignedTeam: null };
    const tickets = linkedResponse(problem, 'tickets', { success: true, data: { tickets: [ticket], total: 31 } });
    expect(tickets.total).toBe(31);
    expect(tickets.data[0]).toMatchObject({ id: 9, assigned_id: 2 });
    expect(shownAt(tickets.data[0], 'assignedTo.full_name|assignedTeam.name')).toBe('Grace Hopper');
    expect(linkedResponse(problem, 'assets', { data: { data: [{ id: 1, name: 'AST' }], total: 1 } })).toEqual({ data: [{ id: 1, name: 'AST' }], total: 1 });
    expect(linkedResponse(problem, 'tickets', { success: true })).toEqual({ data: [], total: 0 });
  });
});

describe('attach, detach and options', () => {
  it.each([
    ['assets', [1, 2], '/service-desk/api/problem-attach-assets/4', { asset_ids: [1, 2] }],
    ['tickets', [7], '/service-desk/api/problem-attach-ticket/4', { ticket_ids: [7] }],
  ])('attach %s POSTs the ids as JSON under the link field', (link, ids, url, json) => {
    expect(attachRequest(problem, link, 4, ids)).toEqual({ method: 'POST', url, json });
  });

  it.each([
    ['assets', '/service-desk/api/problem-detach-asset/4/9'],
    ['tickets', '/service-desk/api/problem-detach-ticket/4/9'],
  ])('detach %s DELETEs owner and target in the path', (link, url) => {
    expect(detachRequest(problem, link, 4, 9)).toEqual({ method: 'DELETE', url });
  });

  it("keeps the look-up's own query, fills {id} and adds the trimmed search", () => {
    const request = linkOptionsRequest(problem, 'tickets', 4, ' printer ');
    expect(request).toMatchObject({ method: 'GET', url: '/service-desk/api/dependency/tickets_based_on_problem' });
    expect(query(request)).toBe('supplements=4&search-query=printer');
    expect(linkOptionsRequest(problem, 'assets', 4)).toEqual({ method: 'GET', url: '/service-desk/api/dependency/assets', query: [] });
  });

  it('reads the options under data.<look-up name>', () => {
    const body = { success: true, data: { tickets_based_on_problem: [{ id: 2, name: '#TKT-1002 Printer' }] } };
    expect(linkOptionsResponse(problem, 'tickets', body)).toEqual([{ id: 2, name: '#TKT-1002 Printer' }]);
  });

  it('refuses a link the file does not declare, and a link without the operation', () => {
    expect(() => attachRequest(problem, 'changes', 4, [1])).toThrow(/no x-links "changes"/);
    expect(() => attachRequest(asset, 'vendors', 4, [1])).toThrow(/no x-links "vendors"/);
    const unconnected = defineResource(problemFile as unknown as ResourceFile);
    expect(() => detachRequest(unconnected, 'assets', 4, 1)).toThrow(/not connected/);
  });
});

describe('picker candidates (x-links.assets.picker)', () => {
  it("asks the target's list: first 50, searched, the picker's filters and the exclude param given the owner", () => {
    const request = linkCandidatesRequest(problem, 'assets', 4, { asset_type_id: [2], org_ids: [9], used_by_id: [] }, ' dell ');
    expect(request.url).toBe('/service-desk/api/asset-list');
    expect(query(request)).toBe('page=1&limit=50&search-query=dell&asset_type_ids[0]=2&problem_id[0]=4');
  });
  it('names each row by the label properties', () => {
    const body = { data: { data: [{ id: 1, identifier: 'AST-0001', name: 'Dell Latitude' }], total: 1 } };
    expect(linkCandidatesResponse(problem, 'assets', body)).toEqual([{ id: 1, name: 'AST-0001 Dell Latitude' }]);
  });
  it('refuses a link without a picker', () => {
    expect(() => linkCandidatesRequest(problem, 'tickets', 4)).toThrow(/no picker/);
  });
});
