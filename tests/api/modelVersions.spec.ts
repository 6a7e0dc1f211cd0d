// The model as numbered versions, read and changed over HTTP by administrators only, served from the
// next request on without a restart: a property or a resource added, a stale apply refused, every
// kind of broken change refused with its pointer, a removed property's data kept for a restore.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipartBody, rows, signedIn, type SignedIn } from './helpers';
import { type Files, MODEL, modelCalls } from './modelCalls';
import { columnNames } from '../../server/database/tableColumns';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60_000);
afterAll(async () => { await s?.built.close(); });

const { send, current, applyEdited: applied } = modelCalls(() => s);
const saveVendor = (fields: Record<string, string>) => call(s.built.app, s.admin, { method: 'POST', url: `${API}/vendor`, ...multipartBody(fields) });
const building = () => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'new-resource', 'building.json'), 'utf8'));
const vendor = async (id: number) => (await send(s.admin, 'GET', `${API}/vendor/${id}`)).body.data;

describe('refused changes', () => {
  const without = (files: Files, file: string, property: string) => {
    delete files[file].properties[property];
    files[file].required = files[file].required?.filter((name: string) => name !== property);
  };
  const dropFrom = (list: any[] | undefined, test: (item: any) => boolean) => list?.splice(0, list.length, ...list.filter((item) => !test(item)));

  it.each([
    ['a list column naming a removed property', (f: Files) => { without(f, 'vendor.json', 'primary_contact'); },
      'vendor.json /x-list/columns/2: "primary_contact" names no property'],
    ['a filter naming a removed property', (f: Files) => { without(f, 'asset.json', 'department_id'); },
      'asset.json /x-list/filters/6/field: "department_id" names no property'],
    // asset.json itself cleaned of the property, the product's link kept in it is not.
    ['a link naming a removed property', (f: Files) => {
      const asset = f['asset.json'];
      without(f, 'asset.json', 'product_id');
      dropFrom(asset['x-list'].filters, (filter) => filter.field === 'product_id');
      dropFrom(asset['x-show'].fields, (name) => name === 'product_id');
      delete asset['x-import'].synonyms.product_id;
    }, 'product.json /x-links/assets/via: "product_id" must be an integer reference property of asset'],
    ['a report naming a removed property', (f: Files) => { without(f, 'asset.json', 'asset_type_id'); },
      'asset.json /x-report/countBy: "asset_type_id" names no property'],
    ['a form group naming a removed property', (f: Files) => { without(f, 'change.json', 'change_type_id'); },
      'change.json /x-api/form/groups/by: "change_type_id" is no property with an x-ref'],
    ['a reference to a resource that does not exist', (f: Files) => { delete f['license-type.json']; },
      'contract.json /properties/license_type_id/x-ref/lookup: "license_types" is no look-up'],
    ['a required property added to a resource with rows, without a default', (f: Files) => {
      f['vendor.json'].properties.tax_id = { type: 'string', title: 'Tax id', maxLength: 30 };
      f['vendor.json'].required.push('tax_id');
    }, 'vendor.json /required/5: "tax_id" is now required, but 40 rows of sd_vendors have no value: give it a default'],
    // What only building the server finds: it is built on trial, and nothing is kept.
    ['a URL another file declares', (f: Files) => {
      f['building.json'] = { ...building(), 'x-api': { ...building()['x-api'], list: { ...building()['x-api'].list, GET: `${API}/vendor-list` } } };
    }, `the server would not start with this model: Method 'GET' already declared for route '${API}/vendor-list'`],
    ['a file that is no JSON', (f: Files) => { f['vendor.json'] = '{ "$id": "vendor",'; }, 'vendor.json'],
    ['a file outside the model folder', (f: Files) => { f['../outside.json'] = f['vendor.json']; }, '../outside.json: not a model file'],
  ])('refuses %s with its pointer, and applies nothing', async (_what, edit, pointer) => {
    const before = await current();
    const answer = await applied(edit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.problems.join('\n')).toContain(pointer);
    edit(before.files);
    const check = await send(s.admin, 'POST', `${MODEL}/check`, { files: before.files });
    expect(check.body.data.problems.join('\n')).toContain(pointer);
    expect((await current()).number).toBe(before.number);
  });
});

