// The server-described asset form through the real server: the create and edit descriptions with the
// asset types' form groups, group values validated and stored with a save (and the attachment), and
// asset form groups (list, create, update, refusals that write nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const RENDER = '/api/form/render?category=asset&panel=agent';
// Seeded asset types: 4 Laptop, 5 Desktop, 6 Server, 7 Monitor.
const LAPTOP = '4';
const MONITOR = '7';
const get = (url: string, session = agent) => call(built.app, session, { method: 'GET', url });
const save = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
  call(built.app, agent, { method: 'POST', url: `${API}/asset`, ...multipartBody(fields, files) });
const postGroup = (payload: Record<string, unknown>, session = admin) =>
  call(built.app, session, { method: 'POST', url: `${API}/post-form-group/asset`, payload });
const read = async (id: number) => (await get(`${API}/asset/${id}`)).body.data;

const laptop = { name: 'ThinkPad X1 Carbon - Design', asset_type_id: LAPTOP, purchased_on: '2025-03-31 09:30', ram_gb: '32', disk_type: 'SSD' };
const create = async (fields: Record<string, string> = {}) => {
  const { status, body } = await save({ ...laptop, ...fields });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id as number;
};

describe('asset form description', () => {
  it('answers the create form: the file\'s schema with its attachment, and the Hardware details branch on laptops and desktops', async () => {
    const { status, body } = await get(RENDER);
    expect(status).toBe(200);
    const form = body.data.form;
    expect(form).toMatchObject({ type: 'object', title: 'asset', required: ['name', 'asset_type_id'] });
    expect(form.properties.asset_type_id['x-ref']).toEqual({ lookup: '/service-desk/api/dependency/asset_types' });
    expect(form.properties.attachment).toEqual({ type: 'string', title: 'Attachment', contentMediaType: 'application/octet-stream' });
    expect(form.allOf).toEqual([{
      title: 'Hardware details',
      if: { properties: { asset_type_id: { enum: [4, 5] } }, required: ['asset_type_id'] },
      then: {
        properties: {
          purchased_on: expect.objectContaining({ type: 'string', format: 'date-time', title: 'Purchased on' }),
          ram_gb: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 1024,
            errorMessage: expect.objectContaining({ maximum: 'The ram (gb) may not be greater than 1024.' }) }),
          disk_type: expect.objectContaining({ enum: ['SSD', 'HDD', 'Hybrid'] }),
        },
        required: [],
      },
    }]);
  });

  it('answers the edit form with the asset and its seeded form-group values', async () => {
    const { status, body } = await get(`${API}/edit-asset/1`);
    expect(status).toBe(200);
    expect(body.data.form.allOf).toHaveLength(1);
    expect(body.data.asset).toMatchObject({ id: 1, identifier: 'AST-0001', asset_type: { id: 4, name: 'Laptop' },
      purchased_on: '2023-01-15 09:00:00', ram_gb: 8, disk_type: 'SSD' });
  });

  it('refuses a missing or malformed asset and callers without write rights', async () => {
    expect((await get(`${API}/edit-asset/424242`)).status).toBe(404);
    expect((await get(`${API}/edit-asset/abc`)).status).toBe(400);
    expect((await get(RENDER, user)).status).toBe(403);
    expect((await get(`${API}/edit-asset/1`, user)).status).toBe(403);
    expect((await call(built.app, undefined, { method: 'GET', url: RENDER })).status).toBe(401);
  });
});

