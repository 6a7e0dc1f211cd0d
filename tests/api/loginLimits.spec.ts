// Failed sign-ins are limited per account and per address (server/repositories/failedAttempts.ts): the
// 11th attempt in a minute is a 429 with Retry-After, the same for a known and an unknown account,
// even with the right password; the window's end frees the account; the count is in the database,
// so a second server process on the same file refuses as well.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { build, login, PASSWORD, type Built } from './helpers';

let built: Built;
beforeAll(async () => { built = await build({ loginLimits: { perAccount: 10, perAddress: 25, windowMs: 60_000 } }); });
afterAll(() => built.close());

async function attempt(app: Built['app'], email: string, password: string, ip = '203.0.113.7') {
  const first = await app.inject({ method: 'GET', url: '/api/me', remoteAddress: ip });
  const xsrf = [first.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11);
  const response = await app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { email, password }, headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

it('answers the 11th attempt in a minute with 429 and Retry-After, alike for known and unknown accounts', async () => {
  for (const email of ['agent@example.com', 'nobody@example.com']) {
    for (let i = 0; i < 10; i++) expect((await attempt(built.app, email, 'wrong')).status).toBe(401);
    const refused = await attempt(built.app, email, email === 'agent@example.com' ? PASSWORD : 'wrong');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/) });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
  }
  // Other accounts from other addresses are untouched.
  expect((await attempt(built.app, 'admin@example.com', PASSWORD, '198.51.100.1')).status).toBe(200);
});

it('frees the account when the window ends, and a second process on the same file counts the same failures', async () => {
  const other = await buildApp({ dataDir: built.dataDir, demoPassword: PASSWORD, seed: 'demo', staticDir: built.dataDir, role: { startup: false, background: false }, loginLimits: { perAccount: 10, perAddress: 25, windowMs: 60_000 } });
  try {
    expect((await attempt(other, 'agent@example.com', PASSWORD)).status).toBe(429);
  } finally {
    await other.close();
  }
  built.app.db.prepare('UPDATE failed_attempts SET window_start = window_start - 60000').run();
  expect((await attempt(built.app, 'agent@example.com', PASSWORD)).status).toBe(200);
});

it('limits one address across accounts', async () => {
  const ip = '192.0.2.9';
  for (let i = 0; i < 25; i++) expect((await attempt(built.app, `guess${i}@example.com`, 'wrong', ip)).status).toBe(401);
  expect((await attempt(built.app, 'admin@example.com', PASSWORD, ip)).status).toBe(429);
  expect((await login(built.app, 'admin@example.com')).cookie).toMatch(/sd_session=/);
});

it('keeps no more than a window of failures: ended ones go with the next failure', async () => {
  built.app.db.prepare('UPDATE failed_attempts SET window_start = window_start - 60000').run();
  expect((await attempt(built.app, 'someone@example.com', 'wrong', '198.51.100.2')).status).toBe(401);
  expect(built.app.db.prepare('SELECT key FROM failed_attempts ORDER BY key').all()).toEqual([{ key: 'account:someone@example.com' }, { key: 'address:198.51.100.2' }]);
});
