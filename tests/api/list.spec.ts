import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, count, login, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
beforeAll(async () => { built = await build(); admin = await login(built.app); });
afterAll(() => built.close());

const list = (query: string, path = '/service-desk/api/vendor-list') => call(built.app, admin, { method: 'GET', url: `${path}?${query}` });

describe('list', () => {
  it('pages with the paginator beside the rows, default 10 newest first', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 40, current_page: 1, per_page: 10, last_page: 4, from: 1, to: 10 });
    expect(body.data.vendors.map((v: { id: number }) => v.id)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    const last = await list('page=4&limit=12');
    expect(last.body.data).toMatchObject({ total: 40, current_page: 4, per_page: 12, last_page: 4, from: 37, to: 40 });
  });

  it('puts rows where x-api.list.items says (data.data for asset statuses)', async () => {
    const { body } = await list('', '/service-desk/api/asset-status-list');
    expect(Array.isArray(body.data.data)).toBe(true);
    expect(body.data.total).toBe(7);
  });

  it('sorts by an allowed field in either order, case-insensitively', async () => {
    const asc = await list('sort-field=name&sort-order=asc&limit=3');
    expect(asc.body.data.vendors.map((v: { name: string }) => v.name)).toEqual(['Acer', 'Adobe', 'APC by Schneider Electric']);
    const desc = await list('sort-field=name&sort-order=DESC&limit=1');
    expect(desc.body.data.vendors[0].name).toBe('Zoom Video Communications');
  });

  it('searches the declared columns, trimmed, with % and _ taken literally', async () => {
    expect((await list('search-query=%20%20cisco%20')).body.data.vendors.map((v: { name: string }) => v.name)).toEqual(['Cisco Systems']);
    expect((await list('search-query=%25')).body.data.total).toBe(0);
    expect((await list('search-query=_')).body.data.total).toBe(0);
    expect((await list('search-query=lukas')).body.data.total).toBe(5);
  });

  it('filters with indexed brackets, empty brackets and a scalar', async () => {
    const active = (await list('status_ids[0]=1')).body.data.total;
    const inactive = (await list('status_ids[]=0')).body.data.total;
    expect(active + inactive).toBe(40);
    expect(inactive).toBe(5);
    expect((await list('status_ids=0')).body.data.total).toBe(5);
    expect((await list('status_ids[0]=1&status_ids[1]=0')).body.data.total).toBe(40);
    expect((await list('status_ids[0]=0&sort-field=name&sort-order=asc&search-query=s')).body.data.vendors.every((v: { status: { id: number; name: string } }) => v.status.name === 'Inactive')).toBe(true);
  });

  it('reads related fields as {id, name} objects and booleans as booleans', async () => {
    const vendor = (await list('limit=1')).body.data.vendors[0];
    expect(vendor.status).toEqual({ id: vendor.status_id, name: vendor.status_id === 1 ? 'Active' : 'Inactive' });
    const types = (await list('sort-field=id&sort-order=asc&limit=5', '/service-desk/api/asset-type-list')).body.data.asset_types;
    expect(types[0]).toMatchObject({ name: 'Hardware', parent: null, is_default: false });
    expect(types[3]).toMatchObject({ name: 'Laptop', parent: { id: 1, name: 'Hardware' }, is_default: true });
  });

  const bad: Array<[string, RegExp]> = [
    ['page=0', /page/], ['page=-1', /page/], ['page=1.5', /page/], ['page=abc', /page/], ['page=1000001', /page/],
    ['page=99999999999999999999', /page/], ['limit=0', /limit/], ['limit=-5', /limit/], ['limit=2.5', /limit/],
    ['limit=501', /limit/], ['limit=ten', /limit/], ['limit=1e3', /limit/], ['page=1&page=2', /page/],
    ['sort-field=password', /sort field/], ['sort-field=name;DROP TABLE sd_vendors', /sort field/], ['sort-field=description', /sort field/],
    ['sort-order=sideways', /sort order/], ['sort-order=asc;', /sort order/],
    ['status_ids[0]=x', /status_ids/], ['status_ids[]=1.5', /status_ids/], ['status_ids=1,2', /status_ids/],
  ];
  it.each(bad)('refuses %s with 400 and changes nothing', async (query, message) => {
    const before = await count(built.app, 'sd_vendors');
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
    expect(await count(built.app, 'sd_vendors')).toBe(before);
  });
});
