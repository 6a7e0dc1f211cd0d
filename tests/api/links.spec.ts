// The links family (x-links) through the real server: a problem's assets and tickets.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { build, call, count, login, multipartBody, releaseTickets, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string, session: Session | undefined = agent) => call(built.app, session, { method: 'GET', url });
const attach = (link: 'assets' | 'ticket', id: number | string, payload: unknown, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/problem-attach-${link}/${id}`, payload: payload as object });
const attachAssets = (id: number | string, ids: unknown, session?: Session) => attach('assets', id, { asset_ids: ids }, session);
const attachTickets = (id: number | string, ids: unknown, session?: Session) => attach('ticket', id, { ticket_ids: ids }, session);
const detach = (link: 'asset' | 'ticket', id: number | string, target: number | string, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'DELETE', url: `${API}/problem-detach-${link}/${id}/${target}` });
const create = async () => (await call(built.app, admin, { method: 'POST', url: `${API}/problem/`, ...multipartBody({
  subject: 'Core switch drops packets', description: '<p>Drops</p>', requester_id: '12', department_id: '3', impact_id: '1', status_type_id: '1', priority_id: '2',
}) })).body.data.id as number;
const assetIds = async (problemId: number, query = '') =>
  (await get(`${API}/asset-list?problem_ids[0]=${problemId}&sort-field=id&sort-order=asc${query}`)).body.data.data.map((a: { id: number }) => a.id);
const ticketPage = async (problemId: number, query = '') => (await get(`${API}/problem-tickets/${problemId}?${query}`)).body.data;
const log = async (problemId: number) => (await get(`${API}/problem-log/${problemId}?limit=100`)).body.data.problem_activity_logs.data.map((e: { name: string }) => e.name);
const links = async (problemId: number) => await rows(built.app, 'SELECT link, target_id FROM record_links WHERE owner = ? AND owner_id = ? ORDER BY link, target_id', 'problem', problemId);

describe('attach', () => {
  it('attaches assets (JSON or multipart), lists them through asset-list and logs them on the problem', async () => {
    const id = await create();
    expect(await attachAssets(id, [1, 2])).toMatchObject({ status: 200, body: { success: true, message: 'Assets attached successfully.' } });
    const multipart = await call(built.app, agent, { method: 'POST', url: `${API}/problem-attach-assets/${id}`, ...multipartBody({ 'asset_ids[0]': '3' }) });
    expect(multipart.body).toMatchObject({ success: true, message: 'Asset attached successfully.' });
    expect(await assetIds(id)).toEqual([1, 2, 3]);
    expect((await log(id))[0]).toBe('<strong>Alan Agent</strong> attached asset <em>AST-0003 Apple MacBook Pro 14 - IT Operations</em>');
    expect((await log(id))[1]).toMatch(/^<strong>Alan Agent<\/strong> attached assets <em>AST-0001 [^<]+<\/em>, <em>AST-0002 [^<]+<\/em>$/);
  });

  it('never doubles a pair: repeated ids and already attached ones are skipped, and logged once', async () => {
    const id = await create();
    await attachAssets(id, [5, 5, '5']);
    const before = await count(built.app, 'activity_log');
    expect((await attachAssets(id, [5])).status).toBe(200);
    expect(await links(id)).toEqual([{ link: 'assets', target_id: 5 }]);
    expect(await count(built.app, 'activity_log')).toBe(before);
  });

  it.each([
    [{}, { asset_ids: 'Please select assets.' }],
    [{ asset_ids: [] }, { asset_ids: 'Please select assets.' }],
    [{ asset_ids: [99999] }, { asset_ids: 'The selected asset 99999 does not exist.' }],
    [{ asset_ids: [1, 99998, 99999] }, { asset_ids: 'The selected assets 99998, 99999 do not exist.' }],
    [{ asset_ids: ['one'] }, { asset_ids: 'The asset_ids must be a list of ids.' }],
    [{ asset_ids: [0] }, { asset_ids: 'The asset_ids must be a list of ids.' }],
    [{ asset_ids: [true] }, { asset_ids: 'The asset_ids must be a list of ids.' }],
    [{ asset_ids: [[1]] }, { asset_ids: 'The asset_ids must be a list of ids.' }],
    [{ asset_ids: [1e17] }, { asset_ids: 'The asset_ids must be a list of ids.' }],
  ])('refuses %j with a 412 naming the field, writing nothing', async (payload, message) => {
    const id = await create();
    const before = await count(built.app, 'activity_log');
    expect(await attach('assets', id, payload)).toMatchObject({ status: 412, body: { success: false, message } });
    expect(await links(id)).toEqual([]);
    expect(await count(built.app, 'activity_log')).toBe(before);
  });

  it('says which tickets to select', async () => {
    expect((await attachTickets(await create(), [])).body.message).toEqual({ ticket_ids: 'Please select tickets.' });
  });

  it('answers 404 for an unknown problem, 400 for a malformed id, before reading the body', async () => {
    expect(await attachAssets(424242, [])).toMatchObject({ status: 404, body: { success: false } });
    expect((await attachAssets('abc', [1])).status).toBe(400);
  });

  it('refuses a closed problem (400) for attach and detach, writing nothing', async () => {
    const id = await create();
    await releaseTickets(built.app, 1);
    await attachTickets(id, [1]);
    await call(built.app, agent, { method: 'POST', url: `${API}/problem-close/${id}` });
    const closed = { status: 400, body: { success: false, message: 'The problem is closed and can not be changed.' } };
    expect(await attachTickets(id, [2])).toMatchObject(closed);
    expect(await detach('ticket', id, 1)).toMatchObject(closed);
    expect(await links(id)).toEqual([{ link: 'tickets', target_id: 1 }]);
  });

  it('needs an agent: a user gets 403, no session 401', async () => {
    const id = await create();
    expect((await attachAssets(id, [1], user)).status).toBe(403);
    expect((await detach('asset', id, 1, user)).status).toBe(403);
    expect((await get(`${API}/problem-tickets/${id}`, user)).status).toBe(403);
    const anonymous = await built.app.inject({ method: 'GET', url: `${API}/problem-tickets/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const csrf = (await built.app.inject({ method: 'GET', url: '/api/me' })).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const post = await built.app.inject({ method: 'POST', url: `${API}/problem-attach-assets/${id}`, payload: { asset_ids: [1] },
      headers: { cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf } });
    expect(post.statusCode).toBe(401);
    expect(await links(id)).toEqual([]);
  });
});