it('checks a change without keeping anything: the problems and the storage plan in words', async () => {
  const { number, files } = await current();
  files['vendor.json'].properties.fax = { type: 'string', title: 'Fax', maxLength: 30 };
  files['vendor.json']['x-list'].sortable.push('fax');
  const { body } = await send(s.admin, 'POST', `${MODEL}/check`, { files });
  expect(body.data).toMatchObject({ problems: [], summary: 'vendor.json: property fax added; keyword x-list/sortable changed.' });
  expect(body.data.plan).toEqual(['sd_vendors: column fax added', 'sd_vendors: index idx_sd_vendors_fax added']);
  expect(await columnNames(s.built.app.db, 'sd_vendors')).not.toContain('fax');
  expect((await current()).number).toBe(number);
});

it('applies a new property: the record API and its validation answer it at the next request', async () => {
  const answer = await applied((files) => {
    files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
    files['vendor.json']['x-list'].columns.push('phone');
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.plan).toEqual(['sd_vendors: column phone added']);
  const saved = await saveVendor({ id: '1', phone: '+49 30 1234' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.data.phone).toBe('+49 30 1234');
  const tooLong = await saveVendor({ id: '1', phone: '1'.repeat(31) });
  expect(tooLong.status).toBe(412);
  const list = await send(s.agent, 'GET', `${API}/vendor-list?limit=50`);
  expect(list.body.data.vendors.find((row: { id: number }) => row.id === 1).phone).toBe('+49 30 1234');
});

it('reads the current version with an ETag, the history with who and when, one version and a diff', async () => {
  const first = await send(s.admin, 'GET', MODEL);
  const etag = first.response.headers.etag as string;
  expect(etag).toBe(`"model-${first.body.data.number}"`);
  expect((await send(s.admin, 'GET', MODEL, undefined, { 'if-none-match': etag })).status).toBe(304);
  const { versions } = (await send(s.admin, 'GET', `${MODEL}/versions`)).body.data;
  expect(versions[0]).toMatchObject({ number: first.body.data.number, applied_by: { name: 'Ada Admin' }, based_on: first.body.data.number - 1 });
  expect(versions[0].applied_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(versions.at(-1)).toMatchObject({ number: 1, applied_by: 'files', based_on: null, summary: 'The model of the files.' });
  const one = (await send(s.admin, 'GET', `${MODEL}/versions/1`)).body.data;
  expect(one.files['vendor.json'].properties.phone).toBeUndefined();
  expect(Object.keys(one.files)).toContain('host/lookups.json');
  expect((await send(s.admin, 'GET', `${MODEL}/versions/99`)).status).toBe(404);
  const diff = (await send(s.admin, 'GET', `${MODEL}/diff?from=1&to=${first.body.data.number}`)).body.data;
  expect(diff.files).toEqual([{ file: 'vendor.json', change: 'changed',
    properties: { added: ['phone'], removed: [], changed: [] }, keywords: { added: [], removed: [], changed: ['x-list/columns'] } }]);
  // The audit log: who applied which version, from which.
  const [entry] = await rows(s.built.app, "SELECT * FROM activity_log WHERE resource = 'model' ORDER BY id DESC LIMIT 1");
  expect(entry).toMatchObject({ record_id: first.body.data.number, user_id: 1, action: 'created' });
  expect(JSON.parse(entry.changes).based_on).toEqual([null, first.body.data.number - 1]);
});

it('of two applies made from the same version, one wins and the other is refused 409 with the current number', async () => {
  const { number, files } = await current();
  const edited = (title: string) => {
    const copy = structuredClone(files);
    copy['vendor.json'].properties.phone.title = title;
    return copy;
  };
  const answers = await Promise.all(['Telephone', 'Phone number'].map((title) => send(s.admin, 'POST', `${MODEL}/apply`, { version: number, files: edited(title) })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const refused = answers.find((answer) => answer.status === 409)!;
  expect(refused.body).toMatchObject({ success: false, current: number + 1 });
  expect((await current()).number).toBe(number + 1);
});

it('gives the rows of a property made required its default, and says so in the plan', async () => {
  const answer = await applied((files) => {
    files['vendor.json'].properties.country = { type: 'string', title: 'Country', maxLength: 60, default: 'Unknown' };
    files['vendor.json'].required.push('country');
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.plan).toEqual(['sd_vendors: column country added', 'sd_vendors: 40 rows given the default of country']);
  expect((await vendor(2)).country).toBe('Unknown');
});

it('keeps a removed property\'s column and data, and a restore brings the values back', async () => {
  const withPhone = (await current()).number;
  const removed = await applied((files) => {
    delete files['vendor.json'].properties.phone;
    files['vendor.json']['x-list'].columns = files['vendor.json']['x-list'].columns.filter((name: string) => name !== 'phone');
  });
  expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  expect(removed.body.data.plan).toEqual([]);
  expect(await vendor(1)).not.toHaveProperty('phone');
  expect((await rows(s.built.app, 'SELECT phone FROM sd_vendors WHERE id = 1'))[0].phone).toBe('+49 30 1234');

  const restored = await send(s.admin, 'POST', `${MODEL}/versions/${withPhone}/restore`, { version: removed.body.data.number });
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  expect(restored.body.data.summary).toContain(`Restored from version ${withPhone}.`);
  expect((await vendor(1)).phone).toBe('+49 30 1234');
  const stale = await send(s.admin, 'POST', `${MODEL}/versions/${withPhone}/restore`, { version: removed.body.data.number });
  expect(stale).toMatchObject({ status: 409, body: { current: restored.body.data.number } });
});

it('serves a new resource at its own URLs, referenced by another, without a restart', async () => {
  const answer = await applied((files) => {
    files['building.json'] = building();
    files['asset.json'].properties.building_id = { type: 'integer', title: 'Building', 'x-ref': { lookup: '/service-desk/api/dependency/building' } };
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.plan).toContain('sd_assets: column building_id added');
  expect(answer.body.data.plan.find((line: string) => line.startsWith('table sd_buildings'))).toMatch(/^table sd_buildings created \(id, created_at, updated_at, row_version, /);
  const made = await call(s.built.app, s.admin, { method: 'POST', url: `${API}/building`, ...multipartBody({ name: 'North Tower', address: 'North street 1' }) });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const asset = await call(s.built.app, s.admin, { method: 'POST', url: `${API}/asset`, ...multipartBody({ id: '1', building_id: String(made.body.data.id) }) });
  expect(asset.status, JSON.stringify(asset.body)).toBe(200);
  expect((await send(s.agent, 'GET', `${API}/building-list`)).body.data.buildings.map((row: { name: string }) => row.name)).toEqual(['North Tower']);
  expect((await send(s.agent, 'GET', `${API}/dependency/building`)).status).toBe(200);
});

it('answers agents 403 on every call of the model', async () => {
  const { number, files } = await current();
  for (const [method, url, payload] of [['GET', MODEL], ['GET', `${MODEL}/versions`], ['GET', `${MODEL}/versions/1`], ['GET', `${MODEL}/diff?from=1`],
    ['POST', `${MODEL}/check`, { files }], ['POST', `${MODEL}/apply`, { version: number, files }], ['POST', `${MODEL}/versions/1/restore`, {}]] as const) {
    expect((await send(s.agent, method, url, payload)).status, `${method} ${url}`).toBe(403);
  }
  expect((await current()).number).toBe(number);
});
