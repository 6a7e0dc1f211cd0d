// CMDB relations between assets through the real server: make-cmdb (forward and inverse), remove-cmdb,
// the relation table of an asset (cmdb_data) and the graph walk (depth, node limit, hidden), with
// bad input refused whole (412 per field, 400 duplicate, 404 not related) and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

const API = '/service-desk/api';
// Seeded relation types by id: 1 depends on / used by, 2 runs on / hosts, 3 connected to, 5 backs up / backed up by.
const DEPENDS_ON = 1;
const RUNS_ON = 2;
const BACKS_UP = 5;

let built: Built;
let agent: Session;
let user: Session;
let admin: Session;
beforeAll(async () => { ({ built, agent, user, admin } = await signedIn()); });
afterAll(() => built.close());

const get = (url: string, session: Session | undefined = agent) => call(built.app, session, { method: 'GET', url });
const make = (payload: Record<string, unknown>, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/make-cmdb`, payload });
const remove = (payload: Record<string, unknown>, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'DELETE', url: `${API}/remove-cmdb`, payload });
const createAsset = async (name: string) => {
  const { status, body } = await call(built.app, agent, { method: 'POST', url: `${API}/asset`, ...multipartBody({ name, asset_type_id: '4' }) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id as number;
};
/** An asset as look-ups and the log name it: its number (given on create), then its name. */
const named = async (id: number) => `${(await rows(built.app, 'SELECT identifier FROM sd_assets WHERE id = ?', id))[0].identifier} ${(await rows(built.app, 'SELECT name FROM sd_assets WHERE id = ?', id))[0].name}`;
const stored = async (...ids: number[]) => await rows(built.app, `SELECT parent_asset_id AS p, child_asset_id AS c, cmdb_id AS t FROM asset_relations
  WHERE parent_asset_id IN (${ids.join(',')}) OR child_asset_id IN (${ids.join(',')}) ORDER BY id`);
const table = async (id: number) => (await get(`${API}/cmdb-asset-table/${id}`)).body.data.cmdb_data;
const log = async (id: number) => (await get(`${API}/asset-log/${id}?limit=100`)).body.data.asset_activity_logs.data.map((e: { name: string }) => e.name) as string[];

describe('the demo relations', () => {
  it('groups an asset\'s relations by type with the side each related asset is on (cmdb_data)', async () => {
    const groups = await table(7);
    expect(groups.map((group: { id: number }) => group.id)).toEqual([RUNS_ON, 3, BACKS_UP]);
    expect(groups[0]).toEqual({
      id: RUNS_ON, forward_relation_name: 'runs on', inverse_relation_name: 'hosts',
      child_assets: [
        { id: 17, name: 'SQL Server 2022 - Finance', identifier: 'AST-0017', pivot: { relation: 'inverse' } },
        { id: 15, name: 'Windows Server 2022 - Facilities', identifier: 'AST-0015', pivot: { relation: 'inverse' } },
      ],
    });
    expect(groups[1].child_assets).toEqual([{ id: 20, name: 'Cisco Catalyst 9300 - Marketing', identifier: 'AST-0020', pivot: { relation: 'forward' } }]);
    expect(await table(40)).toEqual([]);
  });

  it('walks the graph in both directions, one hop by default, nearer assets first', async () => {
    const { status, body } = await get(`${API}/cmdb-asset/7`);
    expect(status).toBe(200);
    expect(body.data.nodes.map((node: { id: number }) => node.id)).toEqual([7, 8, 15, 17, 20]);
    expect(body.data.nodes[0]).toEqual({ id: 7, name: 'Dell PowerEdge R750 - Facilities', identifier: 'AST-0007', depth: 0, asset_type: expect.any(Object), asset_status: expect.any(Object) });
    expect(body.data.edges).toContainEqual({ parent_asset_id: 15, child_asset_id: 7, cmdb_id: RUNS_ON, relation_name: 'runs on' });
    // An edge between two assets one hop away is shown too: both ends are on the map.
    expect(body.data.edges).toContainEqual({ parent_asset_id: 17, child_asset_id: 15, cmdb_id: DEPENDS_ON, relation_name: 'depends on' });
    expect(body.data).toMatchObject({ hidden: 0, hidden_edges: 0 });
    const deeper = (await get(`${API}/cmdb-asset/7?depth=2`)).body.data;
    expect(deeper.nodes.map((node: { id: number }) => node.id)).toEqual([7, 8, 15, 17, 20, 5, 11, 16, 19, 22]);
    expect(deeper.nodes.filter((node: { depth: number }) => node.depth === 2)).toHaveLength(5);
  });

  it('names each node\'s type and status as the asset\'s own record reads them, null where it has none', async () => {
    const { nodes } = (await get(`${API}/cmdb-asset/7?depth=2`)).body.data;
    for (const node of nodes) {
      const record = (await get(`${API}/asset/${node.id}`)).body.data;
      expect({ type: node.asset_type, status: node.asset_status }).toEqual({ type: record.asset_type, status: record.asset_status });
    }
    expect(nodes[0].asset_type).toEqual({ id: expect.any(Number), name: expect.stringMatching(/\w/) });
    expect(nodes.filter((node: { asset_status: unknown }) => node.asset_status !== null).length).toBeGreaterThan(0);
    const bare = await createAsset('Asset with no status');
    await make({ relation: 'forward', parent_asset_id: 7, child_asset_ids: [bare], cmdb_id: DEPENDS_ON });
    const shown = (await get(`${API}/cmdb-asset/7`)).body.data.nodes.find((node: { id: number }) => node.id === bare);
    expect(shown).toMatchObject({ asset_type: { id: 4, name: expect.any(String) }, asset_status: null });
    await remove({ relation: 'forward', parent_asset_id: 7, child_asset_ids: [bare], cmdb_id: DEPENDS_ON });
  });

  it('shows at most `limit` assets and says how many more were reached', async () => {
    const { body } = await get(`${API}/cmdb-asset/7?depth=2&limit=3`);
    expect(body.data.nodes.map((node: { id: number }) => node.id)).toEqual([7, 8, 15]);
    expect(body.data.hidden).toBe(7);
    expect(body.data.edges.every((edge: { parent_asset_id: number; child_asset_id: number }) =>
      [7, 8, 15].includes(edge.parent_asset_id) && [7, 8, 15].includes(edge.child_asset_id))).toBe(true);
  });

  it('refuses a depth or limit out of range, and answers 404 for an unknown asset', async () => {
    for (const query of ['depth=0', 'depth=6', 'depth=abc', 'depth=1&depth=2', 'limit=0', 'limit=1001']) {
      const { status, body } = await get(`${API}/cmdb-asset/7?${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toMatch(/^The (depth|limit) must be/);
    }
    expect((await get(`${API}/cmdb-asset/7?depth=5&limit=1000`)).status).toBe(200);
    expect((await get(`${API}/cmdb-asset/99999`)).status).toBe(404);
    expect((await get(`${API}/cmdb-asset-table/99999`)).status).toBe(404);
    expect((await get(`${API}/cmdb-asset-table/abc`)).status).toBe(400);
  });
});