describe('detach', () => {
  it('detaches one target, logs it by name, and answers 404 when it is not attached', async () => {
    const id = await create();
    await releaseTickets(built.app, 3, 4);
    await attachTickets(id, [3, 4]);
    expect(await detach('ticket', id, 3)).toMatchObject({ status: 200, body: { success: true, message: 'Ticket detached successfully.' } });
    expect(await links(id)).toEqual([{ link: 'tickets', target_id: 4 }]);
    expect((await log(id))[0]).toBe('<strong>Alan Agent</strong> detached ticket <em>#TKT-1003 Cannot open payroll report</em>');
    expect(await detach('ticket', id, 3)).toMatchObject({ status: 404, body: { success: false, message: 'The ticket is not attached to this problem.' } });
    expect((await detach('asset', 424242, 1)).status).toBe(404);
    expect((await detach('asset', id, 'x')).status).toBe(400);
  });
});

describe('linked tickets', () => {
  it('pages, sorts and searches (search_query) the attached tickets, rows in the attached-ticket shape', async () => {
    const id = await create();
    await releaseTickets(built.app, 1, 2, 4, 8);
    await attachTickets(id, [1, 2, 4, 8]);
    const page = await ticketPage(id, 'limit=2&page=2&sort-field=id&sort-order=asc');
    expect(page).toMatchObject({ total: 4, current_page: 2, per_page: 2, last_page: 2 });
    expect(page.tickets.map((t: { id: number }) => t.id)).toEqual([4, 8]);
    expect((await ticketPage(id, 'sort-field=subject&sort-order=desc')).tickets.map((t: { subject: string }) => t.subject))
      .toEqual(['VPN drops every hour', 'Shared drive not mapped after login', 'Printer on 3rd floor jams', 'New laptop for onboarding']);
    expect((await ticketPage(id, 'search_query=%20printer%20')).tickets.map((t: { id: number }) => t.id)).toEqual([2]);
    const [first] = (await ticketPage(id, 'sort-field=id&sort-order=asc')).tickets;
    expect(first).toMatchObject({ id: 1, ticket_number: '#TKT-1001', subject: 'VPN drops every hour',
      assignedTo: { id: 1, full_name: 'Ada Admin' }, assignedTeam: { id: 1, name: 'Service Desk L1' } });
    const unassigned = (await ticketPage(id, 'sort-field=id&sort-order=asc')).tickets.find((t: { id: number }) => t.id === 4);
    expect(unassigned.assignedTo).toBeNull();
  });

  it('refuses an unknown sort field (400) and an unknown problem (404)', async () => {
    expect((await get(`${API}/problem-tickets/1?sort-field=secret`)).status).toBe(400);
    expect((await get(`${API}/problem-tickets/424242`)).status).toBe(404);
  });

  it('offers in tickets_based_on_problem?supplements= only tickets no problem holds (a ticket is in one problem)', async () => {
    const id = await create();
    await releaseTickets(built.app, 1, 2);
    await attachTickets(id, [1, 2]);
    const offered = async (query: string) => (await get(`${API}/dependency/tickets_based_on_problem?limit=all${query}`)).body.data.tickets_based_on_problem;
    const ids = (await offered(`&supplements=${id}`)).map((t: { id: number }) => t.id);
    const free = (await built.app.db.all<{ id: number }>("SELECT id FROM tickets WHERE id NOT IN (SELECT target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets') ORDER BY id")).map((row) => row.id);
    expect(free.length).toBeGreaterThan(0);
    expect([...ids].sort((a, b) => a - b)).toEqual(free);
    expect(ids).not.toContain(1);
    expect((await offered('')).length).toBe(30);
    expect((await get(`${API}/dependency/tickets_based_on_problem?supplements=abc`)).status).toBe(400);
  });

  it('names tickets and assets "number subject" / "identifier name" in their look-ups', async () => {
    expect((await get('/api/dependency/tickets?search-query=payroll')).body.data.tickets).toEqual([{ id: 3, name: '#TKT-1003 Cannot open payroll report' }]);
    expect((await get(`${API}/dependency/assets?search-query=AST-0002`)).body.data.assets).toEqual([{ id: 2, name: 'AST-0002 Lenovo ThinkPad T14 - Human Resources' }]);
  });
});

