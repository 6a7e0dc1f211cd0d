// The service-desk permission set (spec §6, §7): GET /service-desk/get/permissions answers the
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
});
