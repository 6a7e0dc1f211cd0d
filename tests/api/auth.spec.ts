import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, count, login, multipartBody, type Built } from './helpers';

let built: Built;
// The server's CURRENCY, told to the app with the signed-in user.
beforeAll(async () => { built = await build({ currency: 'EUR' }); });
afterAll(() => built.close());

describe('login, me, logout', () => {
  it('logs in with the CSRF dance and answers me', async () => {
    const session = await login(built.app, 'agent@example.com');
    const me = await call(built.app, session, { method: 'GET', url: '/api/me' });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, data: { id: 2, name: 'Alan Agent', email: 'agent@example.com', role: 'agent', settings: { currency: 'EUR' } } });
  });

  it('sets an httpOnly, SameSite=Lax session cookie and a readable XSRF-TOKEN cookie', async () => {
    const first = await built.app.inject({ method: 'GET', url: '/api/me' });
    const xsrf = [first.headers['set-cookie']].flat().find((c) => c?.startsWith('XSRF-TOKEN='))!;
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    const token = xsrf.split(';')[0].split('=')[1];
    const response = await built.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'test-password' },
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } });
    const session = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('sd_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session.split(';')[0].length).toBeGreaterThan('sd_session='.length + 40);
  });

  it('refuses a wrong password with 401 and a missing field with 412', async () => {
    const session = await login(built.app);
    const wrong = await call(built.app, session, { method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'These credentials do not match our records.' });
    const missing = await call(built.app, session, { method: 'POST', url: '/api/login', payload: { email: 'admin@example.com' } });
    expect(missing.status).toBe(412);
    expect(missing.body.message).toEqual({ password: 'This field is required.' });
  });

  it('logs out: the session no longer works', async () => {
    const session = await login(built.app);
    expect((await call(built.app, session, { method: 'POST', url: '/api/logout' })).status).toBe(200);
    const me = await call(built.app, session, { method: 'GET', url: '/api/me' });
    expect(me).toMatchObject({ status: 401, body: { success: false, message: 'Unauthenticated.' } });
  });

  it('stores passwords as salted scrypt hashes and sessions as hashes', async () => {
    const user = (await built.app.db.get<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'admin@example.com'"))!;
    expect(user.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    const sessions = await built.app.db.all<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });
});

describe('access', () => {
  it('answers 401 without a session on every API family', async () => {
    for (const url of ['/service-desk/api/vendor-list', '/api/dependency/users', '/service-desk/api/dependency/vendors', '/service-desk/download/1/sd_x:1/attachment']) {
      expect(await call(built.app, undefined, { method: 'GET', url })).toMatchObject({ status: 401, body: { success: false, message: 'Unauthenticated.' } });
    }
  });

  it('answers 403 to the role user', async () => {
    const session = await login(built.app, 'user@example.com');
    for (const url of ['/service-desk/api/vendor-list', '/api/dependency/users']) {
      expect(await call(built.app, session, { method: 'GET', url })).toMatchObject({ status: 403, body: { success: false, message: 'Forbidden.' } });
    }
  });

  it('lets an agent read an admin resource, with row flags off, but not write it', async () => {
    const session = await login(built.app, 'agent@example.com');
    const list = await call(built.app, session, { method: 'GET', url: '/service-desk/api/contract-type-list' });
    expect(list.status).toBe(200);
    expect(list.body.data.contract_types[0]).toMatchObject({ is_edit: false, is_delete: false });
    const before = await count(built.app, 'sd_contract_types');
    const save = await call(built.app, session, { method: 'POST', url: '/service-desk/api/contract-type', ...multipartBody({ name: 'Agent type' }) });
    expect(save).toMatchObject({ status: 403, body: { success: false, message: 'Forbidden.' } });
    const remove = await call(built.app, session, { method: 'DELETE', url: '/service-desk/api/contract-type/1' });
    expect(remove.status).toBe(403);
    expect(await count(built.app, 'sd_contract_types')).toBe(before);
  });

  it('refuses an unsafe call without the CSRF header, and writes nothing', async () => {
    const session = await login(built.app);
    const before = await count(built.app, 'sd_contract_types');
    const logBefore = await count(built.app, 'activity_log');
    for (const headers of [{ cookie: session.cookie }, { ...session.headers, 'x-xsrf-token': 'forged' }]) {
      const response = await built.app.inject({ method: 'POST', url: '/service-desk/api/contract-type', payload: { name: 'CSRF' }, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'CSRF token mismatch.' });
    }
    const del = await built.app.inject({ method: 'DELETE', url: '/service-desk/api/contract-type/1', headers: { cookie: session.cookie } });
    expect(del.statusCode).toBe(403);
    expect(await count(built.app, 'sd_contract_types')).toBe(before);
    expect(await count(built.app, 'activity_log')).toBe(logBefore);
  });

  it('needs the CSRF header for login too', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'test-password' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('CSRF token mismatch.');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const session = await login(built.app);
    expect(await call(built.app, session, { method: 'GET', url: '/service-desk/api/nothing-here' }))
      .toMatchObject({ status: 404, body: { success: false, message: 'Route not found.' } });
  });
});
