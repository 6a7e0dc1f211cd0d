import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, count, login, multipartBody, rows, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
beforeAll(async () => { built = await build(); admin = await login(built.app); });
afterAll(() => built.close());

const post = (url: string, fields: Record<string, string>) => call(built.app, admin, { method: 'POST', url, ...multipartBody(fields) });
const vendor = { name: 'Northwind Traders', email: 'sales@northwind.example.com', primary_contact: 'Nancy Davolio', address: '1 Main Street', description: '<p>Food</p>', status_id: '1' };

describe('get, save, delete', () => {
  it('gets a record in read shape at data', async () => {
    const { status, body } = await call(built.app, admin, { method: 'GET', url: '/service-desk/api/vendor/1' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, name: 'Dell Technologies', status: { id: 1, name: 'Active' }, is_edit: true, is_delete: true });
  });

  it.each([['abc', 400], ['0', 400], ['1.5', 400], ['999999', 404]])('answers GET /vendor/%s with %i', async (id, status) => {
    const response = await call(built.app, admin, { method: 'GET', url: `/service-desk/api/vendor/${id}` });
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    if (status === 404) expect(response.body.message).toBe('Record not found.');
  });

  it('creates from multipart, updates with id, deletes, with the spec messages', async () => {
    const created = await post('/service-desk/api/vendor', { ...vendor, name: '  Northwind Traders  ', product_id: '3' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, message: 'Vendor created successfully.', data: { name: 'Northwind Traders', status: { id: 1, name: 'Active' } } });
    const id = created.body.data.id;
    const updated = await post('/service-desk/api/vendor', { id: String(id), status_id: '0' });
    expect(updated.body).toMatchObject({ message: 'Vendor updated successfully.', data: { id, name: 'Northwind Traders', status: { id: 0, name: 'Inactive' } } });
    const removed = await call(built.app, admin, { method: 'DELETE', url: `/service-desk/api/vendor/${id}` });
    expect(removed.body).toEqual({ success: true, message: 'Vendor deleted successfully.' });
    expect((await call(built.app, admin, { method: 'GET', url: `/service-desk/api/vendor/${id}` })).status).toBe(404);
  });

  it('requires only the vendor fields the spec names; a vendor without status_id is saved Active', async () => {
    const { status_id: _omitted, ...withoutStatus } = vendor;
    const created = await post('/service-desk/api/vendor', withoutStatus);
    expect(created).toMatchObject({ status: 200, body: { success: true, data: { status: { id: 1, name: 'Active' } } } });
    const empty = await post('/service-desk/api/vendor', {});
    expect(empty.status).toBe(412);
    expect(Object.keys(empty.body.message).sort()).toEqual(['address', 'description', 'email', 'name', 'primary_contact']);
  });

  it('accepts a JSON body too', async () => {
    const created = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/contract-type', payload: { name: 'Consulting' } });
    expect(created).toMatchObject({ status: 200, body: { message: 'Contract type created successfully.', data: { name: 'Consulting' } } });
    const typed = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/vendor', payload: { ...vendor, status_id: 0 } });
    expect(typed.body.data.status).toEqual({ id: 0, name: 'Inactive' });
    const flag = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/asset-type', payload: { name: 'Phablet', parent_id: '1', is_default: false } });
    expect(flag.body.data).toMatchObject({ parent_id: 1, is_default: false });
  });

  it('stores plain text verbatim (it is shown as text) and rich text sanitised, and returns them as data', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const created = await post('/service-desk/api/vendor', { ...vendor, name: hostile, description: `<p>Ours ${hostile}</p>` });
    expect(created.body.data.name).toBe(hostile);
    const read = await call(built.app, admin, { method: 'GET', url: `/service-desk/api/vendor/${created.body.data.id}` });
    expect(read.body.data.description).toBe('<p>Ours <img src="x"></p>');
  });

  it('keeps one default asset type, and refuses a type as its own parent or under its child', async () => {
    const created = await post('/service-desk/api/asset-type', { name: 'Tablet', parent_id: '1', is_default: 'on' });
    expect(created.body.data).toMatchObject({ is_default: true, parent: { id: 1, name: 'Hardware' } });
    expect(await rows(built.app, 'SELECT id FROM sd_asset_types WHERE is_default = 1')).toEqual([{ id: created.body.data.id }]);
    expect((await post('/service-desk/api/asset-type', { id: '1', parent_id: '1' })).body.message).toEqual({ parent_id: 'The parent cannot be the asset type itself.' });
    expect((await post('/service-desk/api/asset-type', { id: '1', parent_id: '4' })).body.message).toEqual({ parent_id: 'The selected parent is invalid.' });
    expect((await post('/service-desk/api/asset-type', { name: 'Orphan', parent_id: '9999' })).body.message).toEqual({ parent_id: 'The selected parent is invalid.' });
    const cleared = await post('/service-desk/api/asset-type', { id: String(created.body.data.id), parent_id: '' });
    expect(cleared.body.data).toMatchObject({ parent_id: null, parent: null });
  });

  it('answers 404 for saving or deleting an id that does not exist', async () => {
    expect((await post('/service-desk/api/contract-type', { id: '424242', name: 'Ghost' })).status).toBe(404);
    expect((await call(built.app, admin, { method: 'DELETE', url: '/service-desk/api/contract-type/424242' })).status).toBe(404);
    expect((await post('/service-desk/api/contract-type', { id: 'abc', name: 'Ghost' })).status).toBe(400);
  });
});

