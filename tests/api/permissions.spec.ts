// The service-desk permission set: GET /service-desk/get/permissions answers the
// caller's flags by role under data.actions, and with limit=all&role=user the user permission list too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/loadResources';
import { permissionProblems } from '../../server/permissions';
import { build, call, login, type Built, type Session } from './helpers';

const URL = '/service-desk/get/permissions';
const NAMES = ['attach_asset', 'show_attach_assets', 'show_attach_new_problem', 'show_attach_existing_problem', 'show_detach_problem',
  'attach_change_initiated', 'attach_change_initiating', 'detach_change', 'show_detach_asset'];
const all = (value: boolean) => Object.fromEntries(NAMES.map((name) => [name, value]));

let built: Built;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  built = await build();
  sessions.admin = await login(built.app);
  sessions.agent = await login(built.app, 'agent@example.com');
  sessions.user = await login(built.app, 'user@example.com');
});
afterAll(() => built.close());

describe('GET /service-desk/get/permissions', () => {
  it.each([['admin', true], ['agent', true], ['user', false]] as const)('answers every flag of the set for a signed-in %s (%s)', async (role, granted) => {
    const { status, body } = await call(built.app, sessions[role], { method: 'GET', url: URL });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { actions: all(granted) } });
  });

  it('adds the user permission list, each {id, name, key}, with limit=all&role=user', async () => {
    const { status, body } = await call(built.app, sessions.agent, { method: 'GET', url: `${URL}?limit=all&role=user` });
    expect(status).toBe(200);
    expect(body.data.actions).toEqual(all(true));
    expect(body.data.permissions.length).toBeGreaterThan(0);
    for (const permission of body.data.permissions) expect(Object.keys(permission).sort()).toEqual(['id', 'key', 'name']);
  });

  it('refuses a role whose list nobody defined (400)', async () => {
    expect(await call(built.app, sessions.agent, { method: 'GET', url: `${URL}?limit=all&role=agent` })).toMatchObject({ status: 400, body: { success: false } });
  });

  it('answers 401 without a session, as JSON rather than the app page', async () => {
    expect(await call(built.app, undefined, { method: 'GET', url: URL })).toMatchObject({ status: 401, body: { success: false, message: 'Unauthenticated.' } });
  });
});

describe('x-permission in the resource files', () => {
  const problem = loadResources().find((def) => def.name === 'problem')!;
  const withHint = (permission: object) => ({ ...problem, fields: { asset_ids: { ...problem.fields.asset_ids, permission } } }) as typeof problem;

  it('names a flag of the server\'s permission set, at its endpoint', () => {
    expect(permissionProblems([problem], () => 'schemas/problem.json')).toEqual([]);
    expect(permissionProblems([withHint({ GET: URL, record: 'data.actions', flag: 'attach_assets' })], () => 'schemas/problem.json'))
      .toEqual(['schemas/problem.json /properties/asset_ids/x-permission: "attach_assets" is not a permission (server/permissions.ts)']);
    expect(permissionProblems([withHint({ GET: '/api/permissions', record: 'data.actions', flag: 'attach_asset' })], () => 'p.json')[0])
      .toMatch(/the permission set is GET \/service-desk\/get\/permissions at data.actions/);
  });

  it('refuses a save context naming a permission the server does not have', () => {
    const context = { ...problem.context, ticket_id: { ...problem.context.ticket_id, permission: 'attach_anything' } };
    expect(permissionProblems([{ ...problem, context }], () => 'schemas/problem.json'))
      .toEqual(['schemas/problem.json /x-api/save/context/ticket_id/permission: "attach_anything" is not a permission (server/permissions.ts)']);
  });
});

describe('POST /api/user/attach-permissions', () => {
  const ATTACH = '/api/user/attach-permissions';
  const agentId = async () => (await built.app.db.get<{ id: number }>("SELECT id FROM users WHERE email = 'agent@example.com'"))!.id;
  const adminId = async () => (await built.app.db.get<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'"))!.id;
  const stored = async () => await built.app.db.all('SELECT * FROM user_permissions ORDER BY user_id, permission_id');
  const send = (session: Session, payload: object) => call(built.app, session, { method: 'POST', url: ATTACH, payload: { _method: 'PATCH', ...payload } });

  it('refuses permission ids that do not exist (412, nothing written)', async () => {
    const before = await stored();
    expect(await send(sessions.admin, { user_id: await agentId(), permission_ids: [11, 999] }))
      .toMatchObject({ status: 412, body: { success: false, message: { permission_ids: 'The selected permission 999 does not exist.' } } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a user changing their own permissions (403) and anyone but an administrator (403)', async () => {
    expect(await send(sessions.admin, { user_id: await adminId(), permission_ids: [] })).toMatchObject({ status: 403, body: { success: false } });
    expect((await send(sessions.agent, { user_id: await adminId(), permission_ids: [] })).status).toBe(403);
  });

  it('takes a permission away: the agent reads it false and its endpoint answers 403; giving it back restores both', async () => {
    const others = [11, 12, 13, 14, 15, 16, 17, 18];
    expect(await send(sessions.admin, { user_id: await agentId(), permission_ids: others })).toMatchObject({ status: 200, body: { success: true } });
    const { body } = await call(built.app, sessions.agent, { method: 'GET', url: URL });
    expect(body.data.actions).toEqual({ ...all(true), show_detach_asset: false });
    const admin = await call(built.app, sessions.admin, { method: 'GET', url: `${URL}?user_id=${await agentId()}` });
    expect(admin.body.data.permission_ids).toEqual(others);
    const [pair] = await built.app.db.all<{ owner_id: number; target_id: number }>("SELECT owner_id, target_id FROM record_links WHERE owner = 'ticket' AND link = 'assets' LIMIT 1");
    const detach = { method: 'DELETE' as const, url: `/service-desk/api/detach-asset/${pair.owner_id}/${pair.target_id}` };
    expect(await call(built.app, sessions.agent, detach)).toMatchObject({ status: 403, body: { success: false } });
    await send(sessions.admin, { user_id: await agentId(), permission_ids: [...others, 19] });
    expect((await call(built.app, sessions.agent, { method: 'GET', url: URL })).body.data.actions).toEqual(all(true));
    expect((await call(built.app, sessions.agent, detach)).status).toBe(200);
  });

  it('lists the service-desk set with limit=all, each {id, name, key}', async () => {
    const { body } = await call(built.app, sessions.admin, { method: 'GET', url: `${URL}?limit=all` });
    expect(body.data.permissions.map((permission: { key: string }) => permission.key)).toEqual(NAMES);
  });
});