describe('asset form-group values', () => {
  it('stores the values and the attachment with the asset, and reads them back', async () => {
    const id = await create();
    expect(await rows(built.app, 'SELECT key, value FROM custom_values WHERE resource = ? AND record_id = ? ORDER BY key', 'asset', id)).toEqual([
      { key: 'disk_type', value: '"SSD"' }, { key: 'purchased_on', value: '"2025-03-31 09:30"' }, { key: 'ram_gb', value: '32' },
    ]);
    const record = await read(id);
    expect(record.custom_field_values_for_asset_type).toEqual([
      { label: 'Purchased on', value: '2025-03-31 09:30', field_type: 'date' },
      { label: 'RAM (GB)', value: 32, field_type: 'number' },
      { label: 'Disk type', value: 'SSD', field_type: 'select' },
    ]);
    // The file's own custom fields are listed apart from the type's group fields.
    expect(record.custom_field_values_for_asset_form_builder_only.map((value: { label: string }) => value.label)).not.toContain('RAM (GB)');
    expect((await get(`${API}/edit-asset/${id}`)).body.data.asset).toMatchObject({ ram_gb: 32, disk_type: 'SSD' });
  });

  it('keeps the file sent with the asset, downloadable by the asset\'s link', async () => {
    const { status, body } = await save({ name: 'Label printer - Store', asset_type_id: '8' },
      [{ name: 'attachment', filename: 'manual.txt', content: 'Load labels face up.' }]);
    expect(status, JSON.stringify(body)).toBe(200);
    const attachment = (await read(body.data.id)).attachment;
    expect(attachment).toMatchObject({ value: 'manual.txt', size: 20 });
    const file = await call(built.app, agent, { method: 'GET', url: `/service-desk/download/${attachment.id}/sd_assets:${body.data.id}/attachment` });
    expect(file.status).toBe(200);
    expect(file.response.body).toBe('Load labels face up.');
  });

  it.each([
    [{ ram_gb: 'lots' }, { ram_gb: 'The ram (gb) must be a number.' }],
    [{ ram_gb: '0' }, { ram_gb: 'The ram (gb) must be at least 1.' }],
    [{ disk_type: 'Tape' }, { disk_type: 'The selected disk type is invalid.' }],
    [{ purchased_on: 'last year', name: '' }, { purchased_on: 'The purchased on is not a valid date.', name: 'This field is required.' }],
  ])('refuses %j with 412, writing nothing', async (fields, message) => {
    const before = [await count(built.app, 'sd_assets'), await count(built.app, 'custom_values'), await count(built.app, 'activity_log')];
    expect(await save({ ...laptop, ...fields })).toMatchObject({ status: 412, body: { success: false, message } });
    expect([await count(built.app, 'sd_assets'), await count(built.app, 'custom_values'), await count(built.app, 'activity_log')]).toEqual(before);
  });

  it('asks nothing of a type without a group: its values are neither required nor shown', async () => {
    const id = await create({ asset_type_id: MONITOR, ram_gb: '', disk_type: '', purchased_on: '' });
    expect((await read(id)).custom_field_values_for_asset_type).toEqual([]);
  });

  it('logs a changed value in the asset\'s activity log and keeps values an update does not send', async () => {
    const id = await create();
    expect((await save({ id: String(id), ram_gb: '64' })).status).toBe(200);
    expect((await get(`${API}/edit-asset/${id}`)).body.data.asset).toMatchObject({ ram_gb: 64, disk_type: 'SSD', purchased_on: '2025-03-31 09:30' });
    const log = (await get(`${API}/asset-log/${id}`)).body.data.asset_activity_logs.data[0].name;
    expect(log).toBe('<strong>Alan Agent</strong> changed <strong>RAM (GB)</strong> from <em>32</em> to <em>64</em>');
  });
});

