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
    expect(rows(second.app, 'PRAGMA table_info(sd_vendors)').map((c) => c.name)).toContain('phone');
    expect(rows(second.app, "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'idx_sd_vendors_phone'")).toHaveLength(1);
    expect(rows(second.app, 'SELECT COUNT(*) AS n FROM sd_vendors')[0].n).toBe(40);
    const admin = await login(second.app);
    const saved = await call(second.app, admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', phone: '+49 30 1234' }) });
    expect(saved.body.data.phone).toBe('+49 30 1234');
    const tooLong = await call(second.app, admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', phone: '1'.repeat(31) }) });
    expect(tooLong.status).toBe(412);
  } finally {
    await second.close();
  }
});
