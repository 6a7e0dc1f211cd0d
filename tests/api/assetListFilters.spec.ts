// The asset list's filter structure, custom filter fields, column choices, the assigned_on range sent
// as two parameters, and a property an administrator adds to a copy of the resource files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, login, multipartBody, schemasWithProperties, signedIn, type Built, type Session } from './helpers';

const API = '/service-desk/api';

describe('the asset list filters and columns', () => {
  let built: Built;
  let agent: Session;
  beforeAll(async () => { ({ built, agent } = await signedIn()); });
  afterAll(() => built.close());
  const get = (url: string) => call(built.app, agent, { method: 'GET', url });
  const assets = async (query: string) => {
    const { status, body } = await get(`${API}/asset-list?limit=500&${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.data as Array<Record<string, unknown>>;
  };

  it('answers the filter structure of the x-list filters, without the attach pickers\' exclude filters', async () => {
    const { status, body } = await get(`${API}/module-filter-structure/asset`);
    expect(status).toBe(200);
    const filters = body.data.filters as Array<Record<string, unknown>>;
    const keys = filters.map((filter) => filter.key);
    expect(keys).toEqual(expect.arrayContaining(['asset_ids', 'asset_type_ids', 'asset_status_ids', 'used_by_ids', 'managed_by_ids',
      'location_ids', 'dept_ids', 'org_ids', 'product_ids', 'impact_type_ids', 'problem_ids', 'change_ids', 'assigned_on_begin', 'created_at', 'updated_at']));
    expect(keys).not.toContain('problem_id');
    expect(keys).not.toContain('change_id');
    expect(filters).toContainEqual({ key: 'dept_ids', field: 'department_id', label: 'Department', type: 'ids', multiple: true, lookup: '/api/dependency/departments' });
    expect(filters).toContainEqual({ key: 'asset_ids', field: 'id', label: 'Asset', type: 'ids', multiple: true, lookup: '/service-desk/api/dependency/assets' });
    expect(filters).toContainEqual({ key: 'assigned_on_begin', end: 'assigned_on_end', field: 'assigned_on', label: 'Assigned on', type: 'daterange', multiple: false });
  });

  it('answers the custom filter fields: the x-custom properties', async () => {
    const { status, body } = await get(`${API}/asset-custom-field-list`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { custom_fields: [
      { key: 'serial_number', label: 'Serial number', type: 'text' },
      { key: 'warranty_expires_on', label: 'Warranty expires on', type: 'daterange' },
    ] } });
  });

  it('needs a signed-in agent for both', async () => {
    for (const url of [`${API}/module-filter-structure/asset`, `${API}/asset-custom-field-list`]) {
      expect((await call(built.app, undefined, { method: 'GET', url })).status).toBe(401);
    }
  });

  it('answers column=true with every listable property, the x-list columns displayed', async () => {
    const { status, body } = await get(`${API}/asset-list?column=true&limit=1`);
    expect(status).toBe(200);
    const columns = body.data.asset_columns as Array<{ key: string; value: string; display: boolean }>;
    expect(columns.filter((column) => column.display).map((column) => column.key)).toEqual(['id', 'identifier', 'name', 'asset_type_id',
      'asset_status_id', 'warranty', 'department_id', 'location_id', 'organization_id', 'managed_by_id', 'used_by_id']);
    expect(columns).toContainEqual({ key: 'serial_number', value: 'Serial number', display: false });
    expect(columns).toContainEqual({ key: 'warranty_expires_on', value: 'Warranty expires on', display: false });
    expect(columns.map((column) => column.key)).not.toContain('attachment');
    expect(body.data.data).toHaveLength(1);
  });

  it('filters by the custom fields: a serial number contains, a warranty date range', async () => {
    const all = await assets('');
    const serial = all.find((asset) => typeof asset.serial_number === 'string')!.serial_number as string;
    const part = serial.slice(3, 7).toLowerCase();
    const bySerial = await assets(`serial_number=${encodeURIComponent(` ${part} `)}`);
    expect(bySerial.length).toBeGreaterThan(0);
    expect(bySerial.every((asset) => String(asset.serial_number).toLowerCase().includes(part))).toBe(true);
    const in2026 = await assets(`warranty_expires_on=${encodeURIComponent('date::2026-01-01 00:00:00~2026-12-31 23:59:59')}`);
    expect(in2026.length).toBeGreaterThan(0);
    expect(in2026.every((asset) => String(asset.warranty_expires_on).startsWith('2026-'))).toBe(true);
    expect(in2026.length).toBe(all.filter((asset) => String(asset.warranty_expires_on).startsWith('2026-')).length);
  });

  it('filters by assigned_on between assigned_on_begin and assigned_on_end (YYYY-MM-DD+HH:mm:ss)', async () => {
    const all = await assets('');
    const inMarch = (asset: Record<string, unknown>) => String(asset.assigned_on) >= '2025-03-01' && String(asset.assigned_on) <= '2025-03-31 23:59:59';
    const expected = all.filter(inMarch).map((asset) => asset.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const both = await assets('assigned_on_begin=2025-03-01+00:00:00&assigned_on_end=2025-03-31+23:59:59');
    expect(both.map((asset) => asset.id).sort()).toEqual(expected);
    const from = await assets('assigned_on_begin=2025-12-01+00:00:00');
    expect(from.every((asset) => String(asset.assigned_on) >= '2025-12-01')).toBe(true);
    expect(from.length).toBe(all.filter((asset) => String(asset.assigned_on) >= '2025-12-01' && asset.assigned_on).length);
    const until = await assets(`assigned_on_end=${encodeURIComponent('2025-01-31 23:59:59')}&dept_ids[0]=1`);
    expect(until.every((asset) => String(asset.assigned_on) <= '2025-01-31 23:59:59' && asset.department_id === 1)).toBe(true);
  });

  it('refuses a bound that is no date and time, and an end before the begin', async () => {
    expect(await get(`${API}/asset-list?assigned_on_begin=2025-03-01`)).toMatchObject({ status: 400,
      body: { success: false, message: 'The assigned_on_begin must be a date and time as YYYY-MM-DD HH:mm:ss.' } });
    expect(await get(`${API}/asset-list?assigned_on_end=2025-02-30+10:00:00`)).toMatchObject({ status: 400 });
    expect(await get(`${API}/asset-list?assigned_on_begin=2025-03-02+00:00:00&assigned_on_end=2025-03-01+00:00:00`)).toMatchObject({ status: 400,
      body: { message: 'The assigned_on_end must not come before the assigned_on_begin.' } });
  });

  it('keeps the range bounds in a report, each under its own parameter', async () => {
    const { status, body } = await call(built.app, agent, { method: 'POST', url: `${API}/reports/create`, payload: {
      name: 'Assigned in March', fields: [{ key: 'assigned_on_begin', value: '2025-03-01 00:00:00' }, { key: 'assigned_on_end', value: '2025-03-31 23:59:59' }] } });
    expect(status, JSON.stringify(body)).toBe(200);
    const counted = await get(`${API}/asset-list?filter_id=${body.data.id}&limit=500`);
    expect(counted.body.data.data.every((asset: { assigned_on: string }) => asset.assigned_on.startsWith('2025-03-'))).toBe(true);
    const refused = await call(built.app, agent, { method: 'POST', url: `${API}/reports/create`, payload: {
      name: 'Bad', fields: [{ key: 'assigned_on_end', value: 'yesterday' }] } });
    expect(refused).toMatchObject({ status: 412, body: { message: { 'fields.0.value': 'The assigned_on_end must be a date and time as YYYY-MM-DD HH:mm:ss.' } } });
  });
});

describe('a property an administrator adds to the asset resource file', () => {
  const work = mkdtempSync(join(tmpdir(), 'sd-asset-field-'));
  let built: Built;
  let admin: Session;
  beforeAll(async () => {
    const schemasDir = schemasWithProperties(work, 'asset', {
      rack_position: { type: 'string', title: 'Rack position', maxLength: 20, 'x-custom': true },
    });
    built = await build({ schemasDir });
    admin = await login(built.app);
  });
  afterAll(async () => { await built.close(); rmSync(work, { recursive: true, force: true }); });
  const get = async (url: string) => (await call(built.app, admin, { method: 'GET', url })).body;

  it('is a custom filter field and a column choice, stored, validated and filtered, with no code', async () => {
    expect((await get(`${API}/asset-custom-field-list`)).data.custom_fields).toContainEqual({ key: 'rack_position', label: 'Rack position', type: 'text' });
    expect((await get(`${API}/asset-list?column=true`)).data.asset_columns).toContainEqual({ key: 'rack_position', value: 'Rack position', display: false });
    const saved = await call(built.app, admin, { method: 'POST', url: `${API}/asset`,
      ...multipartBody({ name: 'Rack server', asset_type_id: '6', rack_position: 'R12-U07' }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await get(`${API}/asset/${saved.body.data.id}`)).data.rack_position).toBe('R12-U07');
    expect((await get(`${API}/asset-list?rack_position=r12`)).data.data.map((row: { name: string }) => row.name)).toEqual(['Rack server']);
    const tooLong = await call(built.app, admin, { method: 'POST', url: `${API}/asset`,
      ...multipartBody({ name: 'Other', asset_type_id: '6', rack_position: 'x'.repeat(21) }) });
    expect(tooLong.status).toBe(412);
    expect(Object.keys(tooLong.body.message)).toEqual(['rack_position']);
  });
});