describe('make-cmdb', () => {
  it('relates forward: the asset is the parent, read forward on its side and inverse on the other, logged on both', async () => {
    const [app, host] = [await createAsset('Payroll app'), await createAsset('Payroll VM')];
    const { status, body } = await make({ relation: 'forward', parent_asset_id: app, child_asset_ids: [host], cmdb_id: RUNS_ON });
    expect({ status, body }).toEqual({ status: 200, body: { success: true, message: 'Relationship created successfully.' } });
    expect(await stored(app, host)).toEqual([{ p: app, c: host, t: RUNS_ON }]);
    expect((await table(app))[0].child_assets).toEqual([{ id: host, name: 'Payroll VM', identifier: (await named(host)).split(' ')[0], pivot: { relation: 'forward' } }]);
    expect((await table(host))[0].child_assets[0]).toMatchObject({ id: app, pivot: { relation: 'inverse' } });
    expect((await log(app))[0]).toBe(`<strong>Alan Agent</strong> added relationship <em>runs on</em> <em>${await named(host)}</em>`);
    expect((await log(host))[0]).toBe(`<strong>Alan Agent</strong> added relationship <em>hosts</em> <em>${await named(app)}</em>`);
  });

  it('relates inverse by storing the pair the other way round, several assets in one request', async () => {
    const [host, a, b] = [await createAsset('Hypervisor 1'), await createAsset('Guest A'), await createAsset('Guest B')];
    // "Hypervisor 1 hosts Guest A and Guest B" is "Guest A runs on Hypervisor 1", ...
    expect((await make({ relation: 'inverse', parent_asset_id: host, child_asset_ids: [a, b, a], cmdb_id: RUNS_ON })).body.message)
      .toBe('Relationships created successfully.');
    expect(await stored(host)).toEqual([{ p: a, c: host, t: RUNS_ON }, { p: b, c: host, t: RUNS_ON }]);
    expect((await table(host))[0].child_assets.map((asset: { pivot: unknown }) => asset.pivot)).toEqual([{ relation: 'inverse' }, { relation: 'inverse' }]);
    expect((await log(host))[0]).toBe(`<strong>Alan Agent</strong> added relationships <em>hosts</em> <em>${await named(a)}</em>, <em>hosts</em> <em>${await named(b)}</em>`);
  });

  it('accepts a multipart body with indexed child ids', async () => {
    const [a, b] = [await createAsset('Mail relay'), await createAsset('Mail store')];
    const { status } = await call(built.app, agent, { method: 'POST', url: `${API}/make-cmdb`,
      ...multipartBody({ relation: 'forward', parent_asset_id: String(a), 'child_asset_ids[0]': String(b), cmdb_id: String(DEPENDS_ON) }) });
    expect(status).toBe(200);
    expect(await stored(a)).toEqual([{ p: a, c: b, t: DEPENDS_ON }]);
  });

  it('refuses a duplicate with a clear 400 and writes none of the request', async () => {
    const [a, b, c] = [await createAsset('Web 1'), await createAsset('DB 1'), await createAsset('DB 2')];
    await make({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b], cmdb_id: DEPENDS_ON });
    const before = await count(built.app, 'asset_relations');
    const logs = await count(built.app, 'activity_log');
    // The same pair chosen from the other asset, as "DB 1 is used by Web 1", is the same relation.
    for (const payload of [
      { relation: 'forward', parent_asset_id: a, child_asset_ids: [c, b], cmdb_id: DEPENDS_ON },
      { relation: 'inverse', parent_asset_id: b, child_asset_ids: [a], cmdb_id: DEPENDS_ON },
    ]) {
      expect(await make(payload)).toMatchObject({ status: 400, body: { success: false, message: `The relationship already exists: ${await named(a)} depends on ${await named(b)}.` } });
    }
    expect(await count(built.app, 'asset_relations')).toBe(before);
    expect(await count(built.app, 'activity_log')).toBe(logs);
    // Another type, or the other direction of the same type, is a different relation.
    expect((await make({ relation: 'forward', parent_asset_id: b, child_asset_ids: [a], cmdb_id: DEPENDS_ON })).status).toBe(200);
    expect((await make({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b], cmdb_id: BACKS_UP })).status).toBe(200);
  });

  it.each([
    ['no relation type chosen', { relation: 'forward', parent_asset_id: 1, child_asset_ids: [2] }, { cmdb_id: 'at least one relation is required to create relationship' }],
    ['no assets chosen', { relation: 'forward', parent_asset_id: 1, child_asset_ids: [], cmdb_id: 1 }, { child_asset_ids: 'Please select assets.' }],
    ['the asset itself', { relation: 'forward', parent_asset_id: 1, child_asset_ids: [2, 1], cmdb_id: 1 }, { child_asset_ids: 'An asset cannot be related to itself.' }],
    ['the asset itself, inverse', { relation: 'inverse', parent_asset_id: '3', child_asset_ids: ['3'], cmdb_id: 1 }, { child_asset_ids: 'An asset cannot be related to itself.' }],
    ['an unknown asset', { relation: 'forward', parent_asset_id: 1, child_asset_ids: [2, 99998, 99999], cmdb_id: 1 }, { child_asset_ids: 'The selected assets 99998, 99999 do not exist.' }],
    ['an unknown parent and relation type', { relation: 'forward', parent_asset_id: 99999, child_asset_ids: [2], cmdb_id: 999 },
      { parent_asset_id: 'The selected asset 99999 does not exist.', cmdb_id: 'The selected relation does not exist.' }],
    ['a relation that is neither way', { relation: 'sideways', parent_asset_id: 1, child_asset_ids: [2], cmdb_id: 1 }, { relation: 'The relation must be forward or inverse.' }],
    ['ids that are not ids', { relation: 'forward', parent_asset_id: '1 OR 1=1', child_asset_ids: ['<script>'], cmdb_id: 1.5 }, {
      parent_asset_id: 'The parent_asset_id must be an id.', child_asset_ids: 'The child_asset_ids must be a list of ids.', cmdb_id: 'The cmdb_id must be an id.' }],
    ['nothing at all', {}, { relation: 'This field is required.', parent_asset_id: 'This field is required.', child_asset_ids: 'Please select assets.',
      cmdb_id: 'at least one relation is required to create relationship' }],
  ])('refuses %s with a 412 per field and writes nothing', async (_name, payload, message) => {
    const before = await count(built.app, 'asset_relations');
    expect(await make(payload)).toEqual(expect.objectContaining({ status: 412, body: { success: false, message } }));
    expect(await count(built.app, 'asset_relations')).toBe(before);
  });

  it('stores hostile names as text and escapes them in the activity log', async () => {
    const hostile = '<img src=x onerror=alert(1)>"]; click n0 call alert(1) %%{init}%%';
    const [a, b] = [await createAsset(hostile), await createAsset('Plain')];
    await make({ relation: 'forward', parent_asset_id: b, child_asset_ids: [a], cmdb_id: DEPENDS_ON });
    expect((await get(`${API}/cmdb-asset/${b}`)).body.data.nodes[1].name).toBe(hostile);
    const entry = (await log(b))[0];
    expect(entry).not.toContain('<img');
    expect(entry).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;]; click n0 call alert(1) %%{init}%%');
  });

  it('needs an agent: a user is refused, a visitor unauthenticated', async () => {
    const payload = { relation: 'forward', parent_asset_id: 1, child_asset_ids: [3], cmdb_id: 1 };
    expect((await make(payload, user)).status).toBe(403);
    // Without a session there is no CSRF cookie either: refused before the route.
    expect((await call(built.app, undefined, { method: 'POST', url: `${API}/make-cmdb`, payload })).status).toBe(403);
    expect((await get(`${API}/cmdb-asset/7`, user)).status).toBe(403);
    expect((await call(built.app, undefined, { method: 'GET', url: `${API}/cmdb-asset/7` })).status).toBe(401);
    expect(await stored(3)).toEqual([]);
  });
});

