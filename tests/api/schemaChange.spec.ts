import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { columnNames } from '../../server/database/tableColumns';
import { build, call, login, multipartBody, ON_POSTGRES, postgresOf, rows, searchedOnPostgres } from './helpers';

const work = mkdtempSync(join(tmpdir(), 'sd-schema-'));
const schemasDir = join(work, 'schemas');
const dataDir = join(work, 'data');
afterAll(async () => {
  await (await postgresOf(dataDir))?.drop();
  rmSync(work, { recursive: true, force: true });
});

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
    expect(await columnNames(second.app.db, 'sd_vendors')).toContain('phone');
    expect(await rows(second.app, ON_POSTGRES ? "SELECT indexname FROM pg_indexes WHERE indexname = 'idx_sd_vendors_phone'"
      : "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'idx_sd_vendors_phone'")).toHaveLength(1);
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
  // The columns the search index holds: SQLite's full-text table, or those PostgreSQL's search column joins.
  const columns = async (app: typeof first.app) => ON_POSTGRES ? searchedOnPostgres(app.db, 'sd_vendors') : columnNames(app.db, 'fts_sd_vendors');
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
    if (!ON_POSTGRES) { // PostgreSQL's trigram index holds no rows of its own to ask.
      const indexed = (await rows(second.app, 'SELECT rowid FROM fts_sd_vendors WHERE fts_sd_vendors MATCH ?', `"${piece.toLowerCase()}"`)).map((row) => row.rowid);
      expect(indexed).toContain(address.id);
    }
    // The e-mail is no longer searched.
    const [{ email }] = await rows(second.app, 'SELECT email FROM sd_vendors WHERE id = ?', address.id);
    const byEmail = await call(second.app, admin, { method: 'GET', url: `/service-desk/api/vendor-list?search-query=${encodeURIComponent(email)}` });
    expect(byEmail.body.data.total).toBe(0);
  } finally {
    await second.close();
  }
});
