// Saved filters of the change list through the real server: save (validated against the list's
// filters and custom fields), list the caller's own, apply one by filter_id, delete only one's own;
// plus the pure pieces that merge a saved filter into a request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRawQuery, withSavedFilter } from '../../server/routes/savedFilters/savedFilterQuery';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

const API = '/service-desk/api';
const FILTERS = `${API}/agent/change-filter`;

describe('filterRawQuery and withSavedFilter', () => {
  it('writes saved values as the query a list reads', () => {
    expect(filterRawQuery({ status_ids: [1, 2], created_at: 'last::7~day', risk: ['High'], broken: { a: 1 } }))
      .toEqual({ 'status_ids[0]': '1', 'status_ids[1]': '2', created_at: 'last::7~day', 'risk[0]': 'High' });
  });

  it.each([
    [{ status_ids: [1] }, { 'priority_ids[0]': '2', page: '2' }, { 'status_ids[0]': '1', 'priority_ids[0]': '2', page: '2' }],
    [{ status_ids: [1, 3] }, { 'status_ids[]': '2' }, { 'status_ids[]': '2' }],
    [{ status_ids: [1] }, { status_ids: '4' }, { status_ids: '4' }],
    [{ risk: ['Low'] }, { 'risk_level[0]': 'x' }, { 'risk[0]': 'Low', 'risk_level[0]': 'x' }],
  ])('%j with %j', (saved, request, merged) => {
    expect(withSavedFilter(saved, request)).toEqual(merged);
  });
});

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

