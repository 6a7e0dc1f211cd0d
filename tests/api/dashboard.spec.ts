// The home page's blocks through the real server: every block's figures for an agent and an
// administrator against counts made directly in the database, and the list each figure links to
// answering the same total (the block runs the list's own query with the block's filter). Changes wait
// at the seeded Standard board (level 1 "Technical review": Alan Agent, Grace Hopper; level 2
// "Management approval": Ada Admin, Barbara Liskov): one the administrator created, waiting for Alan;
// one Alan created, so he may not decide on it and an administrator stands in for him; one past
// level 1, where the administrator who created it may not decide either.
import { filterQuery } from '../../src/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources, ResourceFileError } from '../../server/loadResources';
import type { SqlValue } from '../../server/database/sqlClient';
import { filterQueryPairs } from '../../src/engine/data/filterQuery';
import { call, multipartBody, rows, schemasWithEdit, type Built, type Session, signedIn } from './helpers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
const API = '/service-desk/api';
const ALAN = 2;
const ADA = 1;
const changes: Record<'forAlan' | 'byAlan' | 'pastLevelOne', number> = { forAlan: 0, byAlan: 0, pastLevelOne: 0 };

const get = (url: string, session: Session | undefined = agent) => call(built.app, session, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown>, session: Session) => call(built.app, session, { method: 'POST', url, payload });
const one = async (sql: string, ...params: SqlValue[]) => Number(Object.values((await rows(built.app, sql, ...params))[0])[0]);

async function createChange(session: Session, subject: string): Promise<number> {
  const { body } = await call(built.app, session, { method: 'POST', url: `${API}/change`, ...multipartBody({
    subject, description: '<p>For the board.</p>', requester_id: '9', status_id: '1', change_type_id: '2',
  }) });
  return body.data.id;
}
const applyStandardBoard = (changeId: number) => post(`${API}/apply-cab-approval`, { change_id: changeId, workflow_id: 1 }, admin);

beforeAll(async () => {
  ({ built, admin, agent, user } = await signedIn());
  changes.forAlan = await createChange(admin, 'Patch the mail relays');
  changes.byAlan = await createChange(agent, 'Renew the wildcard certificate');
  changes.pastLevelOne = await createChange(admin, 'Move the file share');
  for (const id of Object.values(changes)) expect((await applyStandardBoard(id)).status).toBe(200);
  expect((await post(`${API}/approval-action-without-hash/${changes.pastLevelOne}`, { action_type: 'approve', comment: 'Tested on staging.' }, agent)).status).toBe(200);
  // Two mails the relay refused, and two imports: one run, one upload still waiting for its mapping.
  await built.app.db.run("UPDATE outbox SET state = 'failed', last_error = '550 mailbox unavailable' WHERE id IN (SELECT id FROM outbox ORDER BY id DESC LIMIT 2)");
  const job = `INSERT INTO import_jobs (resource, user_id, file_name, stored_name, size, headers, newline, total_rows, status,
    created, updated, failed, status_text, created_at) VALUES ('asset', 1, ?, 'x', 10, '[]', 'lf', 15, ?, ?, 0, ?, '', '2026-01-02 10:00:00')`;
  await built.app.db.run(job, ['laptops.csv', 'completed', 12, 3]);
  await built.app.db.run(job, ['monitors.csv', 'uploaded', 0, 0]);
  // Records without a value in a grouped block's property: a group of their own, which opens their list too.
  await built.app.db.run('UPDATE sd_assets SET asset_type_id = NULL, asset_status_id = NULL WHERE id IN (1, 2)');
}, 60_000);
afterAll(() => built.close());

const blocksOf = async (session: Session) => (await get('/api/dashboard', session)).body.data as Array<{ id: string; kind: string; resource: string }>;
const dataOf = async (id: string, session: Session) => {
  const response = await get(`/api/dashboard/${id}`, session);
  expect(response.status).toBe(200);
  return response.body.data;
};

