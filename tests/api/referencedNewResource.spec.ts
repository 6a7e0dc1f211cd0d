// A new resource in one file, referenced by an asset property, through the real server with no code
// touched: its own list, create and show, its look-up in the asset form's select, the asset list's
// filter on it, the asset record naming it, the report exports and the import's mapping.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildingModel } from '../fixtures/buildingModel';
import { build, call, login, multipartBody, rows, type Built, type Session } from './helpers';
import { imported, mapping, uploaded } from './importHelpers';

const API = '/service-desk/api';
const work = mkdtempSync(join(tmpdir(), 'sd-new-resource-'));
let built: Built;
let admin: Session;
let buildings: Record<string, number>;

const send = (method: 'GET' | 'POST', url: string, payload?: object) => call(built.app, admin, { method, url, ...(payload ? { payload } : {}) });
const saveBuilding = async (name: string) => {
  const { status, body } = await call(built.app, admin, { method: 'POST', url: `${API}/building`, ...multipartBody({ name, address: `${name} street 1` }) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id as number;
};
const saveAsset = (fields: Record<string, string>) => call(built.app, admin, { method: 'POST', url: `${API}/asset`, ...multipartBody(fields) });
const laptopType = async () => (await rows(built.app, "SELECT id FROM sd_asset_types WHERE name = 'Laptop'"))[0].id as number;

beforeAll(async () => {
  built = await build({ schemasDir: buildingModel(work), dataDir: join(work, 'data') });
  admin = await login(built.app);
  buildings = { north: await saveBuilding('North Tower'), south: await saveBuilding('South Annex') };
}, 60_000);
afterAll(async () => {
  await built.close();
  rmSync(work, { recursive: true, force: true });
});

it('lists, creates and reads the new resource at the URLs its file declares', async () => {
  const list = await send('GET', `${API}/building-list?search-query=North`);
  expect(list.body.data).toMatchObject({ total: 1, buildings: [{ id: buildings.north, name: 'North Tower', address: 'North Tower street 1' }] });
  expect((await send('GET', `${API}/building/${buildings.south}`)).body.data).toMatchObject({ id: buildings.south, name: 'South Annex' });
});

it('offers it through a look-up named after it, searchable, and by ids', async () => {
  const all = await send('GET', `${API}/dependency/building?limit=all`);
  expect(all.status).toBe(200);
  expect(all.body.data.building.map((item: { name: string }) => item.name).sort()).toEqual(['North Tower', 'South Annex']);
  const found = await send('GET', `${API}/dependency/building?search-query=ann`);
  expect(found.body.data.building).toEqual([{ id: buildings.south, name: 'South Annex' }]);
  const byId = await send('GET', `${API}/dependency/building?ids[0]=${buildings.north}`);
  expect(byId.body.data.building).toEqual([{ id: buildings.north, name: 'North Tower' }]);
});

it('saves an asset referencing it, refuses an id it does not hold, and filters the asset list by it', async () => {
  const saved = await saveAsset({ name: 'Core switch', asset_type_id: String(await laptopType()), building_id: String(buildings.north) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const refused = await saveAsset({ name: 'Nowhere', asset_type_id: String(await laptopType()), building_id: '9999' });
  expect(refused.status).toBe(412);
  expect(JSON.stringify(refused.body)).toContain('The selected building is invalid.');
  const filtered = await send('GET', `${API}/asset-list?building_ids[0]=${buildings.north}`);
  expect(filtered.body.data.total).toBe(1);
  expect(filtered.body.data.data[0]).toMatchObject({ name: 'Core switch', building_id: buildings.north });
  expect((await send('GET', `${API}/asset-list?building_ids[0]=${buildings.south}`)).body.data.total).toBe(0);
});

it('exports the asset report with the building by name, in CSV and Excel', async () => {
  const report = await send('POST', `${API}/reports/create`, {
    name: 'By building', type: 'asset', chart_type: 'bar',
    fields: [{ key: 'building_ids', value: [buildings.north] }], report_column_keys: ['name', 'building_id'],
  });
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  const csv = await send('GET', `${API}/export/csv?filter_id=${report.body.data.id}`);
  expect(Papa.parse(csv.body as unknown as string, { skipEmptyLines: true }).data).toEqual([['Name', 'Building'], ['Core switch', 'North Tower']]);
  const excel = await call(built.app, admin, { method: 'GET', url: `${API}/export/excel?filter_id=${report.body.data.id}` });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(excel.response.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets[0].getRow(2).values).toEqual([undefined, 'Core switch', 'North Tower']);
});

it('maps an import column to it by its title and resolves the names', async () => {
  const csv = 'Name,Asset type,Building\nDesk phone 1,Laptop,South Annex\nDesk phone 2,Laptop,Nowhere House\n';
  const id = await uploaded(built.app, admin, csv);
  const columns = (await mapping(built.app, admin, id)).body.data.columns_to_import;
  expect(columns.find((column: { uuid: string }) => column.uuid === 'building_id')).toMatchObject({ type: 'reference', mapped_to: 3 });
  const result = await imported(built.app, admin, csv);
  expect(result.summary).toMatchObject({ totalCreated: 1, totalFailed: 1 });
  expect(await rows(built.app, "SELECT building_id FROM sd_assets WHERE name = 'Desk phone 1'")).toEqual([{ building_id: buildings.south }]);
});
