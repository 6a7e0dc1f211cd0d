// A property an administrator adds to schemas/asset.json is importable with no code change: it is a
// column to map, its cells are converted and validated by its schema, and it is stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, login, rows, schemasWithProperties, type Built, type Session } from './helpers';
import { failedRows, imported, mapping, uploaded } from './importHelpers';

const work = mkdtempSync(join(tmpdir(), 'sd-import-field-'));
let built: Built;
let admin: Session;
beforeAll(async () => {
  const schemasDir = schemasWithProperties(work, 'asset', {
    serial_number: { type: 'string', title: 'Serial number', maxLength: 20, 'x-custom': true },
    warranty_months: { type: 'integer', title: 'Warranty months', minimum: 0, maximum: 120 },
    leased: { type: 'boolean', title: 'Leased' },
    tier: { type: 'string', title: 'Tier', enum: ['gold', 'silver'] },
  });
  built = await build({ schemasDir, dataDir: join(work, 'data') });
  admin = await login(built.app);
}, 60000);
afterAll(async () => {
  await built.close();
  rmSync(work, { recursive: true, force: true });
});

it('offers the new properties for mapping and imports them, refusing what their schema refuses', async () => {
  const csv = 'Name,Asset type,Serial number,Warranty months,Leased,Tier\n'
    + 'New 1,Laptop,SN-1,24,yes,gold\n'
    + 'New 2,Laptop,SN-2-WAY-TOO-LONG-FOR-IT,500,maybe,bronze\n';
  const id = await uploaded(built.app, admin, csv);
  const columns = (await mapping(built.app, admin, id)).body.data.columns_to_import;
  expect(columns.filter((c: any) => ['serial_number', 'warranty_months', 'leased', 'tier'].includes(c.uuid)).map((c: any) => [c.uuid, c.type, c.mapped_to]))
    .toEqual([['serial_number', 'text', 3], ['warranty_months', 'integer', 4], ['leased', 'boolean', 5], ['tier', 'choice', 6]]);
  const result = await imported(built.app, admin, csv);
  expect(result.summary).toMatchObject({ totalCreated: 1, totalFailed: 1 });
  expect(await rows(built.app, "SELECT serial_number, warranty_months, leased, tier FROM sd_assets WHERE name = 'New 1'"))
    .toEqual([{ serial_number: 'SN-1', warranty_months: 24, leased: 1, tier: 'gold' }]);
  const { list } = await failedRows(built.app, admin, result.id);
  expect(list.map((r: any) => r.field)).toEqual(['Leased', 'Tier', 'Serial number', 'Warranty months']);
  expect(list.find((r: any) => r.field === 'Leased').comment).toBe('"maybe" is not yes or no.');
  expect(list.find((r: any) => r.field === 'Tier').comment).toBe('"bronze" is not one of: gold, silver.');
});
