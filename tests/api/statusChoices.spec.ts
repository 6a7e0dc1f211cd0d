// Sensible defaults and no accidental final states, through the real server: look-ups answer in the
// order the resource files declare (x-ref.order), each file's initial option exists and creates, a
// value only a record's actions reach (x-actions.lockedWhen, a command's sets, x-ref.reserved) is
// refused on the field when a save would set it, and countdowns carry their days for urgency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupNameOf } from '../../server/lookups';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { ({ built, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string) => call(built.app, agent, { method: 'GET', url });
const save = (path: string, fields: Record<string, string>) => call(built.app, agent, { method: 'POST', url: `${API}/${path}`, ...multipartBody(fields) });
const names = async (url: string) => (await get(url)).body.data[lookupNameOf(url.split('?')[0])].map((item: { name: string }) => item.name);

const RELEASE = { subject: 'Payroll 3.1', release_type_id: '2', status_id: '1', priority_id: '3', description: '<p>Payroll</p>' };
const CHANGE = { subject: 'Move payroll', description: '<p>Move</p>', requester_id: '4', status_id: '1', change_type_id: '2' };
const CONTRACT = {
  name: 'Printer lease', contract_type_id: '1', cost: '100', status_id: '1', description: '<p>Lease</p>', vendor_id: '1',
  contract_start_date: '2031-01-01 00:00:00', contract_end_date: '2032-01-01 00:00:00',
};
const PROBLEM = {
  subject: 'Laptops overheat', description: '<p>Fans</p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3',
};

describe('the options\' order', () => {
  it('answers fixed lists in the model\'s order, not the alphabet\'s', async () => {
    expect(await names(`${API}/dependency/release_statuses`)).toEqual(['Open', 'On hold', 'In progress', 'Incomplete', 'Completed']);
    expect(await names(`${API}/dependency/change_priorities`)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    expect(await names('/api/dependency/statuses?meta=true')).toEqual(['Open', 'Resolved', 'Closed', 'Pending', 'In Progress']);
    expect(await names(`${API}/dependency/asset_statuses`)).toEqual(['In use', 'In store', 'Under repair', 'Under maintenance', 'Missing', 'Retired', 'Disposed']);
  });

  it('keeps sorting by name where no file says otherwise, searched and paged alike', async () => {
    const locations = await names('/api/dependency/locations');
    expect(locations).toEqual([...locations].sort((a: string, b: string) => a.localeCompare(b)));
    expect(await names(`${API}/dependency/release_statuses?search-query=o&limit=2`)).toEqual(['Open', 'On hold']);
  });
});

describe('the initial options the files declare', () => {
  it('are items of their look-ups, and none is reserved', () => {
    const declared = built.app.resources.flatMap((def) => Object.values(def.fields)
      .filter((field) => field.reference?.initial !== undefined).map((field) => [def.name, field.name, field.reference!] as const));
    expect(declared.map(([resource, field]) => `${resource}.${field}`).sort())
      .toEqual(['change.change_type_id', 'change.status_id', 'contract.status_id', 'problem.status_type_id', 'product.product_status_id', 'release.status_id']);
    return Promise.all(declared.map(async ([resource, field, reference]) => {
      const items = (await get(`${reference.lookup}?limit=all`)).body.data[lookupNameOf(reference.lookup)];
      expect(items.map((item: { id: number }) => item.id), `${resource}.${field}`).toContain(reference.initial);
    }));
  });

  it('create a release Open, the form\'s start', async () => {
    const saved = await save('release', RELEASE);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: { id: 1, name: 'Open' } });
  });
});

describe('a value only the record\'s actions reach', () => {
  it.each([
    ['a release created Completed', 'release', 'sd_releases', { ...RELEASE, status_id: '5' }, 'This status is reached through the release\'s actions.'],
    ['a change created Closed', 'change', 'sd_changes', { ...CHANGE, status_id: '6' }, 'This status is reached through the change\'s actions.'],
    ['a contract created Waiting for approval', 'contract', 'sd_contracts', { ...CONTRACT, status_id: '2' }, 'This contract status is reached through the contract\'s actions.'],
    ['a contract created Terminated', 'contract', 'sd_contracts', { ...CONTRACT, status_id: '6' }, 'This contract status is reached through the contract\'s actions.'],
  ])('refuses %s with 412 on the field, writing nothing', async (_name, path, table, fields, message) => {
    const before = await count(built.app, table);
    const refused = await save(path, fields);
    expect(refused).toMatchObject({ status: 412, body: { success: false, message: { status_id: message } } });
    expect(await count(built.app, table)).toBe(before);
  });

  it('refuses an edit moving a release to Completed, so mark completed and its confirmation stay the only way', async () => {
    const id = (await save('release', RELEASE)).body.data.id as number;
    expect(await save('release', { id: String(id), status_id: '5' })).toMatchObject({ status: 412, body: { message: { status_id: 'This status is reached through the release\'s actions.' } } });
    expect(await rows(built.app, 'SELECT status_id, completed_at FROM sd_releases WHERE id = ?', id)).toEqual([{ status_id: 1, completed_at: null }]);
    expect((await save('release', { id: String(id), status_id: '3', subject: 'Payroll 3.2' })).status).toBe(200);
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/complete-release/${id}` })).status).toBe(200);
    expect(await rows(built.app, 'SELECT status_id FROM sd_releases WHERE id = ?', id)).toEqual([{ status_id: 5 }]);
  });

  it('lets an edit keep a reserved value it already holds (a contract waiting for approval)', async () => {
    const id = (await save('contract', CONTRACT)).body.data.id as number;
    await built.app.db.run('UPDATE sd_contracts SET status_id = 2 WHERE id = ?', [id]);
    expect((await save('contract', { id: String(id), status_id: '2', name: 'Printer lease 2' })).status).toBe(200);
  });

  it('cannot create a problem closed: its lock (active) is the server\'s to set', async () => {
    const saved = await save('problem/', { ...PROBLEM, active: '0' });
    expect(saved.status).toBe(200);
    expect(await rows(built.app, 'SELECT active FROM sd_problem WHERE id = ?', saved.body.data.id)).toEqual([{ active: 1 }]);
  });

  it('refuses a problem created Closed with 412 on its status, writing nothing', async () => {
    const before = await count(built.app, 'sd_problem');
    expect(await save('problem/', { ...PROBLEM, status_type_id: '3' })).toMatchObject({ status: 412, body: { message: { status_type_id: 'This status is reached through the problem\'s actions.' } } });
    expect(await count(built.app, 'sd_problem')).toBe(before);
  });

  it('closes a problem by its close command alone, which sets its Closed status with its lock', async () => {
    const id = (await save('problem/', PROBLEM)).body.data.id as number;
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/problem-close/${id}` })).status).toBe(200);
    expect(await rows(built.app, 'SELECT active, status_type_id FROM sd_problem WHERE id = ?', id)).toEqual([{ active: 0, status_type_id: 3 }]);
  });
});

describe('countdowns', () => {
  it('read with their days left, negative for an asset whose warranty has passed', async () => {
    const { body } = await get(`${API}/asset-list?limit=500`);
    const assets = body.data.data as Array<{ warranty_expires_on: string | null; warranty: { title: string; days: number } | null }>;
    const passed = assets.filter((asset) => asset.warranty && asset.warranty.days < 0);
    expect(passed.length).toBeGreaterThan(0);
    for (const asset of passed) expect(asset.warranty!.title).toMatch(/^Expired /);
    expect(assets.filter((asset) => !asset.warranty_expires_on).every((asset) => asset.warranty === null)).toBe(true);
  });
});