describe('validation: 412 with the exact messages, nothing written', () => {
  const cases: Array<[string, string, Record<string, string>, Record<string, string>]> = [
    ['51-char asset status name', '/service-desk/api/asset-status', { name: 'x'.repeat(51), description: '<p>ok</p>' }, { name: 'The name should be less than 50 characters.' }],
    ['empty rich text', '/service-desk/api/asset-status', { name: 'Lost', description: '<p><br></p>' }, { description: 'This field is required.' }],
    ['vendor bad email', '/service-desk/api/vendor', { ...vendor, email: 'not-an-email' }, { email: 'The email must be a valid email address.' }],
    ['vendor required fields', '/service-desk/api/vendor', { name: '  ', description: '<p></p>' }, {
      name: 'This field is required.', email: 'This field is required.', primary_contact: 'This field is required.',
      address: 'This field is required.', description: 'This field is required.' }],
    ['missing name', '/service-desk/api/contract-type', {}, { name: 'This field is required.' }],
  ];
  it.each(cases)('%s', async (_label, url, fields, messages) => {
    const before = await count(built.app, 'activity_log');
    const { status, body } = await post(url, fields);
    expect(status).toBe(412);
    expect(body).toEqual({ success: false, message: messages });
    expect(await count(built.app, 'activity_log')).toBe(before);
  });
});

describe('broken requests: 400, nothing written', () => {
  const url = '/service-desk/api/contract-type';
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['malformed JSON', { 'content-type': 'application/json' }, '{"name": "x"', 'Malformed JSON body.'],
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2]', 'The request body must be a JSON object.'],
    ['malformed multipart', { 'content-type': 'multipart/form-data; boundary=abc' }, '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken', 'Malformed multipart body.'],
    ['wrong content type', { 'content-type': 'text/plain' }, 'name=x', 'Unsupported content type.'],
    ['urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x', 'Unsupported content type.'],
  ];
  it.each(cases)('%s', async (_label, headers, payload, message) => {
    const before = await count(built.app, 'sd_contract_types');
    const response = await call(built.app, admin, { method: 'POST', url, payload, headers });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await count(built.app, 'sd_contract_types')).toBe(before);
  });

  it('a POST without a body', async () => {
    expect((await call(built.app, admin, { method: 'POST', url })).body).toEqual({ success: false, message: 'Unsupported content type.' });
  });
});

describe('activity log', () => {
  it('writes one entry per create, update and delete with the changed fields', async () => {
    const created = await post('/service-desk/api/license-type', { name: 'Named user' });
    const id = created.body.data.id;
    await post('/service-desk/api/license-type', { id: String(id), name: 'Named user plus' });
    await call(built.app, admin, { method: 'DELETE', url: `/service-desk/api/license-type/${id}` });
    const log = await rows(built.app, "SELECT action, user_id, changes FROM activity_log WHERE resource = 'license-type' AND record_id = ? ORDER BY id", id);
    expect(log.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log.every((entry) => entry.user_id === 1)).toBe(true);
    expect(JSON.parse(log[0].changes).name).toEqual([null, 'Named user']);
    expect(JSON.parse(log[1].changes)).toEqual({ name: ['Named user', 'Named user plus'] });
    expect(JSON.parse(log[2].changes).name).toEqual(['Named user plus', null]);
  });

  it('writes nothing when a save fails', async () => {
    const before = await count(built.app, 'activity_log');
    await post('/service-desk/api/license-type', { name: '' });
    await post('/service-desk/api/license-type', { id: '999', name: 'x' });
    expect(await count(built.app, 'activity_log')).toBe(before);
  });
});
