import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, call, type Built } from './helpers';

let built: Built;
let bare: Built;
let agentOnly: Built;
beforeAll(async () => {
  bare = await build();
  const dist = join(bare.dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  // A build of the agent panel alone (vite build without the public pages' document).
  const agentDist = join(bare.dataDir, 'agent-dist');
  mkdirSync(agentDist);
  writeFileSync(join(agentDist, 'index.html'), '<!doctype html><div id="root"></div>');
  agentOnly = await build({ staticDir: agentDist });
  writeFileSync(join(dist, 'approval.html'), '<!doctype html><div id="root" data-document="approval"></div>');
  built = await build({ staticDir: dist });
}, 60_000);
afterAll(async () => { await built.close(); await agentOnly.close(); await bare.close(); });

it('serves files of the built app and index.html for deep links', async () => {
  expect((await call(built.app, undefined, { method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  for (const url of ['/', '/service-desk/contract-type/3/edit', '/service-desk/vendor']) {
    const response = await call(built.app, undefined, { method: 'GET', url });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root">');
  }
});

it('answers the public approval pages with their own document, and with the agent panel\'s when the build has none', async () => {
  for (const url of [`/change-approval/${'A'.repeat(43)}`, `/change-approval/${'A'.repeat(43)}?decision=approve`, `/service-desk/contract-approval/${'B'.repeat(43)}/4`]) {
    const page = await call(built.app, undefined, { method: 'GET', url });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-document="approval"');
    expect((await call(agentOnly.app, undefined, { method: 'GET', url })).body).toMatch(/^<!doctype html><div id="root"><\/div><script type="application\/json"/);
  }
  for (const url of ['/', '/service-desk/changes/list', '/service-desk/contracts/4/show']) {
    expect((await call(built.app, undefined, { method: 'GET', url })).body).not.toContain('data-document');
  }
});

it('lets the browser keep the hashed assets, and asks it to revalidate index.html', async () => {
  const asset = await call(built.app, undefined, { method: 'GET', url: '/assets/app.js' });
  expect(asset.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const url of ['/', '/service-desk/vendor']) {
    const page = await call(built.app, undefined, { method: 'GET', url });
    expect(page.response.headers['cache-control']).toBe('no-cache');
  }
});

it('never answers the SPA under the API prefixes', async () => {
  for (const url of ['/api/nothing', '/service-desk/api/nothing', '/service-desk/download/x']) {
    const response = await call(built.app, undefined, { method: 'GET', url });
    expect(response.body).not.toContain('<div id="root">');
  }
});

it('answers a file it does not have with 404, not with the app\'s document (a host page\'s /favicon.ico)', async () => {
  for (const url of ['/favicon.ico', '/assets/gone-1234.js', '/service-desk/logo.png?v=2']) {
    const response = await call(built.app, undefined, { method: 'GET', url });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  }
  // The document by its own name is still the app's, with the model.
  const index = await call(built.app, undefined, { method: 'GET', url: '/index.html' });
  expect(index.status).toBe(200);
  expect(index.body).toContain('<div id="root">');
});

it('says to build the app when dist is missing', async () => {
  const response = await call(bare.app, undefined, { method: 'GET', url: '/service-desk/vendor' });
  expect(response.status).toBe(503);
  expect(response.body).toMatch(/npm run build/);
});
