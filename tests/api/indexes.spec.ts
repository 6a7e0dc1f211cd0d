import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, rows, type Built } from './helpers';

let built: Built;
beforeAll(async () => { built = await build(); });
afterAll(() => built.close());

const indexesOf = async (table: string) =>
  await rows(built.app, "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE 'idx_%'", table) as Array<{ name: string; sql: string }>;

it('indexes each sorted and filtered column alone, and only the composites a resource file declares', async () => {
  const assets = await indexesOf('sd_assets');
  expect(assets.map((index) => index.name)).toEqual(expect.arrayContaining(['idx_sd_assets_name', 'idx_sd_assets_asset_type_id']));
  // asset.json declares one composite, type then status: every other index of the table is on one column.
  expect(assets.filter((index) => index.sql.includes(',')).map((index) => index.sql)).toEqual([
    'CREATE INDEX "idx_sd_assets_asset_type_id_asset_status_id" ON "sd_assets" ("asset_type_id", "asset_status_id")',
  ]);
  expect((await indexesOf('sd_vendors')).find((index) => index.name === 'idx_sd_vendors_status_id_name')?.sql).toMatch(/"status_id", "name" COLLATE NOCASE/);
});

it('drops an index of its own naming that no resource file wants any more, on the next start', async () => {
  await built.app.db.exec('CREATE INDEX idx_sd_assets_asset_type_id_identifier ON sd_assets (asset_type_id, identifier)');
  const again = await build({ dataDir: built.dataDir });
  try {
    expect(await rows(again.app, "SELECT name FROM sqlite_master WHERE name = 'idx_sd_assets_asset_type_id_identifier'")).toEqual([]);
  } finally {
    await again.app.close();
  }
});
