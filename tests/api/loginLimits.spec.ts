// Failed sign-ins are limited per account and per address (server/repositories/failedAttempts.ts): the
// 11th attempt in a minute is a 429 with Retry-After, the same for a known and an unknown account,
// even with the right password; the window's end frees the account; the count is in the database,
// so a second server process on the same file refuses as well. An attempt is counted before its
// password is hashed (and given back when right), so a burst at once gets no more checks than that.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { browser, startCluster, type Answer, type Cluster } from './clusterServer';
import { build, login, PASSWORD, postgresOf, type Built } from './helpers';

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
  const other = await buildApp({ dataDir: built.dataDir, databaseUrl: (await postgresOf(built.dataDir))?.url, demoPassword: PASSWORD, seed: 'demo', staticDir: built.dataDir, role: { startup: false, background: false }, loginLimits: { perAccount: 10, perAddress: 25, windowMs: 60_000 } });
  try {
    expect((await attempt(other, 'agent@example.com', PASSWORD)).status).toBe(429);
  } finally {
    await other.close();
  }
  await built.app.db.run('UPDATE failed_attempts SET window_start = window_start - 60000');
  expect((await attempt(built.app, 'agent@example.com', PASSWORD)).status).toBe(200);
});

it('limits one address across accounts', async () => {
  const ip = '192.0.2.9';
  for (let i = 0; i < 25; i++) expect((await attempt(built.app, `guess${i}@example.com`, 'wrong', ip)).status).toBe(401);
  expect((await attempt(built.app, 'admin@example.com', PASSWORD, ip)).status).toBe(429);
  expect((await login(built.app, 'admin@example.com')).cookie).toMatch(/sd_session=/);
});

it('keeps no more than a window of failures: ended ones go with the next failure', async () => {
  await built.app.db.run('UPDATE failed_attempts SET window_start = window_start - 60000');
  expect((await attempt(built.app, 'someone@example.com', 'wrong', '198.51.100.2')).status).toBe(401);
  expect(await built.app.db.all('SELECT key FROM failed_attempts ORDER BY key')).toEqual([{ key: 'account:someone@example.com' }, { key: 'address:198.51.100.2' }]);
});

/**
 * A sign-in on a connection of its own from `address` (X-Forwarded-For: the servers here trust it);
 * the CSRF cookie and header made up, as the server checks only that they match.
 */
const attemptOver = (port: number, email: string, password: string, address: string) => browser(port)('POST', '/api/login', {
  payload: JSON.stringify({ email, password }),
  headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'x-forwarded-for': address },
});
/** How many answers had each status: { 401: 10, 429: 190 }. */
function statuses(answers: Answer[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

// Attempts at once, through real HTTP on a listening server (each on a connection of its own), so
// they overlap as a burst does: the check of one runs while others are being hashed.
describe('attempts at once', () => {
  let listening: Built;
  let port: number;
  let checks = 0;
  /** While set, every password check waits for it: the hash of a busy machine, many in flight at once. */
  let hold: Promise<void> | undefined;
  beforeAll(async () => {
    listening = await build({ trustProxy: true, onPasswordCheck: async () => { checks++; await hold; } });
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    port = (listening.app.server.address() as AddressInfo).port;
  });
  afterAll(() => listening.close());
  beforeEach(() => { checks = 0; });

  it('checks the password of no more than 10 of 200 attempts at one account, from 200 addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attemptOver(port, 'agent@example.com', 'wrong', `198.18.0.${i + 1}`)));
    expect(checks).toBe(10);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 190 });
  });

  it('checks no more than 50 of 200 attempts from one address, at 200 accounts', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attemptOver(port, `burst${i}@example.com`, 'wrong', '198.18.1.1')));
    expect(checks).toBe(50);
    expect(statuses(answers)).toEqual({ 401: 50, 429: 150 });
  });

  it('refuses the right password sent while a burst of 40 wrong ones is still being checked', async () => {
    let open = () => {};
    hold = new Promise((resolve) => { open = resolve; });
    let answered = 0;
    const wrong = Array.from({ length: 40 }, (_, i) => attemptOver(port, 'admin@example.com', 'wrong', `198.18.2.${i + 1}`).then((answer) => { answered++; return answer; }));
    // Each wrong attempt is answered or held in its check: the right one comes inside the burst,
    // and is not held itself (a check waits for the hold there was when it began).
    await vi.waitFor(() => expect(answered + checks).toBe(40), { timeout: 15_000, interval: 20 });
    hold = undefined;
    const right = await attemptOver(port, 'admin@example.com', PASSWORD, '198.18.2.200');
    open();
    expect(right.status).toBe(429);
    expect(statuses(await Promise.all(wrong))).toEqual({ 401: 10, 429: 30 });
    expect(checks).toBe(10);
  });

  it('gives a successful sign-in its count back', async () => {
    const address = '198.18.3.1';
    for (let i = 0; i < 9; i++) expect((await attemptOver(port, 'user@example.com', 'wrong', address)).status).toBe(401);
    // Each would use the tenth and last failure of the minute if it kept its count.
    for (let i = 0; i < 3; i++) expect((await attemptOver(port, 'user@example.com', PASSWORD, address)).status).toBe(200);
    expect(await listening.app.db.get('SELECT failures FROM failed_attempts WHERE key = ?', ['account:user@example.com'])).toEqual({ failures: 9 });
    expect((await attemptOver(port, 'user@example.com', 'wrong', address)).status).toBe(401);
    expect((await attemptOver(port, 'user@example.com', PASSWORD, address)).status).toBe(429);
  });
});

// Two worker processes on one database: each counts in the same row, so the two together still let
// no more than the limit through. A 401 is an attempt whose password was checked.
describe('attempts at once through two workers', () => {
  let cluster: Cluster;
  beforeAll(async () => { cluster = await startCluster({ TRUST_PROXY: 'true' }); }, 180_000);
  afterAll(() => cluster?.stop());

  it('checks the password of no more than 10 of 200 attempts at one account', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attemptOver(cluster.port, 'agent@example.com', 'wrong', `198.18.4.${i + 1}`)));
    expect(statuses(answers)).toEqual({ 401: 10, 429: 190 });
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);
  });
});
