// Security headers on every kind of answer: the app's pages, the API, refusals, the public approval
// pages (whose URL is a secret), the shared panel library, and the frame-ancestors setting.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAncestorsSetting } from '../../server/frameAncestors';
import { build, call, login, type Built, type Session } from './helpers';

let built: Built;
let framed: Built;
let admin: Session;
const dir = mkdtempSync(join(tmpdir(), 'sd-headers-'));

/** A stand-in for the built app: index.html and the panel library. */
function fakeDist(): string {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'panels'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'panels', 'service-desk-panels.js'), 'export {};');
  return dist;
}

beforeAll(async () => {
  const staticDir = fakeDist();
  built = await build({ staticDir });
  framed = await build({ staticDir, frameAncestors: ["'self'", 'https://help.example.com'] });
  admin = await login(built.app);
});
afterAll(async () => { await built.close(); await framed.close(); rmSync(dir, { recursive: true, force: true }); });

/** The directives of a Content-Security-Policy header: { 'script-src': ["'self'"], ... }. */
const directives = (header: unknown) => Object.fromEntries(String(header).split(';').map((part) => part.trim().split(/\s+/))
  .filter(([name]) => name).map(([name, ...sources]) => [name, sources]));

const ANSWERS: Array<[string, string, boolean]> = [
  ['a page of the app', '/service-desk/problem/list', false],
  ['the app\'s start page', '/', false],
  ['an API answer', '/api/me', true],
  ['a refusal without a session', '/service-desk/api/problem-list', false],
  ['an unknown API route', '/service-desk/api/nothing-here', false],
  ['a public change approval page', `/change-approval/${'a'.repeat(43)}`, false],
  ['a public contract approval page', `/service-desk/contract-approval/${'a'.repeat(43)}/1`, false],
  ['a public approval call', `/service-desk/api/change-conversation/${'a'.repeat(43)}`, false],
];

describe.each(ANSWERS)('%s', (_label, url, signedIn) => {
  it('carries the policy, nosniff, frame protection and no Referer', async () => {
    const { response } = await call(built.app, signedIn ? admin : undefined, { method: 'GET', url });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

it('lets pages of other origins load the panel library (cross-origin resource policy)', async () => {
  const { status, response } = await call(built.app, undefined, { method: 'GET', url: '/panels/service-desk-panels.js' });
  expect(status).toBe(200);
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(directives(response.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
});

it('lets the hosts of FRAME_ANCESTORS frame the pages, and drops X-Frame-Options, which cannot name them', async () => {
  const { response } = await call(framed.app, undefined, { method: 'GET', url: '/service-desk/problem/list' });
  expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://help.example.com']);
  expect(response.headers['x-frame-options']).toBeUndefined();
});

describe('FRAME_ANCESTORS', () => {
  it.each([
    [undefined, ["'self'"]],
    ['  ', ["'self'"]],
    ["'none'", ["'none'"]],
    ["'self' https://help.example.com", ["'self'", 'https://help.example.com']],
    ['https://*.example.com:8443 http://10.0.0.5', ['https://*.example.com:8443', 'http://10.0.0.5']],
    ['https:', ['https:']],
  ])('reads %j as %j', (raw, sources) => {
    expect(frameAncestorsSetting(raw)).toEqual(sources);
  });

  it.each([
    "'self'; script-src *",
    "'unsafe-inline'",
    "'none' 'self'",
    'https://help.example.com,https://other.example.com',
    '"self"',
  ])('refuses %j', (raw) => {
    expect(() => frameAncestorsSetting(raw)).toThrow(/FRAME_ANCESTORS/);
  });
});
