// The host's reads of a user and an organisation by id, which its /user/{id} and /organizations/{id}
// pages are titled by: the reference server answers them as the host would.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, rows, signedIn, type SignedIn } from './helpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const get = (url: string, session = s.agent) => call(s.built.app, session, { method: 'GET', url });

it('answers a user by id with their name and e-mail', async () => {
  const [person] = await rows(s.built.app, "SELECT id, name, email FROM users WHERE role = 'user' ORDER BY id LIMIT 1");
  expect(await get(`/api/user/${person.id}`)).toMatchObject({ status: 200, body: { success: true, data: { id: person.id, name: person.name, email: person.email } } });
  expect((await get('/api/user/99999')).status).toBe(404);
  expect((await get('/api/user/abc')).status).toBe(400);
});

it('answers an organisation by id with its name', async () => {
  const [organization] = await rows(s.built.app, "SELECT id, name FROM reference_items WHERE kind = 'organizations' ORDER BY id LIMIT 1");
  expect(await get(`/api/organization/${organization.id}`)).toMatchObject({ status: 200, body: { data: { id: organization.id, name: organization.name } } });
  expect((await get('/api/organization/99999')).status).toBe(404);
});

it('answers the staff only, as the host\'s agent pages do', async () => {
  expect((await get('/api/user/1', s.user)).status).toBe(403);
  expect((await call(s.built.app, undefined, { method: 'GET', url: '/api/organization/1' })).status).toBe(401);
});
