// Home page blocks are the model's: an administrator adds or retitles a block by applying a model
// version (the Data model's API), and the next request lists it and answers its figures; restoring the
// earlier version takes it away again. No code names the block.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, rows, signedIn, type SignedIn } from './helpers';
import { type Files, MODEL } from './modelCalls';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60_000);
afterAll(async () => { await s?.built.close(); });

const get = (url: string) => call(s.built.app, s.admin, { method: 'GET', url });
const post = (url: string, payload: object) => call(s.built.app, s.admin, { method: 'POST', url, payload });
const blocks = async () => (await get('/api/dashboard')).body.data as Array<{ id: string; title: string; kind: string }>;

it('lists a block added to a resource file by an apply, with its figures, and drops it when the earlier version is restored', async () => {
  const { number, files } = (await get(MODEL)).body.data as { number: number; files: Files };
  files['vendor.json']['x-dashboard'] = [
    { id: 'vendors-active', section: 'desk', order: 95, kind: 'count', title: 'Active vendors', filter: { status_id: [1] }, empty: 'No active vendor yet.' },
  ];
  files['release.json']['x-dashboard'].find((block: { id: string }) => block.id === 'releases-by-status').title = 'Releases, by where they stand';
  const applied = await post(`${MODEL}/apply`, { version: number, files });
  expect(applied.status).toBe(200);

  expect((await blocks()).filter((block) => ['vendors-active', 'releases-by-status'].includes(block.id)).map(({ id, title, kind }) => ({ id, title, kind })))
    .toEqual([{ id: 'releases-by-status', title: 'Releases, by where they stand', kind: 'grouped' }, { id: 'vendors-active', title: 'Active vendors', kind: 'count' }]);
  const active = Number(Object.values((await rows(s.built.app, 'SELECT COUNT(*) FROM sd_vendors WHERE status_id = 1'))[0])[0]);
  expect(active).toBeGreaterThan(0);
  const figures = (await get('/api/dashboard/vendors-active')).body.data;
  expect(figures.total).toBe(active);
  // Its link opens the vendor list with the block's filter: that list's total is the same figure.
  const filter = JSON.parse(new URLSearchParams(figures.link.split('?')[1]).get('filter') ?? '{}');
  expect(filter).toEqual({ status_id: [1] });

  expect((await post(`${MODEL}/versions/${number}/restore`, { version: applied.body.data.number })).status).toBe(200);
  expect((await blocks()).map((block) => block.id)).not.toContain('vendors-active');
  expect((await get('/api/dashboard/vendors-active')).status).toBe(404);
});
