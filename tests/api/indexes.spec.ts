import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, ON_POSTGRES, rows, type Built } from './helpers';

let built: Built;
beforeAll(async () => { built = await build(); });
afterAll(() => built.close());

/** The indexes of the server's naming on a table, each with the statement that makes it. */
const indexesOf = async (table: string, app = built.app) => await rows(app, app.db.dialect === 'sqlite'
  ? "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE 'idx_%'"
  : "SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ? AND indexname LIKE 'idx_%'", table) as Array<{ name: string; sql: string }>;

it('indexes each sorted and filtered column alone, and only the composites a resource file declares', async () => {
  const assets = await indexesOf('sd_assets');
  expect(assets.map((index) => index.name)).toEqual(expect.arrayContaining(['idx_sd_assets_name', 'idx_sd_assets_asset_type_id']));
  // asset.json declares one composite, type then status: every other index of the table is on one column.
  expect(assets.filter((index) => index.sql.includes(',')).map((index) => index.sql)).toEqual([ON_POSTGRES
    ? 'CREATE INDEX idx_sd_assets_asset_type_id_asset_status_id ON public.sd_assets USING btree (asset_type_id, asset_status_id)'
    : 'CREATE INDEX "idx_sd_assets_asset_type_id_asset_status_id" ON "sd_assets" ("asset_type_id", "asset_status_id")',
  ]);
  expect((await indexesOf('sd_vendors')).find((index) => index.name === 'idx_sd_vendors_status_id_name')?.sql)
    .toMatch(ON_POSTGRES ? /\(status_id, name COLLATE nocase\)/ : /"status_id", "name" COLLATE NOCASE/);
});

it('drops an index of its own naming that no resource file wants any more, on the next start', async () => {
  await built.app.db.exec('CREATE INDEX idx_sd_assets_asset_type_id_identifier ON sd_assets (asset_type_id, identifier)');
  const again = await build({ dataDir: built.dataDir });
  try {
    expect((await indexesOf('sd_assets', again.app)).map((index) => index.name)).not.toContain('idx_sd_assets_asset_type_id_identifier');
  } finally {
    await again.app.close();
  }
});