describe('link filters', () => {
  it('filters the problem list by attached assets and tickets, and the asset list by problems', async () => {
    const a = await create();
    const b = await create();
    // Fresh assets: the demo seed links the seeded ones to problems already.
    // One after the other: x is made first, so its id is the lower one on any database.
    const asset = async (name: string) => (await call(built.app, admin, { method: 'POST', url: `${API}/asset`, ...multipartBody({ name, asset_type_id: '4' }) })).body.data.id as number;
    const x = await asset('Dock X');
    const y = await asset('Dock Y');
    await attachAssets(a, [x, y]);
    await attachAssets(b, [y]);
    await releaseTickets(built.app, 30);
    await attachTickets(b, [30]);
    const problems = async (query: string) => (await get(`${API}/problem-list?limit=100&${query}`)).body.data.problems.map((p: { id: number }) => p.id);
    expect(await problems(`asset_ids[0]=${x}`)).toEqual([a]);
    expect(await problems(`asset_ids[0]=${y}`)).toEqual([b, a]);
    expect(await problems(`asset_ids[0]=${y}&ticket_ids[0]=30`)).toEqual([b]);
    expect(await problems('ticket_ids[0]=30')).toContain(b);
    expect(await assetIds(a)).toEqual([x, y]);
    expect(await assetIds(b, `&asset_ids[0]=${x}`)).toEqual([]);
    expect((await get(`${API}/asset-list?problem_ids[0]=${a}&problem_ids[1]=${b}&limit=100`)).body.data.total).toBe(2);
    expect((await get(`${API}/asset-list?problem_ids[0]=x`)).status).toBe(400);
  });
});