/** session null: no one signed in. */
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, session: Session | null = agent, payload?: unknown) =>
  call(built.app, session ?? undefined, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const ids = async (query: string, session = agent) => {
  const { status, body } = await send('GET', `${API}/change-list?limit=100&${query}`, session);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.changes.map((c: { id: number }) => c.id);
};
const saveFilter = async (name: string, filter: Record<string, unknown>, session = agent) => {
  const { status, body } = await send('POST', FILTERS, session, { name, filter });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { id: number; name: string; filter: Record<string, unknown> };
};

describe('saving a filter', () => {
  it('stores the checked values under the caller and answers the saved filter', async () => {
    const { status, body } = await send('POST', FILTERS, agent, {
      name: '  Open high-risk changes ', filter: { status_ids: [1, '2'], risk: ['High'], created_at: 'last::30~day', priority_ids: [], subject: undefined },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Filter saved successfully.',
      data: { name: 'Open high-risk changes', filter: { status_ids: [1, 2], risk: ['High'], created_at: 'last::30~day' } } });
    expect(body.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const [owner] = await rows(built.app, "SELECT id FROM users WHERE email = 'agent@example.com'");
    expect(await rows(built.app, 'SELECT resource, user_id FROM saved_filters WHERE id = ?', body.data.id)).toEqual([{ resource: 'change', user_id: owner.id }]);
    const log = await rows(built.app, "SELECT action, changes FROM activity_log WHERE resource = 'saved_filters' AND record_id = ?", body.data.id);
    expect(log).toHaveLength(1);
    expect(log[0].action).toBe('created');
    expect(JSON.parse(log[0].changes).name).toEqual([null, 'Open high-risk changes']);
  });

  it('takes a multipart body with bracketed values too', async () => {
    const { status, body } = await call(built.app, agent, { method: 'POST', url: FILTERS,
      ...multipartBody({ name: 'Finance', 'filter[department_ids][0]': '1', 'filter[updated_at]': 'date::2020-01-01 00:00:00~' }) });
    expect(status).toBe(200);
    expect(body.data.filter).toEqual({ department_ids: [1], updated_at: 'date::2020-01-01 00:00:00~' });
  });

  it.each([
    [{ filter: { status_ids: [1] } }, { name: 'This field is required.' }],
    [{ name: '   ', filter: { status_ids: [1] } }, { name: 'This field is required.' }],
    [{ name: 'x'.repeat(51), filter: { status_ids: [1] } }, { name: 'The name should be less than 50 characters.' }],
    [{ name: 'Nothing', filter: {} }, { filter: 'Choose at least one filter value.' }],
    [{ name: 'Nothing', filter: { status_ids: [] } }, { filter: 'Choose at least one filter value.' }],
    [{ name: 'Nothing' }, { filter: 'Choose at least one filter value.' }],
    [{ name: 'Bad', filter: { status_ids: ['open'], risk: ['Severe'], colour: ['red'], created_at: 'yesterday', team_ids: { a: 1 } } }, {
      'filter.status_ids': 'The status_ids must be a list of integers.',
      'filter.risk': 'The risk must be one of: Low, Medium, High.',
      'filter.colour': 'The list has no filter colour.',
      'filter.created_at': expect.stringMatching(/^The created_at must be date::/),
      'filter.team_ids': 'The value is invalid.',
    }],
    [{ name: '', filter: { page: 2 } }, { name: 'This field is required.', 'filter.page': 'The list has no filter page.' }],
  ])('refuses %j with a 412 and writes nothing', async (payload, message) => {
    const before = await count(built.app, 'saved_filters');
    const { status, body } = await send('POST', FILTERS, agent, payload);
    expect(status).toBe(412);
    expect(body).toEqual({ success: false, message });
    expect(await count(built.app, 'saved_filters')).toBe(before);
  });

  it('refuses a second filter of the same name (any case) for the same person, not for another', async () => {
    await saveFilter('Emergency', { priority_ids: [4] });
    const { status, body } = await send('POST', FILTERS, agent, { name: 'EMERGENCY', filter: { priority_ids: [3] } });
    expect(status).toBe(412);
    expect(body.message).toEqual({ name: 'A saved filter with this name exists already.' });
    expect((await send('POST', FILTERS, admin, { name: 'Emergency', filter: { priority_ids: [3] } })).status).toBe(200);
  });

  it('needs a signed-in agent and a JSON or multipart body', async () => {
    expect((await send('POST', FILTERS, null, { name: 'x', filter: { status_ids: [1] } })).status).toBe(403);
    const text = await call(built.app, agent, { method: 'POST', url: FILTERS, payload: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
  });
});

describe('listing saved filters', () => {
  it('answers only the caller\'s own, by name', async () => {
    const mine = (await send('GET', FILTERS)).body.data.filters as Array<{ name: string; filter: unknown }>;
    expect(mine.map((f) => f.name)).toEqual(['Emergency', 'Finance', 'Open high-risk changes']);
    const theirs = (await send('GET', FILTERS, admin)).body.data.filters as Array<{ name: string }>;
    expect(theirs.map((f) => f.name)).toEqual(['Emergency']);
    expect((await send('GET', FILTERS, null)).status).toBe(401);
  });
});

describe('applying a saved filter to the list', () => {
  it('filters as its values would, server-side', async () => {
    const saved = await saveFilter('Open, Minor or Major', { status_ids: [1], change_type_ids: [1, 2] });
    const expected = await ids('status_ids[0]=1&change_type_ids[0]=1&change_type_ids[1]=2');
    expect(expected.length).toBeGreaterThan(1);
    expect(await ids(`filter_id=${saved.id}`)).toEqual(expected);
  });

  it('combines with the request: other filters and the search narrow it, a filter the request sets replaces the saved one', async () => {
    const saved = await saveFilter('High risk', { risk: ['High'] });
    const high = await ids('risk[0]=High');
    expect(await ids(`filter_id=${saved.id}&status_ids[0]=1`)).toEqual(await ids('risk[0]=High&status_ids[0]=1'));
    expect(await ids(`filter_id=${saved.id}&risk[0]=Low`)).toEqual(await ids('risk[0]=Low'));
    expect(await ids(`filter_id=${saved.id}&search-query=CHN-00`)).toEqual(await ids('risk[0]=High&search-query=CHN-00'));
    const page = (await send('GET', `${API}/change-list?filter_id=${saved.id}&limit=2&page=2&sort-field=subject&sort-order=asc`)).body.data;
    expect(page).toMatchObject({ total: high.length, current_page: 2, per_page: 2 });
  });

  it('is a 404 for someone else\'s filter or one that does not exist, a 400 for a malformed id', async () => {
    const theirs = await saveFilter('Admin only', { status_ids: [2] }, admin);
    expect(await send('GET', `${API}/change-list?filter_id=${theirs.id}`)).toMatchObject({ status: 404, body: { success: false, message: 'Saved filter not found.' } });
    expect((await send('GET', `${API}/change-list?filter_id=99999`)).status).toBe(404);
    expect((await send('GET', `${API}/change-list?filter_id=abc`)).status).toBe(400);
    expect((await send('GET', `${API}/change-list?filter_id=`)).status).toBe(200);
  });
});

describe('deleting a saved filter', () => {
  it('only the owner may; anyone else gets a 404 and the filter stays', async () => {
    const saved = await saveFilter('Temporary', { department_ids: [2] });
    expect(await send('DELETE', `${FILTERS}/${saved.id}`, admin)).toMatchObject({ status: 404, body: { message: 'Saved filter not found.' } });
    expect(await rows(built.app, 'SELECT id FROM saved_filters WHERE id = ?', saved.id)).toHaveLength(1);
    expect(await send('DELETE', `${FILTERS}/${saved.id}`)).toMatchObject({ status: 200, body: { success: true, message: 'Filter deleted successfully.' } });
    expect(await rows(built.app, 'SELECT id FROM saved_filters WHERE id = ?', saved.id)).toHaveLength(0);
    expect((await send('DELETE', `${FILTERS}/${saved.id}`)).status).toBe(404);
    expect((await send('GET', `${API}/change-list?filter_id=${saved.id}`)).status).toBe(404);
    const log = await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'saved_filters' AND record_id = ? ORDER BY id", saved.id);
    expect(log.map((row) => row.action)).toEqual(['created', 'deleted']);
  });

  it('is a 400 for a malformed id', async () => {
    expect((await send('DELETE', `${FILTERS}/abc`)).status).toBe(400);
  });
});
