// The refusals an apply adds to the start's checks (modelVersions.spec.ts has the rest): a property's
// type its stored column cannot hold, a property declared again over its kept column with another
// type, a resource removed while others reference it; and what is kept rather than refused: saved
// filters and saved reports naming a removed property ignore it, and use it again after a restore.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, multipartBody, rows, signedIn, type SignedIn } from './helpers';
import { type Files, MODEL, modelCalls } from './modelCalls';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60_000);
afterAll(async () => { await s?.built.close(); });

const { send, current, applyEdited: attempt } = modelCalls(() => s);
async function applied(edit: (files: Files) => void) {
  const answer = await attempt(edit);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.number as number;
}
/** Refused with 422 and this pointer, and nothing applied. */
async function refused(edit: (files: Files) => void, pointer: string) {
  const before = (await current()).number;
  const answer = await attempt(edit);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.problems.join('\n')).toContain(pointer);
  expect((await current()).number).toBe(before);
}
const save = (resource: string, fields: Record<string, string>) =>
  call(s.built.app, s.admin, { method: 'POST', url: `${API}/${resource}`, ...multipartBody(fields) });

it('refuses text made a number on a column holding text, naming the column and its rows', async () => {
  await refused((f) => { f['vendor.json'].properties.address.type = 'integer'; },
    'vendor.json /properties/address/type: sd_vendors.address stores text, and 40 rows of it hold a value; a stored column keeps its type');
});

it('refuses a number made a whole number or yes/no while values are not, and applies it once they are', async () => {
  await applied((f) => { f['vendor.json'].properties.rating = { type: 'number', title: 'Rating' }; });
  expect((await save('vendor', { id: '1', rating: '4.5' })).status).toBe(200);
  const whole = (f: Files) => { f['vendor.json'].properties.rating.type = 'integer'; };
  await refused(whole, 'vendor.json /properties/rating/type: 1 row of sd_vendors holds a value of rating that is no whole number');
  await refused((f) => { f['vendor.json'].properties.rating.type = 'boolean'; }, '1 row of sd_vendors holds a value of rating that is no yes/no (0 or 1)');
  // Numbers never become text on a column that exists, even when every value would read as text.
  await refused((f) => { f['vendor.json'].properties.rating.type = 'string'; }, 'sd_vendors.rating stores numbers, and 1 row of it holds a value');
  expect((await save('vendor', { id: '1', rating: '4' })).status).toBe(200);
  await applied(whole);
  expect((await send(s.admin, 'GET', `${API}/vendor/1`)).body.data.rating).toBe(4);
});

it('refuses a removed property declared again with another type over the column that kept its values', async () => {
  await applied((f) => { f['vendor.json'].properties.fax = { type: 'string', title: 'Fax', maxLength: 30 }; });
  expect((await save('vendor', { id: '2', fax: 'ext. 12' })).status).toBe(200);
  await applied((f) => { delete f['vendor.json'].properties.fax; });
  await refused((f) => { f['vendor.json'].properties.fax = { type: 'integer', title: 'Fax' }; },
    'vendor.json /properties/fax/type: sd_vendors.fax stores text, and 1 row of it holds a value');
  // The same type again is no change of storage: the values come back.
  await applied((f) => { f['vendor.json'].properties.fax = { type: 'string', title: 'Fax number' }; });
  expect((await send(s.admin, 'GET', `${API}/vendor/2`)).body.data.fax).toBe('ext. 12');
});

it('refuses removing a resource others reference, naming each referrer', async () => {
  await refused((f) => { delete f['vendor.json']; }, 'contract.json /properties/vendor_id/x-ref/lookup');
  await refused((f) => { delete f['vendor.json']; }, 'product.json /x-links/vendors/resource: "vendor" is not a resource file');
});

it('keeps a saved filter naming a removed property: it ignores the property, and uses it again after a restore', async () => {
  const withSite = await applied((f) => {
    f['change.json'].properties.site = { type: 'string', title: 'Site', enum: ['North', 'South'], 'x-custom': true };
  });
  await s.built.app.db.run("UPDATE sd_changes SET site = 'North' WHERE id = 1");
  const saved = await send(s.agent, 'POST', `${API}/agent/change-filter`, { name: 'North', filter: { site: ['North'] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const listed = async () => {
    const answer = await send(s.agent, 'GET', `${API}/change-list?limit=100&filter_id=${saved.body.data.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.changes.map((change: { id: number }) => change.id) as number[];
  };
  expect(await listed()).toEqual([1]);
  const all = (await rows(s.built.app, 'SELECT COUNT(*) AS n FROM sd_changes'))[0].n;

  await applied((f) => { delete f['change.json'].properties.site; });
  expect(await listed()).toHaveLength(Math.min(all, 100));
  const restore = await send(s.admin, 'POST', `${MODEL}/versions/${withSite}/restore`, {});
  expect(restore.status, JSON.stringify(restore.body)).toBe(200);
  expect(await listed()).toEqual([1]);
});

it('keeps a saved report naming a removed property: its columns and filters leave it out, and take it back after a restore', async () => {
  const withShelf = await applied((f) => {
    f['asset.json'].properties.shelf = { type: 'string', title: 'Shelf', enum: ['A', 'B'], 'x-custom': true };
  });
  await s.built.app.db.run("UPDATE sd_assets SET shelf = 'A' WHERE id = 1");
  const made = await send(s.agent, 'POST', `${API}/reports/create`, { name: 'Shelf A', type: 'asset', fields: [{ key: 'shelf', value: ['A'] }], report_column_keys: ['name', 'shelf'] });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const report = async () => {
    const table = await send(s.agent, 'GET', `${API}/asset-list?config=true&limit=100&filter_id=${made.body.data.id}`);
    const chooser = await send(s.agent, 'GET', `${API}/asset-list?column=true&filter_id=${made.body.data.id}`);
    expect([table.status, chooser.status], JSON.stringify([table.body, chooser.body])).toEqual([200, 200]);
    return {
      ids: table.body.data.data.map((asset: { id: number }) => asset.id),
      columns: chooser.body.data.asset_columns.filter((column: { display: boolean }) => column.display).map((column: { key: string }) => column.key),
    };
  };
  expect(await report()).toMatchObject({ ids: [1], columns: ['name', 'shelf'] });

  await applied((f) => { delete f['asset.json'].properties.shelf; });
  const without = await report();
  expect(without.columns).toEqual(['name']);
  expect(without.ids.length).toBeGreaterThan(1);
  expect((await send(s.admin, 'POST', `${MODEL}/versions/${withShelf}/restore`, {})).status).toBe(200);
  expect(await report()).toMatchObject({ ids: [1], columns: ['name', 'shelf'] });
});