describe('deleting', () => {
  it('removes the links of a deleted problem and of a deleted asset', async () => {
    const id = await create();
    const asset = (await call(built.app, admin, { method: 'POST', url: `${API}/asset`, ...multipartBody({ name: 'Spare dock', asset_type_id: '4' }) })).body.data.id;
    await attachAssets(id, [asset, 6]);
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/asset-delete/${asset}` })).status).toBe(200);
    expect(await links(id)).toEqual([{ link: 'assets', target_id: 6 }]);
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/problem-delete/${id}` })).status).toBe(200);
    expect(await links(id)).toEqual([]);
  });
});

describe('hostile names', () => {
  it('answers HTML in a name as data and escapes it in the activity sentence', async () => {
    const id = await create();
    const name = '<img src=x onerror="window.__pwned=1">';
    const asset = (await call(built.app, admin, { method: 'POST', url: `${API}/asset`, ...multipartBody({ name, identifier: 'AST-<b>9</b>', asset_type_id: '4' }) })).body.data.id;
    await attachAssets(id, [asset]);
    expect((await get(`${API}/asset-list?problem_ids[0]=${id}`)).body.data.data[0].name).toBe(name);
    const [entry] = await log(id);
    expect(entry).toBe('<strong>Alan Agent</strong> attached asset <em>AST-&lt;b&gt;9&lt;/b&gt; &lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;</em>');
  });
});

describe('a one-to-one link (max 1)', () => {
  const work = mkdtempSync(join(tmpdir(), 'sd-links-'));
  let single: Built;
  let session: Session;
  beforeAll(async () => {
    const schemasDir = join(work, 'schemas');
    cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
    const file = join(schemasDir, 'problem.json');
    const problem = JSON.parse(readFileSync(file, 'utf8'));
    problem['x-links'].assets.max = 1;
    writeFileSync(file, JSON.stringify(problem));
    single = await build({ schemasDir });
    session = await login(single.app);
  });
  afterAll(async () => { await single.close(); rmSync(work, { recursive: true, force: true }); });

  it('holds at most one target: more is a 400 until the first is detached', async () => {
    const post = (url: string, payload: object) => call(single.app, session, { method: 'POST', url, payload });
    const problem = (await call(single.app, session, { method: 'POST', url: `${API}/problem/`, ...multipartBody({
      subject: 'One asset only', description: '<p>x</p>', requester_id: '1', department_id: '1', impact_id: '1', status_type_id: '1', priority_id: '1',
    }) }));
    expect(problem.status, JSON.stringify(problem.body)).toBe(200);
    const id = problem.body.data.id;
    const assets = await Promise.all(['Dock A', 'Dock B'].map(async (name) =>
      (await call(single.app, session, { method: 'POST', url: `${API}/asset`, ...multipartBody({ name, asset_type_id: '1' }) })).body.data.id));
    const tooMany = { status: 400, body: { success: false, message: 'A problem can be linked to at most 1 asset; detach one first.' } };
    expect(await post(`${API}/problem-attach-assets/${id}`, { asset_ids: assets })).toMatchObject(tooMany);
    expect((await post(`${API}/problem-attach-assets/${id}`, { asset_ids: [assets[0]] })).status).toBe(200);
    expect((await post(`${API}/problem-attach-assets/${id}`, { asset_ids: [assets[0]] })).status).toBe(200);
    expect(await post(`${API}/problem-attach-assets/${id}`, { asset_ids: [assets[1]] })).toMatchObject(tooMany);
    expect((await call(single.app, session, { method: 'DELETE', url: `${API}/problem-detach-asset/${id}/${assets[0]}` })).status).toBe(200);
    expect((await post(`${API}/problem-attach-assets/${id}`, { asset_ids: [assets[1]] })).status).toBe(200);
  });
});
