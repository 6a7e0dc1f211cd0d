import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { build, call, login, multipartBody, rows } from './helpers';

const work = mkdtempSync(join(tmpdir(), 'sd-schema-'));
const schemasDir = join(work, 'schemas');
const dataDir = join(work, 'data');
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('adds the column of a property an administrator added, keeping the data', async () => {
  cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
  const first = await build({ schemasDir, dataDir });
  await first.close();

  const file = join(schemasDir, 'vendor.json');
  const vendor = JSON.parse(readFileSync(file, 'utf8'));
  vendor.properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
  vendor['x-list'].sortable.push('phone');
  writeFileSync(file, JSON.stringify(vendor));

  const second = await build({ schemasDir, dataDir });
  try {
    expect((await rows(second.app, 'PRAGMA table_info(sd_vendors)')).map((c) => c.name)).toContain('phone');
    expect(await rows(second.app, "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'idx_sd_vendors_phone'")).toHaveLength(1);
    expect((await rows(second.app, 'SELECT COUNT(*) AS n FROM sd_vendors'))[0].n).toBe(40);
    const admin = await login(second.app);
    const saved = await call(second.app, admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', phone: '+49 30 1234' }) });
    expect(saved.body.data.phone).toBe('+49 30 1234');
    const tooLong = await call(second.app, admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', phone: '1'.repeat(31) }) });
    expect(tooLong.status).toBe(412);
  } finally {
    await second.close();
  }
});

it('searches a property added to x-list.search through the index after the next start, and drops one taken out', async () => {
  const first = await build({ schemasDir, dataDir });
  const address = (await rows(first.app, 'SELECT id, address FROM sd_vendors ORDER BY id LIMIT 1'))[0] as { id: number; address: string };
  const columns = async (app: typeof first.app) => (await rows(app, "SELECT name FROM pragma_table_info('fts_sd_vendors')")).map((c) => c.name);
  expect(await columns(first.app)).toEqual(['name', 'email', 'primary_contact']);
  await first.close();

  const file = join(schemasDir, 'vendor.json');
  const vendor = JSON.parse(readFileSync(file, 'utf8'));
  vendor['x-list'].search = ['name', 'primary_contact', 'address'];
  writeFileSync(file, JSON.stringify(vendor));

  const second = await build({ schemasDir, dataDir });
  try {
    expect(await columns(second.app)).toEqual(['name', 'primary_contact', 'address']);
    // A piece of the address, long enough to go through the index, found with no code changed.
    const piece = address.address.slice(1, 9).trim().toUpperCase();
    expect(piece.trim().length).toBeGreaterThanOrEqual(3);
    const admin = await login(second.app);
    const { body } = await call(second.app, admin, { method: 'GET', url: `/service-desk/api/vendor-list?search-query=${encodeURIComponent(piece)}&limit=100` });
    expect(body.data.vendors.map((v: { id: number }) => v.id)).toContain(address.id);
    const indexed = (await rows(second.app, 'SELECT rowid FROM fts_sd_vendors WHERE fts_sd_vendors MATCH ?', `"${piece.toLowerCase()}"`)).map((row) => row.rowid);
    expect(indexed).toContain(address.id);
    // The e-mail is no longer searched.
    const [{ email }] = await rows(second.app, 'SELECT email FROM sd_vendors WHERE id = ?', address.id);
    const byEmail = await call(second.app, admin, { method: 'GET', url: `/service-desk/api/vendor-list?search-query=${encodeURIComponent(email)}` });
    expect(byEmail.body.data.total).toBe(0);
  } finally {
    await second.close();
  }
});
