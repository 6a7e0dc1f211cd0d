// @vitest-environment jsdom
// The real client against the real reference server over HTTP: cookies, CSRF, multipart, envelope, errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider, createDataProvider, createHttpClient } from '../../../src/engine/data';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import assetStatusFile from '../../../schemas/asset-status.json';
import assetTypeFile from '../../../schemas/asset-type.json';
import { build, PASSWORD, type Built } from '../../api/helpers';
import { browserFetch } from './browserFetch';

const definitions = [assetStatusFile, assetTypeFile].map((file) => defineResource(file as unknown as ResourceFile));

let server: Built;
let base: string;
beforeAll(async () => {
  server = await build();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await server.close(); });

describe('the HTTP client, data and auth providers against the reference server', () => {
  it('logs in, creates, lists with a search, maps a 412 onto its field, deletes, and 401s after logout', async () => {
    const http = createHttpClient(base, browserFetch());
    const auth = createAuthProvider(http);
    const data = createDataProvider(definitions, http);

    await expect(auth.checkAuth({})).rejects.toMatchObject({ status: 401 });
    await expect(auth.login({ username: 'admin@example.com', password: 'wrong' }))
      .rejects.toMatchObject({ status: 401, message: 'These credentials do not match our records.' });
    await auth.login({ username: 'admin@example.com', password: PASSWORD });
    expect(await auth.getPermissions!({})).toBe('admin');

    const created = await data.create('asset-status', { data: { name: 'Quarantined <b>x</b>', description: '<p>Held back</p>' } });
    expect(created.meta).toEqual({ message: 'Asset status created successfully.' });
    expect(created.data).toMatchObject({ name: 'Quarantined <b>x</b>', is_edit: true });

    const found = await data.getList('asset-status', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { q: '  Quarantined ' } });
    expect(found.total).toBe(1);
    expect(found.data[0].id).toBe(created.data.id);

    await expect(data.update('asset-status', { id: created.data.id, data: { name: 'x'.repeat(51), description: '<p>x</p>' }, previousData: created.data }))
      .rejects.toMatchObject({ status: 412, body: { errors: { name: 'The name should be less than 50 characters.' } } });

    const parent = (await data.lookup('/service-desk/api/dependency/asset_types', { search: 'a' }))[0];
    const child = await data.create('asset-type', { data: { name: 'Tablet', parent_id: parent.id, is_default: false } });
    expect((await data.getOne('asset-type', { id: child.data.id })).data).toMatchObject({ parent_id: parent.id, parent: { id: parent.id, name: parent.name } });

    expect((await data.delete('asset-status', { id: created.data.id, previousData: created.data })).meta)
      .toEqual({ message: 'Asset status deleted successfully.' });
    await expect(data.getOne('asset-status', { id: created.data.id })).rejects.toMatchObject({ status: 404 });

    await auth.logout({});
    await expect(data.getList('asset-status', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} }))
      .rejects.toMatchObject({ status: 401 });
  });
});
