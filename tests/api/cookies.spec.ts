// The cookies' attributes and the CSRF token's life: Secure over HTTPS (a trusted proxy's
// X-Forwarded-Proto) and not over plain HTTP, and a fresh CSRF token at sign-in and sign-out, so a
// token planted or read before the sign-in is not the one the session goes on with.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, PASSWORD, type Built } from './helpers';

let built: Built;
beforeAll(async () => { built = await build({ trustProxy: true }); });
afterAll(() => built.close());

const cookiesOf = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat();
const named = (setCookie: string | string[] | undefined, name: string) => cookiesOf(setCookie).filter((line) => line.startsWith(`${name}=`)).at(-1);
const cookieValue = (line: string | undefined) => line?.split(';')[0].split('=')[1];

async function signIn(headers: Record<string, string> = {}) {
  const first = await built.app.inject({ method: 'GET', url: '/api/me', headers });
  const before = cookieValue(named(first.headers['set-cookie'], 'XSRF-TOKEN'))!;
  const login = await built.app.inject({
    method: 'POST', url: '/api/login', payload: { email: 'agent@example.com', password: PASSWORD },
    headers: { ...headers, cookie: `XSRF-TOKEN=${before}`, 'x-xsrf-token': before },
  });
  expect(login.statusCode).toBe(200);
  return { first, before, login };
}

it('renews the CSRF token at sign-in and at sign-out', async () => {
  const { before, login } = await signIn();
  const renewed = cookieValue(named(login.headers['set-cookie'], 'XSRF-TOKEN'));
  expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(renewed).not.toBe(before);
  const session = cookieValue(named(login.headers['set-cookie'], 'sd_session'));
  const logout = await built.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: `XSRF-TOKEN=${renewed}; sd_session=${session}`, 'x-xsrf-token': renewed! } });
  expect(logout.statusCode).toBe(200);
  const afterLogout = cookieValue(named(logout.headers['set-cookie'], 'XSRF-TOKEN'));
  expect(afterLogout).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(afterLogout).not.toBe(renewed);
});

it('marks every cookie Secure over HTTPS and none over plain HTTP', async () => {
  const secure = await signIn({ 'x-forwarded-proto': 'https' });
  for (const line of [...cookiesOf(secure.first.headers['set-cookie']), ...cookiesOf(secure.login.headers['set-cookie'])]) {
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
  }
  expect(named(secure.login.headers['set-cookie'], 'sd_session')).toMatch(/; HttpOnly/);
  const plain = await signIn();
  for (const line of [...cookiesOf(plain.first.headers['set-cookie']), ...cookiesOf(plain.login.headers['set-cookie'])]) expect(line).not.toMatch(/Secure/);
});

it('ignores X-Forwarded-Proto from a proxy it does not trust', async () => {
  const untrusting = await build();
  try {
    const first = await untrusting.app.inject({ method: 'GET', url: '/api/me', headers: { 'x-forwarded-proto': 'https' } });
    expect(named(first.headers['set-cookie'], 'XSRF-TOKEN')).not.toMatch(/Secure/);
  } finally {
    await untrusting.close();
  }
});