describe('remove-cmdb', () => {
  it('removes the relation named from either side, logs it on both, and 404s when they are not related', async () => {
    const [a, b] = [await createAsset('Backup server'), await createAsset('File server')];
    await make({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b], cmdb_id: BACKS_UP });
    // The list row on the file server reads "backed up by Backup server": inverse from b.
    const body = { relation: 'inverse', parent_asset_id: b, child_asset_ids: [a], cmdb_id: BACKS_UP };
    expect(await remove(body)).toMatchObject({ status: 200, body: { success: true, message: 'Relationship removed successfully.' } });
    expect(await stored(a, b)).toEqual([]);
    expect((await log(a))[0]).toBe(`<strong>Alan Agent</strong> removed relationship <em>backs up</em> <em>${await named(b)}</em>`);
    expect((await log(b))[0]).toBe(`<strong>Alan Agent</strong> removed relationship <em>backed up by</em> <em>${await named(a)}</em>`);
    expect(await remove(body)).toMatchObject({ status: 404, body: { success: false, message: `The relationship does not exist: ${await named(a)} backs up ${await named(b)}.` } });
    expect((await remove({ ...body, cmdb_id: 999 })).status).toBe(404);
  });

  it('removes several at once or none: one pair not related is a 404 and the others stay', async () => {
    const [a, b, c] = [await createAsset('Switch A'), await createAsset('Switch B'), await createAsset('Switch C')];
    await make({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b], cmdb_id: 3 });
    expect((await remove({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b, c], cmdb_id: 3 })).status).toBe(404);
    expect(await stored(a)).toEqual([{ p: a, c: b, t: 3 }]);
    expect((await remove({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b], cmdb_id: '' })).body.message)
      .toEqual({ cmdb_id: 'at least one relation is required to create relationship' });
  });

  it('refuses a body that is not JSON or multipart', async () => {
    const { status, body } = await call(built.app, agent, { method: 'DELETE', url: `${API}/remove-cmdb`, payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('deleting what a relation names', () => {
  it('removes the relations of a deleted asset and of a deleted relation type', async () => {
    const [a, b, c] = [await createAsset('Old NAS'), await createAsset('Old share'), await createAsset('New share')];
    await make({ relation: 'forward', parent_asset_id: b, child_asset_ids: [a], cmdb_id: RUNS_ON });
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/asset-delete/${a}` })).status).toBe(200);
    expect(await stored(a, b)).toEqual([]);
    const type = await call(built.app, admin, { method: 'POST', url: `${API}/cmdb`, ...multipartBody({ forward_relation_name: 'mirrors', inverse_relation_name: 'mirrored by' }) });
    const typeId = type.body.data.id as number;
    await make({ relation: 'forward', parent_asset_id: b, child_asset_ids: [c], cmdb_id: typeId });
    expect((await call(built.app, admin, { method: 'DELETE', url: `${API}/cmdb/${typeId}` })).status).toBe(200);
    expect(await stored(b, c)).toEqual([]);
  });
});

describe('a long chain', () => {
  it('walks up to five hops and no further', async () => {
    const chain: number[] = [];
    for (let i = 0; i < 8; i++) chain.push(await createAsset(`Chain ${i}`));
    for (let i = 0; i < 7; i++) await make({ relation: i % 2 ? 'inverse' : 'forward', parent_asset_id: chain[i], child_asset_ids: [chain[i + 1]], cmdb_id: DEPENDS_ON });
    const nodes = async (depth: number) => (await get(`${API}/cmdb-asset/${chain[0]}?depth=${depth}`)).body.data.nodes.map((node: { id: number }) => node.id);
    for (let depth = 1; depth <= 5; depth++) expect(await nodes(depth)).toEqual(chain.slice(0, depth + 1));
    const middle = (await get(`${API}/cmdb-asset/${chain[4]}?depth=2`)).body.data;
    expect(middle.nodes.map((node: { id: number }) => node.id).sort((x: number, y: number) => x - y)).toEqual(chain.slice(2, 7));
    expect(middle.edges).toHaveLength(4);
  });
});

describe('the edge limit', () => {
  it('keeps at most five relations per shown asset and says how many more there are', async () => {
    const [a, b] = [await createAsset('Edge hub A'), await createAsset('Edge hub B')];
    for (let type = 1; type <= 6; type++) {
      await make({ relation: 'forward', parent_asset_id: a, child_asset_ids: [b], cmdb_id: type });
      await make({ relation: 'inverse', parent_asset_id: a, child_asset_ids: [b], cmdb_id: type });
    }
    const graph = (await get(`${API}/cmdb-asset/${a}?limit=2`)).body.data;
    expect(graph.nodes).toHaveLength(2);
    expect(graph.edges).toHaveLength(10);
    expect(graph).toMatchObject({ hidden: 0, hidden_edges: 2 });
    expect((await get(`${API}/cmdb-asset/${a}?limit=3`)).body.data).toMatchObject({ hidden_edges: 0 });
  });
});
