import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, call, type Built } from './helpers';

let built: Built;
let bare: Built;
beforeAll(async () => {
  bare = await build();
  const dist = join(bare.dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  built = await build({ staticDir: dist });
});
afterAll(async () => { await built.close(); await bare.close(); });

it('serves files of the built app and index.html for deep links', async () => {
  expect((await call(built.app, undefined, { method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  for (const url of ['/', '/service-desk/contract-type/3/edit', '/service-desk/vendor']) {
    const response = await call(built.app, undefined, { method: 'GET', url });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root">');
  }
});

it('lets the browser keep the hashed assets, and asks it to revalidate index.html', async () => {
  const asset = await call(built.app, undefined, { method: 'GET', url: '/assets/app.js' });
  expect(asset.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const url of ['/', '/service-desk/vendor']) {
    const page = await call(built.app, undefined, { method: 'GET', url });
    expect(page.response.headers['cache-control']).toBe('public, max-age=0');
  }
});

it('never answers the SPA under the API prefixes', async () => {
  for (const url of ['/api/nothing', '/service-desk/api/nothing', '/service-desk/download/x']) {
    const response = await call(built.app, undefined, { method: 'GET', url });
    expect(response.body).not.toContain('<div id="root">');
  }
});

it('says to build the app when dist is missing', async () => {
  const response = await call(bare.app, undefined, { method: 'GET', url: '/service-desk/vendor' });
  expect(response.status).toBe(503);
  expect(response.body).toMatch(/npm run build/);
});
