// Products through the real server: the form's rules, an
// asset type that cannot change once set, assets held through the asset's own product_id (so the
// asset page and the asset list's product_ids filter agree), vendors attached in the link table and
// listed from the vendor's page, the look-ups, and bad input that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, type Built, type Session, signedIn } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string) => call(built.app, admin, { method: 'GET', url });
const post = (url: string, payload?: object, session = admin) => call(built.app, session, { method: 'POST', url, ...(payload ? { payload } : {}) });
const remove = (url: string) => call(built.app, admin, { method: 'DELETE', url });
const product = { name: 'Surface Laptop 6', status_id: '1', manufacturer: 'Microsoft', product_status_id: '1', procurement_mode_id: '1',
  department_id: '2', description: '<p>Standard laptop</p>' };
const save = (fields: Record<string, string>, session = admin) =>
  call(built.app, session, { method: 'POST', url: `${API}/product`, ...multipartBody(fields) });
const createProduct = async (fields: Record<string, string> = {}) => {
  const saved = await save({ ...product, ...fields });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return saved.body.data.id as number;
};
const productOf = async (id: number) => (await get(`${API}/product/${id}`)).body.data.product;
const assetOf = async (id: number) => (await get(`${API}/asset/${id}`)).body.data;
const idsOf = (list: Array<{ id: number }>) => list.map((row) => row.id);

describe('the form', () => {
  it('creates, reads in the spec shape and updates', async () => {
    const saved = await save({ ...product, asset_type_id: '4' });
    expect(saved.body).toMatchObject({ success: true, message: 'Product created successfully.' });
    expect(await productOf(saved.body.data.id)).toMatchObject({ name: 'Surface Laptop 6', status_id: 1, manufacturer: 'Microsoft',
      product_status: { id: 1, name: 'In pipeline' }, procurement: { id: 1, name: 'Purchase' }, department: { id: 2 }, asset_type: { id: 4, name: 'Laptop' } });
    const updated = await save({ id: String(saved.body.data.id), status_id: '0' });
    expect(updated.body).toMatchObject({ message: 'Product updated successfully.', data: { status_id: 0 } });
  });

  it.each(['name', 'manufacturer', 'product_status_id', 'procurement_mode_id', 'department_id', 'description'])('refuses a product without %s (412) and writes nothing', async (field) => {
    const before = await count(built.app, 'sd_products');
    expect(await save({ ...product, [field]: '' })).toMatchObject({ status: 412, body: { success: false, message: { [field]: 'This field is required.' } } });
    expect(await count(built.app, 'sd_products')).toBe(before);
  });

  it('refuses a status other than enable (1) or disable (0)', async () => {
    expect((await save({ ...product, status_id: '2' })).status).toBe(412);
  });

  it('takes an asset type later, but never changes it once set', async () => {
    const id = await createProduct();
    expect((await save({ id: String(id), asset_type_id: '5' })).status).toBe(200);
    const refused = await save({ id: String(id), asset_type_id: '6' });
    expect(refused).toMatchObject({ status: 412, body: { success: false, message: { asset_type_id: 'The asset type cannot be changed once set.' } } });
    expect((await save({ id: String(id), asset_type_id: '' })).status).toBe(412);
    expect((await save({ id: String(id), asset_type_id: '5', name: 'Same type again' })).status).toBe(200);
    expect((await productOf(id)).asset_type).toMatchObject({ id: 5 });
  });

  it('keeps hostile HTML in the name as text', async () => {
    const id = await createProduct({ name: '<script>alert(1)</script>' });
    expect((await productOf(id)).name).toBe('<script>alert(1)</script>');
    const lookup = (await get(`${API}/dependency/products?search-query=script`)).body.data.products;
    expect(lookup).toContainEqual({ id, name: '<script>alert(1)</script>' });
  });

  it('is administrative: an agent may read but not write', async () => {
    expect((await call(built.app, agent, { method: 'GET', url: `${API}/product-list` })).status).toBe(200);
    expect((await save(product, agent)).status).toBe(403);
  });
});

describe('the list', () => {
  it('lists the seeded products under data.products, sorted and filtered by status', async () => {
    const body = (await get(`${API}/product-list?sort-field=name&sort-order=asc&limit=100`)).body;
    expect(body.data.total).toBeGreaterThanOrEqual(12);
    const names = body.data.products.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const disabled = (await get(`${API}/product-list?status_ids[0]=0&limit=100`)).body.data.products;
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.every((row: { status_id: number }) => row.status_id === 0)).toBe(true);
    expect((await get(`${API}/product-list?sort-field=manufacturer&sort-order=desc`)).status).toBe(200);
  });
});