describe('asset form groups', () => {
  it('lists the groups with their asset types', async () => {
    const { status, body } = await get(`${API}/get-form-group/asset`);
    expect(status).toBe(200);
    expect(body.data.form_groups).toEqual([expect.objectContaining({
      name: 'Hardware details', asset_type_ids: [4, 5], asset_types: [{ id: 4, name: 'Laptop' }, { id: 5, name: 'Desktop' }],
      fields: [expect.objectContaining({ key: 'purchased_on' }), expect.objectContaining({ key: 'ram_gb' }), expect.objectContaining({ key: 'disk_type' })],
    })]);
  });

  it('creates a group whose required field joins the form of its type, and updates it', async () => {
    const created = await call(built.app, admin, { method: 'POST', url: `${API}/post-form-group/asset`, ...multipartBody({
      name: 'Rack position', 'asset_type_ids[0]': '6',
      'fields[0][key]': 'rack_unit', 'fields[0][title]': 'Rack unit', 'fields[0][type]': 'integer', 'fields[0][required]': '1',
    }) });
    expect(created).toMatchObject({ status: 200, body: { success: true, message: 'Form group created successfully.', data: {
      name: 'Rack position', asset_type_ids: [6], asset_types: [{ id: 6, name: 'Server' }],
      fields: [{ key: 'rack_unit', title: 'Rack unit', type: 'integer', required: true }],
    } } });
    const id = created.body.data.id;
    expect((await get(RENDER)).body.data.form.allOf.map((branch: { title: string }) => branch.title)).toEqual(['Hardware details', 'Rack position']);
    expect((await save({ name: 'PowerEdge R760', asset_type_id: '6' })).body.message).toEqual({ rack_unit: 'This field is required.' });
    expect((await save({ name: 'PowerEdge R760', asset_type_id: '6', rack_unit: '12' })).status).toBe(200);
    const updated = await postGroup({ id, name: 'Rack', asset_type_ids: [6, 3], fields: [{ key: 'rack_unit', title: 'Rack unit', type: 'integer' }] });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Form group updated successfully.', data: { id, name: 'Rack', asset_type_ids: [6, 3] } } });
    expect(await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'form-group' AND record_id = ? ORDER BY id", id))
      .toEqual([{ action: 'created' }, { action: 'updated' }]);
  });

  it.each([
    [{ name: '', asset_type_ids: [4] }, { name: 'This field is required.' }],
    [{ name: '   ', asset_type_ids: [] }, { name: 'This field is required.', asset_type_ids: 'This field is required.' }],
    [{ name: 'Unknown types', asset_type_ids: [4, 999] }, { asset_type_ids: 'The selected asset type is invalid.' }],
    [{ name: 'Bad fields', asset_type_ids: [7], fields: [{ key: 'Size', title: 'Size', type: 'string' }, { key: 'inch', title: '', type: 'float' }] },
      { 'fields.0.key': 'The key must start with a small letter and hold only small letters, digits and _ (at most 50).',
        'fields.1.title': 'This field is required.', 'fields.1.type': 'The type must be string, integer or number.' }],
    [{ name: 'Taken keys', asset_type_ids: [7], fields: [{ key: 'identifier', title: 'I', type: 'string' }, { key: 'ram_gb', title: 'R', type: 'integer' }] },
      { 'fields.0.key': 'The key has already been taken.', 'fields.1.key': 'The key has already been taken.' }],
    [{ name: 'Shapes', asset_type_ids: [7], fields: [{ key: 'inches', title: 'Inches', type: 'number', enum: ['24'] }, { key: 'panel', title: 'Panel', type: 'string', maximum: 3 }] },
      { 'fields.0.enum': 'Only a string field can have enum.', 'fields.1.maximum': 'Only a number field can have maximum.' }],
  ])('refuses %j with 412, writing nothing', async (payload, message) => {
    const before = [await count(built.app, 'form_groups'), await count(built.app, 'activity_log')];
    expect(await postGroup(payload)).toMatchObject({ status: 412, body: { success: false, message } });
    expect([await count(built.app, 'form_groups'), await count(built.app, 'activity_log')]).toEqual(before);
  });

  it('needs an administrator to write, an agent to read, and a known asset group to update', async () => {
    expect((await postGroup({ name: 'Nope', asset_type_ids: [4] }, agent)).status).toBe(403);
    expect((await get(`${API}/get-form-group/asset`, user)).status).toBe(403);
    expect((await postGroup({ id: 424242, name: 'Gone', asset_type_ids: [4] })).status).toBe(404);
    // The change category's group is no asset group.
    const changeGroup = (await get(`${API}/get-form-group/change`)).body.data.form_groups[0].id;
    expect((await postGroup({ id: changeGroup, name: 'Crossed', asset_type_ids: [4] })).status).toBe(404);
  });
});
