// The app reads the model from the server: the page carries the current version's app copy as a JSON
// block no browser runs (escaped so no text of the model can end it), revalidated with an ETag that
// follows the version; any signed-in agent reads the same copy from its own call; every answer names
// the version that answered it, so an open app learns of a newer one from its next request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signedIn, type Session, type SignedIn } from './helpers';

const MODEL = '/service-desk/api/model';
const APP_COPY = `${MODEL}/app`;
const HOSTILE = '</script><script>alert(1)</script>';
const TEMPLATE = '<!doctype html><html><head><script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const BLOCK = /<script type="application\/json" id="service-desk-model">([^<]*)<\/script>/;

const staticDir = mkdtempSync(join(tmpdir(), 'sd-model-page-'));
let s: SignedIn;
beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
  s = await signedIn({ staticDir });
}, 60_000);
afterAll(async () => {
  await s?.built.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, session?: Session, headers: Record<string, string> = {}) => call(s.built.app, session, { method: 'GET', url, headers });
/** The model embedded in the page at url, as the browser's JSON.parse reads it, beside the page. */
async function pageModel(url = '/') {
  const page = await get(url);
  const text = BLOCK.exec(page.body)?.[1];
  return { page, text, model: text === undefined ? undefined : JSON.parse(text) };
}
async function apply(edit: (files: Record<string, any>) => void) {
  const { number, files } = (await get(MODEL, s.admin)).body.data;
  edit(files);
  const answer = await call(s.built.app, s.admin, { method: 'POST', url: `${MODEL}/apply`, payload: { version: number, files } });
  expect(answer.status).toBe(200);
}

it('embeds the current version\'s app copy before the module script, for a deep link as for /', async () => {
  const current = (await get(MODEL, s.admin)).body.data;
  for (const url of ['/', '/index.html', '/service-desk/vendor/2/show']) {
    const { page, model } = await pageModel(url);
    expect(page.status).toBe(200);
    expect(page.response.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.indexOf('id="service-desk-model"')).toBeLessThan(page.body.indexOf('type="module"'));
    expect(model.number).toBe(current.number);
    const vendor = model.files.find((file: any) => file.$id === 'vendor');
    // The app copy: what the screens read, without the notes for administrators.
    expect(vendor.properties.name).toBeDefined();
    expect(Object.values(current.files).some((file: any) => file.description !== undefined)).toBe(true);
    expect(model.files.filter((file: any) => file.description !== undefined || file.$schema !== undefined)).toEqual([]);
    expect(model.files).toHaveLength(Object.keys(current.files).filter((path) => !path.includes('/')).length);
  }
});

it('answers the app copy to any signed-in agent with an ETag, 304 when unchanged, 401 signed out', async () => {
  expect((await get(APP_COPY)).status).toBe(401);
  const copy = await get(APP_COPY, s.agent);
  expect(copy.status).toBe(200);
  const { model } = await pageModel();
  expect(copy.body.data).toEqual(model);
  const etag = copy.response.headers.etag;
  expect(etag).toBe(`"model-${model.number}"`);
  expect((await get(APP_COPY, s.agent, { 'if-none-match': String(etag) })).status).toBe(304);
});

it('names the answering version in every answer, the next request after an apply naming the new one', async () => {
  const before = await get('/api/me', s.agent);
  const number = Number(before.response.headers['x-model-version']);
  expect(number).toBe((await pageModel()).model.number);
  await apply((files) => { files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 }; });
  for (const url of ['/api/me', '/service-desk/api/vendor', APP_COPY]) {
    expect((await get(url, s.agent)).response.headers['x-model-version']).toBe(String(number + 1));
  }
  expect((await get(APP_COPY, s.agent)).body.data.files.find((file: any) => file.$id === 'vendor').properties.phone.title).toBe('Phone');
});

it('revalidates the page each time with an ETag that changes with the version, keeping the security headers', async () => {
  const first = await get('/');
  const etag = String(first.response.headers.etag);
  expect(first.response.headers['cache-control']).toBe('no-cache');
  expect(first.response.headers['content-security-policy']).toContain("script-src 'self'");
  expect((await get('/', undefined, { 'if-none-match': etag })).status).toBe(304);
  const head = await s.built.app.inject({ method: 'HEAD', url: '/' });
  expect([head.statusCode, head.headers.etag, head.body]).toEqual([200, etag, '']);
  await apply((files) => { files['vendor.json'].title = 'Supplier'; });
  const next = await get('/service-desk/vendor', undefined, { 'if-none-match': etag });
  expect(next.status).toBe(200);
  expect(next.response.headers.etag).not.toBe(etag);
  expect(JSON.parse(BLOCK.exec(next.body)![1]).number).toBe(Number(first.response.headers['x-model-version']) + 1);
});

it('writes hostile text of the model so that it cannot end the block, and reads it back unchanged', async () => {
  await apply((files) => {
    files['vendor.json'].title = HOSTILE;
    files['vendor.json'].properties.name.description = `<!-- ${HOSTILE} \u2028\u2029 & >`;
  });
  const { page, text, model } = await pageModel('/service-desk/vendor');
  expect(page.body).not.toContain('alert(1)</script>');
  // The block and the module script, nothing else.
  expect(page.body.match(/<script/g)).toHaveLength(2);
  expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  const vendor = model.files.find((file: any) => file.$id === 'vendor');
  expect(vendor.title).toBe(HOSTILE);
  expect(vendor.properties.name.description).toBe(`<!-- ${HOSTILE} \u2028\u2029 & >`);
});