describe('assets', () => {
  it('attaches assets by setting their product, so the asset page and the asset list agree, and detaches them', async () => {
    const id = await createProduct();
    expect(await post(`${API}/product/attach-asset`, { product_id: id, asset_ids: [11, 12] })).toMatchObject({ status: 200, body: { message: 'Assets attached successfully.' } });
    expect(await assetOf(11)).toMatchObject({ product_id: id, product: { id, name: 'Surface Laptop 6' } });
    expect(idsOf((await get(`${API}/asset-list?product_ids[0]=${id}`)).body.data.data).sort()).toEqual([11, 12]);
    expect(idsOf((await get(`${API}/asset-list?product_id[0]=${id}&limit=100`)).body.data.data)).not.toContain(11);
    expect((await remove(`${API}/product/detach-asset/${id}/11`)).body).toEqual({ success: true, message: 'Asset detached successfully.' });
    expect((await assetOf(11)).product_id ?? null).toBeNull();
    expect((await remove(`${API}/product/detach-asset/${id}/11`)).status).toBe(404);
  });

  it('refuses no assets with the spec message, an unknown asset or product, and writes nothing', async () => {
    const id = await createProduct();
    expect(await post(`${API}/product/attach-asset`, { product_id: id, asset_ids: [] })).toMatchObject({ status: 412, body: { message: { asset_ids: 'Please select assets.' } } });
    expect((await post(`${API}/product/attach-asset`, { product_id: id, asset_ids: [13, 999999] })).status).toBe(412);
    expect((await assetOf(13)).product_id === id).toBe(false);
    expect((await post(`${API}/product/attach-asset`, { product_id: 999999, asset_ids: [13] })).status).toBe(404);
    expect(await post(`${API}/product/attach-asset`, { asset_ids: [13] })).toMatchObject({ status: 412, body: { message: { product_id: 'This field is required.' } } });
  });

  it('deleting a product leaves its assets without a product', async () => {
    const id = await createProduct();
    await post(`${API}/product/attach-asset`, { product_id: id, asset_ids: [14] });
    expect((await remove(`${API}/product-delete/${id}`)).body).toEqual({ success: true, message: 'Product deleted successfully.' });
    expect((await assetOf(14)).product_id ?? null).toBeNull();
  });
});

describe('vendors', () => {
  it('attaches vendors, lists them, shows the product on the vendor page, and detaches them', async () => {
    const id = await createProduct({ name: 'Vendor test product' });
    expect((await get(`${API}/dependency/vendors_based_on_product?product_id=${id}&limit=100`)).body.data.vendors_based_on_product.map((v: { id: number }) => v.id)).toContain(5);
    expect(await post(`${API}/product/attach/vendor`, { product_id: id, vendor_ids: [5, 6] })).toMatchObject({ status: 200, body: { message: 'Vendors attached successfully.' } });
    const listed = (await get(`${API}/product/vendor/${id}`)).body;
    expect(listed.data.total).toBe(2);
    expect(idsOf(listed.data.vendors).sort()).toEqual([5, 6]);
    expect((await get(`${API}/dependency/vendors_based_on_product?product_id=${id}&limit=100`)).body.data.vendors_based_on_product.map((v: { id: number }) => v.id)).not.toContain(5);
    const products = (await get(`${API}/vendor/product/5?sort-field=name`)).body.data.products;
    expect(products).toContainEqual(expect.objectContaining({ id, name: 'Vendor test product', manufacturer: 'Microsoft', product_status: { id: 1, name: 'In pipeline' } }));
    expect((await remove(`${API}/product/detach-vendor/${id}/5`)).status).toBe(200);
    expect(idsOf((await get(`${API}/vendor/product/5`)).body.data.products)).not.toContain(id);
  });

  it('refuses an empty vendor list and an unknown vendor', async () => {
    const id = await createProduct();
    expect(await post(`${API}/product/attach/vendor`, { product_id: id, vendor_ids: [] })).toMatchObject({ status: 412, body: { message: { vendor_ids: 'Please select vendors.' } } });
    expect((await post(`${API}/product/attach/vendor`, { product_id: id, vendor_ids: [999999] })).status).toBe(412);
    expect((await get(`${API}/product/vendor/${id}`)).body.data.total).toBe(0);
  });

  it('a vendor created from a product is attached to it', async () => {
    const id = await createProduct();
    const vendor = { name: 'Contoso', email: 'sales@contoso.example.com', primary_contact: 'Ann', address: 'Main St 1', description: '<p>c</p>', product_id: String(id) };
    const saved = await call(built.app, admin, { method: 'POST', url: `${API}/vendor`, ...multipartBody(vendor) });
    expect(idsOf((await get(`${API}/product/vendor/${id}`)).body.data.vendors)).toEqual([saved.body.data.id]);
  });

  it('the seeded products hold vendors and assets', async () => {
    expect((await get(`${API}/product/vendor/1`)).body.data.total).toBeGreaterThan(0);
    expect((await get(`${API}/asset-list?product_ids[0]=1`)).body.data.total).toBeGreaterThan(0);
    expect((await get(`${API}/dependency/product_statuses`)).body.data.product_statuses.length).toBe(3);
    expect((await get(`${API}/dependency/product_proc_mode`)).body.data.product_proc_mode.length).toBeGreaterThan(0);
  });
});

describe('the list filters', () => {
  it('filters by words in the name and the manufacturer (filter kind text), case-insensitively', async () => {
    const id = await createProduct({ name: 'ThinkPad X1 Carbon Gen 12', manufacturer: 'Lenovo Group' });
    const names = async (query: string) => (await get(`${API}/product-list?limit=100&${query}`)).body.data.products.map((row: { id: number; name: string }) => row.id);
    expect(await names('name=x1%20carbon')).toEqual([id]);
    expect(await names('manufacturer=LENOVO')).toContain(id);
    expect(await names('manufacturer=lenovo&name=no%20such%20words')).toEqual([]);
    // A LIKE wildcard is a character like any other.
    expect(await names('name=%25')).toEqual([]);
  });
});