/** The total the list behind a link answers: its ?filter= values sent as the list sends them. */
async function listTotal(link: string, session: Session): Promise<number> {
  const [path, search = ''] = link.split('?');
  if (path === '/service-desk/outbox') return (await get(`${API}/outbox?${search}`, session)).body.data.total;
  if (path === '/service-desk/import-tracking') return (await get(`${API}/imports`, session)).body.data.total;
  const def = built.app.resources.find((candidate) => candidate.routes.list === path)!;
  const values = JSON.parse(new URLSearchParams(search).get('filter') ?? '{}');
  const query = new URLSearchParams(filterQueryPairs(filterQuery(def, values)));
  const { body } = await get(`${def.api.list!.GET}?${query}`, session);
  return body.data.total;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAfter = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Rows within "next N days": from the start of today to the end of the Nth day after it. */
const nextDays = (days: number) => [`${today()} 00:00:00`, `${daysAfter(days)} 23:59:59`];

/** The block's figures as counted directly in the database, for the person with this id. */
async function expected(id: string, userId: number): Promise<{ total: number; groups?: Array<[string | null, number]> }> {
  const grouped = async (sql: string) => {
    const counted = await rows(built.app, sql) as Array<{ name: string | null; n: number }>;
    return { total: counted.reduce((sum, group) => sum + group.n, 0), groups: counted.map((group): [string | null, number] => [group.name, group.n]) };
  };
  const item = (kind: string) => `LEFT JOIN reference_items r ON r.kind = '${kind}' AND r.id`;
  switch (id) {
    case 'my-problems': return { total: await one('SELECT COUNT(*) FROM sd_problem WHERE assigned_id = ? AND status_type_id IN (1, 4, 5)', userId) };
    case 'my-changes': return { total: await one('SELECT COUNT(*) FROM sd_changes WHERE agent_id = ? AND status_id <> 6', userId) };
    // The boards here name people only: an entry is theirs, or an administrator's to stand in for when its person may not decide.
    case 'my-cab-decisions': return { total: await one(`SELECT COUNT(DISTINCT b.change_id) FROM change_cab_boards b
      JOIN change_cab_levels l ON l.change_cab_id = b.id AND l.is_active = 1 JOIN change_cab_approvers e ON e.level_id = l.id AND e.status = 'PENDING'
      WHERE b.status = 'PENDING' AND e.kind = 'user' AND NOT EXISTS (SELECT 1 FROM change_cab_exclusions x WHERE x.change_cab_id = b.id AND x.user_id = ?)
      AND (e.approver_id = ? OR (? = 1 AND EXISTS (SELECT 1 FROM change_cab_exclusions x WHERE x.change_cab_id = b.id AND x.user_id = e.approver_id)))`,
      userId, userId, userId === ADA ? 1 : 0) };
    case 'my-contract-approvals': return { total: await one(`SELECT COUNT(*) FROM sd_contracts c WHERE (c.status_id = 2 AND c.approver_id = ?)
      OR (c.renewal_status_id = 2 AND EXISTS (SELECT 1 FROM contract_versions v WHERE v.contract_id = c.id AND v.state = 'pending' AND v.approver_id = ?))`, userId, userId) };
    case 'my-releases': return { total: await one('SELECT COUNT(*) FROM sd_releases WHERE owner_id = ? AND planned_start_date BETWEEN ? AND ?', userId, ...nextDays(14)) };
    case 'contracts-expiring': return { total: await one('SELECT COUNT(*) FROM sd_contracts WHERE status_id IN (3, 4) AND contract_end_date BETWEEN ? AND ?', ...nextDays(30)) };
    case 'problems-by-status': return await grouped(`SELECT r.name, COUNT(*) AS n FROM sd_problem p ${item('statuses')} = p.status_type_id WHERE p.status_type_id IN (1, 4, 5) GROUP BY p.status_type_id, r.name ORDER BY p.status_type_id`);
    case 'problems-by-priority': return await grouped(`SELECT r.name, COUNT(*) AS n FROM sd_problem p ${item('priorities')} = p.priority_id WHERE p.status_type_id IN (1, 4, 5) GROUP BY p.priority_id, r.name ORDER BY p.priority_id IS NULL, p.priority_id`);
    case 'changes-by-status': return await grouped(`SELECT r.name, COUNT(*) AS n FROM sd_changes c ${item('change_statuses')} = c.status_id WHERE c.status_id <> 6 GROUP BY c.status_id, r.name ORDER BY c.status_id`);
    case 'changes-by-priority': return await grouped(`SELECT r.name, COUNT(*) AS n FROM sd_changes c ${item('change_priorities')} = c.priority_id WHERE c.status_id <> 6 GROUP BY c.priority_id, r.name ORDER BY c.priority_id IS NULL, c.priority_id`);
    case 'changes-awaiting-cab': return await grouped(`SELECT bd.name || ' › ' || d.name AS name, COUNT(*) AS n FROM change_cab_boards b
      JOIN change_cab_levels l ON l.change_cab_id = b.id AND l.is_active = 1 JOIN cab_boards bd ON bd.id = b.board_id
      JOIN cab_levels d ON d.board_id = b.board_id AND d.name = l.name WHERE b.status = 'PENDING' GROUP BY d.id, bd.name, d.name ORDER BY d.id`);
    case 'releases-by-status': return await grouped(`SELECT r.name, COUNT(*) AS n FROM sd_releases x ${item('release_statuses')} = x.status_id GROUP BY x.status_id, r.name ORDER BY x.status_id`);
    case 'assets-by-status': return await grouped(`SELECT s.name, COUNT(*) AS n FROM sd_assets a LEFT JOIN sd_asset_statuses s ON s.id = a.asset_status_id
      GROUP BY a.asset_status_id, s.name ORDER BY a.asset_status_id IS NULL, a.asset_status_id`);
    case 'assets-by-type': return await grouped(`SELECT t.name, COUNT(*) AS n FROM sd_assets a LEFT JOIN sd_asset_types t ON t.id = a.asset_type_id
      GROUP BY a.asset_type_id, t.name ORDER BY n DESC, a.asset_type_id`);
    case 'last-imports': return { total: await one("SELECT COUNT(*) FROM import_jobs WHERE status <> 'uploaded'") };
    case 'failed-mail': return { total: await one("SELECT COUNT(*) FROM outbox WHERE state = 'failed'") };
    default: throw new Error(`no count for block ${id}`);
  }
}

describe.each([['agent', ALAN], ['admin', ADA]] as const)('the %s\'s home page', (role, userId) => {
  const session = () => (role === 'agent' ? agent : admin);

  it('lists the blocks of the role in order: my work, then the desk, then (administrators) administration', async () => {
    const blocks = await blocksOf(session());
    expect(blocks.slice(0, 5).map((block) => block.id)).toEqual(['my-problems', 'my-changes', 'my-cab-decisions', 'my-contract-approvals', 'my-releases']);
    const administration = blocks.filter((block) => ['last-imports', 'failed-mail'].includes(block.id)).map((block) => block.id);
    expect(administration).toEqual(role === 'admin' ? ['last-imports', 'failed-mail'] : []);
    expect(blocks.find((block) => block.id === 'changes-awaiting-cab')).toMatchObject({ kind: 'grouped', chart: 'bar', group: 'Waiting at CAB level', resource: 'change' });
    // The filter stays on the server: the app is told what to draw.
    expect(JSON.stringify(blocks)).not.toContain('$me');
  });

  it('answers every block with the figures counted directly in the database, and each link opens a list with that total', async () => {
    for (const { id } of await blocksOf(session())) {
      const data = await dataOf(id, session());
      const want = await expected(id, userId);
      expect({ id, total: data.total }).toEqual({ id, total: want.total });
      if (want.groups) expect({ id, groups: data.groups.map((group: { name: string | null; count: number }) => [group.name, group.count]) }).toEqual({ id, groups: want.groups });
      if (data.link) expect({ id, listed: await listTotal(data.link, session()) }).toEqual({ id, listed: data.total });
      // Every group opens its list, the group of records without a value too (a module's groups are the values it chose).
      for (const group of data.groups ?? []) {
        expect({ id, group: group.name, linked: Boolean(group.link) }).toEqual({ id, group: group.name, linked: true });
        expect({ id, group: group.name, listed: await listTotal(group.link, session()) }).toEqual({ id, group: group.name, listed: group.count });
      }
    }
  });
});

describe('my work', () => {
  it('lists the CAB decisions waiting for each person, never on a change they created, and drops one once decided', async () => {
    const ids = async (session: Session) => (await dataOf('my-cab-decisions', session)).rows.map((row: { id: number }) => row.id);
    expect(await ids(agent)).toEqual([changes.forAlan]);
    // Alan created byAlan: the administrator decides in his stead; she created the other two.
    expect(await ids(admin)).toEqual([changes.byAlan]);
    expect((await post(`${API}/approval-action-without-hash/${changes.forAlan}`, { action_type: 'approve', comment: 'Fine by me.' }, agent)).status).toBe(200);
    expect(await ids(agent)).toEqual([]);
    expect(await ids(admin)).toEqual([changes.byAlan]);
  });

  it('counts the changes waiting at each level, each opening the change list at that level', async () => {
    const data = await dataOf('changes-awaiting-cab', agent);
    expect(data.groups.map((group: { name: string; count: number }) => [group.name, group.count])).toEqual([
      ['Standard change board › Technical review', 1], ['Standard change board › Management approval', 2],
    ]);
    const [technical] = data.groups;
    const values = JSON.parse(new URLSearchParams(technical.link.split('?')[1]).get('filter') ?? '{}');
    const { body } = await get(`${API}/change-list?${new URLSearchParams(values.cab_level_ids.map((id: number, i: number) => [`cab_level_ids[${i}]`, String(id)]))}`);
    expect(body.data.changes.map((change: { id: number }) => change.id)).toEqual([changes.byAlan]);
  });

  it('shows each person the rows with their own id: a release the agent owns planned within 14 days', async () => {
    const { rows: releases, link } = await dataOf('my-releases', agent);
    expect(releases.map((release: { subject: string }) => release.subject)).toContain('Service desk 5.0 upgrade');
    expect(JSON.parse(decodeURIComponent(link.split('filter=')[1]))).toEqual({ owner_id: [ALAN], planned_start_date: { from: nextDays(14)[0], to: nextDays(14)[1] } });
  });
});

describe('administration and refusals', () => {
  it('lists the started imports with their counts and the failed mail, newest first', async () => {
    const imports = await dataOf('last-imports', admin);
    expect(imports.items[0]).toMatchObject({ title: 'laptops.csv', detail: '12 created, 0 updated, 3 failed', badge: { text: 'completed', colour: 'success' } });
    expect(imports.items[0].link).toMatch(/^\/service-desk\/import-tracking\/\d+$/);
    // The list the block's count opens: the same imports, newest first, a page at a time.
    const listed = (await get(`${API}/imports?page=1&limit=1`, admin)).body.data;
    expect(listed).toMatchObject({ total: imports.total, list: [{ file_name: 'laptops.csv', created: 12, updated: 0, failed: 3, status: 'completed' }] });
    expect((await get(`${API}/imports`, agent)).status).toBe(403);
    const mail = await dataOf('failed-mail', admin);
    expect(mail).toMatchObject({ total: 2, link: '/service-desk/outbox?state=failed' });
    expect(mail.items[0].detail).toMatch(/^To .+: 550 mailbox unavailable$/);
  });

  it('refuses an administrators\' block to an agent, an unknown block, and answers a requester no blocks', async () => {
    expect((await get('/api/dashboard/failed-mail', agent)).status).toBe(403);
    expect((await get('/api/dashboard/no-such-block', agent)).status).toBe(404);
    expect((await get('/api/dashboard', user)).body.data).toEqual([]);
    expect((await get('/api/dashboard/my-problems', user)).status).toBe(403);
    expect((await call(built.app, undefined, { method: 'GET', url: '/api/dashboard' })).status).toBe(401);
  });
});

describe('blocks in the model', () => {
  const refused = (resource: string, edit: (file: any) => void): string[] => {
    const dir = mkdtempSync(join(tmpdir(), 'sd-dashboard-'));
    try {
      loadResources(schemasWithEdit(dir, resource, edit));
      return [];
    } catch (error) {
      if (!(error instanceof ResourceFileError)) throw error;
      return error.errors;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it.each([
    ['a filter the list does not have', 'problem', (file: any) => { file['x-dashboard'][0].filter.owner_id = [1]; },
      /problem\.json \/x-dashboard\/0\/filter\/owner_id: "owner_id" is not a filter of the list/],
    ['"$me" outside a list of ids', 'problem', (file: any) => { file['x-dashboard'][0].filter.assigned_id = '$me'; },
      /problem\.json \/x-dashboard\/0\/filter\/assigned_id: "assigned_id" takes a list of integer ids or "\$me" \(inside the list\)/],
    ['a relative date the list cannot read', 'release', (file: any) => { file['x-dashboard'][0].filter.planned_start_date = 'next week'; },
      /release\.json \/x-dashboard\/0\/filter\/planned_start_date: .*"next N days"/],
    ['a count by something that is not one value', 'problem', (file: any) => { file['x-dashboard'][1].by = 'created_at'; },
      /problem\.json \/x-dashboard\/1\/by: "created_at" is not an ids filter/],
    ['a source no module answers', 'asset', (file: any) => { file['x-dashboard'][2].source = 'import.everything'; },
      /asset\.json \/x-dashboard\/2\/source: "import\.everything" is not a dashboard source of this server/],
    ['an id another block has', 'release', (file: any) => { file['x-dashboard'][0].id = 'my-problems'; },
      /release\.json \/x-dashboard\/0\/id: "my-problems" is the id of a block of .*problem\.json already/],
    ['a list filter no module answers', 'change', (file: any) => { file['x-list'].filters.find((filter: any) => filter.module).module = 'cab.everything'; },
      /change\.json \/x-list\/filters\/\d+\/module: "cab\.everything" is not a list filter of this server/],
  ])('refuses %s at start, naming the file and pointer', (_, resource, edit, message) => {
    expect(refused(resource, edit).some((line) => message.test(line))).toBe(true);
  });
});
