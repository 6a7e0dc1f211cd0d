// Asset reports through the real server: every report row, the asset list's
// count=true / column=true / filter_id answers checked against SQL, and the CSV and Excel exports
// (formula cells neutralised, numbers numeric, more rows than one batch).
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../../server/database/sqlClient';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { call, count, rows, signedIn, type Built, type Session } from './helpers';

const API = '/service-desk/api';
const REPORTS = `${API}/reports`;
const CREATE = `${API}/reports/create`;
const ASSETS = `${API}/asset-list`;

let built: Built;
let agent: Session;
let user: Session;
// Building a seeded server takes a few seconds, longer on a busy machine.
const BUILD_TIMEOUT = 60_000;
beforeAll(async () => { ({ built, agent, user } = await signedIn()); }, BUILD_TIMEOUT);
afterAll(() => built.close());

/** session null: no one signed in. */
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, session: Session | null = agent, payload?: object) =>
  call(built.app, session ?? undefined, { method, url, ...(payload === undefined ? {} : { payload }) });
const create = async (payload: object, session = agent) => {
  const { status, body } = await send('POST', CREATE, session, payload);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { id: number; [key: string]: unknown };
};
const typeIds = async () => (await rows(built.app, 'SELECT DISTINCT asset_type_id AS id FROM sd_assets ORDER BY id')).map((row) => row.id as number);
const departmentIds = async () => (await rows(built.app, 'SELECT DISTINCT department_id AS id FROM sd_assets WHERE department_id IS NOT NULL ORDER BY id')).map((row) => row.id as number);

describe('POST reports/create', () => {
  it('creates a report with checked filters, names of the moment and chosen columns, and logs it', async () => {
    const [first, second] = await typeIds();
    const { status, body } = await send('POST', CREATE, agent, {
      name: 'Laptops by type', description: 'Hardware in use', type: 'asset', chart_type: 'pie',
      fields: [{ key: 'asset_type_ids', value: [first, String(second)], value_meta: [{ id: first, name: 'forged' }] },
        { key: 'created_at', value: 'date::2000-01-01 00:00:00~' }, { key: 'dept_ids', value: [] }],
      report_column_keys: ['name', 'asset_type_id', 'id'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const names = new Map((await rows(built.app, 'SELECT id, name FROM sd_asset_types')).map((row) => [row.id, row.name]));
    expect(body).toMatchObject({
      success: true, message: 'Report created successfully.',
      data: {
        name: 'Laptops by type', description: 'Hardware in use', type: 'asset', chart_type: 'pie', is_edit: true, is_delete: true,
        filter_meta: [
          { key: 'asset_type_ids', value: [first, second], value_meta: [{ id: first, name: names.get(first) }, { id: second, name: names.get(second) }] },
          { key: 'created_at', value: 'date::2000-01-01 00:00:00~', value_meta: null },
        ],
        report_column_keys: ['name', 'asset_type_id', 'id'],
      },
    });
    const log = await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'asset-report' AND record_id = ?", body.data.id);
    expect(log).toEqual([{ action: 'created' }]);
  });

  it('defaults to a bar chart of the asset list\'s own columns with no filter', async () => {
    const report = await create({ name: 'Everything' });
    const asset = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'asset.json'), 'utf8'));
    expect(report).toMatchObject({ type: 'asset', chart_type: 'bar', filter_meta: [], report_column_keys: asset['x-list'].columns });
  });

  it('accepts a multipart body too', async () => {
    const boundary = '----report';
    const parts = [['name', 'From a form'], ['fields[0][key]', 'dept_ids'], ['fields[0][value][0]', String((await departmentIds())[0])], ['report_column_keys[0]', 'name']];
    const payload = `${parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
    const { status, body } = await call(built.app, agent, { method: 'POST', url: CREATE, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ name: 'From a form', filter_meta: [{ key: 'dept_ids', value: [(await departmentIds())[0]] }], report_column_keys: ['name'] });
  });

  it('takes a name of 25 characters and refuses one of 26 with the spec\'s message, writing nothing', async () => {
    await create({ name: 'x'.repeat(25) });
    const before = await count(built.app, 'asset_reports');
    const { status, body } = await send('POST', CREATE, agent, { name: 'x'.repeat(26) });
    expect(status).toBe(412);
    expect(body).toEqual({ success: false, message: { name: 'The name should be less than 25 characters.' } });
    expect(await count(built.app, 'asset_reports')).toBe(before);
  });

  it('requires a name', async () => {
    for (const name of [undefined, '', '   ']) {
      const { status, body } = await send('POST', CREATE, agent, name === undefined ? {} : { name });
      expect(status).toBe(412);
      expect(body.message).toEqual({ name: 'This field is required.' });
    }
  });

  it('refuses filters and columns the asset list does not have, every problem at once, writing nothing', async () => {
    const before = await count(built.app, 'asset_reports');
    const logs = await count(built.app, 'activity_log');
    const { status, body } = await send('POST', CREATE, agent, {
      name: 'Broken', chart_type: 'radar', type: 'asset',
      fields: [{ key: 'nope', value: [1] }, { key: 'dept_ids', value: ['a'] }, { key: 'problem_id', value: [1] },
        { key: 'asset_type_ids', value: [99999] }, { key: 'created_at', value: 'yesterday' }, { key: 'org_ids', value: { a: 1 } }],
      report_column_keys: ['name', 'password_hash'],
    });
    expect(status).toBe(412);
    expect(body.message).toEqual({
      chart_type: 'The selected chart type is invalid.',
      'fields.0.key': 'The key must be a filter of the asset list.',
      'fields.1.value': 'The dept_ids must be a list of integers.',
      // An attach picker's "not linked to" filter is no report filter.
      'fields.2.key': 'The key must be a filter of the asset list.',
      'fields.3.value': 'The selected values do not exist: 99999.',
      'fields.4.value': expect.stringMatching(/^The created_at must be date::/),
      'fields.5.value': 'The value is invalid.',
      'report_column_keys.1': 'The column must be a column of the asset list.',
    });
    expect(await count(built.app, 'asset_reports')).toBe(before);
    expect(await count(built.app, 'activity_log')).toBe(logs);
  });

  it('refuses a type no list reports as, and a fields value that is no list', async () => {
    const wrongType = await send('POST', CREATE, agent, { name: 'x', type: 'vendor' });
    expect(wrongType.status).toBe(412);
    expect(wrongType.body.message).toEqual({ type: 'The selected type is invalid.' });
    const notList = await send('POST', CREATE, agent, { name: 'x', fields: 'asset_type_ids' });
    expect(notList.body.message).toEqual({ fields: 'The fields must be a list of filters.' });
  });

  it('updates a report given its id, keeping what the body leaves out, and logs the change', async () => {
    const report = await create({ name: 'Before', fields: [{ key: 'dept_ids', value: [(await departmentIds())[0]] }], report_column_keys: ['name'] });
    const { status, body } = await send('POST', CREATE, agent, { id: report.id, name: 'After', chart_type: 'doughnut' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ message: 'Report updated successfully.',
      data: { id: report.id, name: 'After', chart_type: 'doughnut', filter_meta: [{ key: 'dept_ids' }], report_column_keys: ['name'] } });
    const [log] = await rows(built.app, "SELECT changes FROM activity_log WHERE resource = 'asset-report' AND record_id = ? AND action = 'updated'", report.id);
    expect(JSON.parse(log.changes)).toEqual({ name: ['Before', 'After'], chart_type: ['bar', 'doughnut'] });
    const emptied = await send('POST', CREATE, agent, { id: report.id, fields: [], report_column_keys: [] });
    expect(emptied.body.data).toMatchObject({ filter_meta: [], report_column_keys: expect.arrayContaining(['name', 'identifier']) });
  });

  it('answers 404 for an update of a report that does not exist, and refuses a host user', async () => {
    expect((await send('POST', CREATE, agent, { id: 99999, name: 'x' })).status).toBe(404);
    expect((await send('POST', CREATE, user, { name: 'x' })).status).toBe(403);
    expect((await send('POST', CREATE, null, { name: 'x' })).status).toBe(403);
  });
});

describe('GET reports', () => {
  it('lists the demo\'s reports', async () => {
    const { body } = await send('GET', `${REPORTS}?sort-field=id&sort-order=asc&limit=2`);
    expect(body.data.reports.data.map((r: { name: string }) => r.name)).toEqual(['Assets by type', 'Laptops and desktops']);
  });

  it('pages, sorts and searches, with the paginator under data.reports and the total beside it', async () => {
    await create({ name: 'Alpha search me' });
    await create({ name: 'Beta search me' });
    const { status, body } = await send('GET', `${REPORTS}?search-query=search%20me&sort-field=name&sort-order=desc&page=1&limit=1`);
    expect(status).toBe(200);
    expect(body.data.reports).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(body.data.total).toBe(2);
    expect(body.data.reports.data.map((r: { name: string }) => r.name)).toEqual(['Beta search me']);
    const byId = await send('GET', `${REPORTS}?limit=100`);
    const ids = byId.body.data.reports.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a sort field it does not know and a host user', async () => {
    expect((await send('GET', `${REPORTS}?sort-field=filter_meta`)).status).toBe(400);
    expect((await send('GET', REPORTS, user)).status).toBe(403);
    expect((await send('GET', REPORTS, null)).status).toBe(401);
  });
});

describe('GET and DELETE reports/{id}', () => {
  it('reads a report under data.report_filter', async () => {
    const report = await create({ name: 'Read me', report_column_keys: ['id', 'name'] });
    const { status, body } = await send('GET', `${REPORTS}/${report.id}`);
    expect(status).toBe(200);
    expect(body.data.report_filter).toEqual(report);
    expect((await send('GET', `${REPORTS}/99999`)).status).toBe(404);
    expect((await send('GET', `${REPORTS}/abc`)).status).toBe(400);
  });

  it('deletes a report, logs it, and answers 404 the second time', async () => {
    const report = await create({ name: 'Delete me' });
    const { status, body } = await send('DELETE', `${REPORTS}/${report.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Report deleted successfully.' });
    expect((await send('GET', `${REPORTS}/${report.id}`)).status).toBe(404);
    expect((await send('DELETE', `${REPORTS}/${report.id}`)).status).toBe(404);
    expect((await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'asset-report' AND record_id = ? ORDER BY id", report.id)).map((r) => r.action))
      .toEqual(['created', 'deleted']);
  });
});

/** The raw GROUP BY the count=true answer must agree with. */
const sqlCounts = async (column: string, where = '', ...params: SqlValue[]) => Object.fromEntries(
  (await rows(built.app, `SELECT ${column} AS id, COUNT(*) AS n FROM sd_assets ${where} GROUP BY ${column}`, ...params)).map((row) => [String(row.id), row.n]));
const answered = (data: Array<{ id: unknown; count: number }>) => Object.fromEntries(data.map((group) => [String(group.id), group.count]));

describe('GET asset-list?count=true', () => {
  it('counts every asset by asset type, largest first, named, as the GROUP BY does', async () => {
    const { status, body } = await send('GET', `${ASSETS}?count=true`);
    expect(status).toBe(200);
    expect(answered(body.data)).toEqual(await sqlCounts('asset_type_id'));
    const counts = body.data.map((group: { count: number }) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const names = new Map((await rows(built.app, 'SELECT id, name FROM sd_asset_types')).map((row) => [row.id, row.name]));
    for (const group of body.data) expect(group.name).toBe(names.get(group.id));
  });

  it('counts the rows the filter params select, by another property when count_by names one', async () => {
    const departments = (await departmentIds()).slice(0, 2);
    const { body } = await send('GET', `${ASSETS}?count=true&count_by=asset_status_id&dept_ids[0]=${departments[0]}&dept_ids[1]=${departments[1]}&search-query=a`);
    expect(answered(body.data)).toEqual(await sqlCounts('asset_status_id', "WHERE department_id IN (?, ?) AND (name LIKE '%a%' OR identifier LIKE '%a%')", ...departments));
  });

  it('counts the rows of a saved report by filter_id', async () => {
    const [department] = await departmentIds();
    const report = await create({ name: 'One department', fields: [{ key: 'dept_ids', value: [department] }] });
    const { body } = await send('GET', `${ASSETS}?count=true&filter_id=${report.id}`);
    expect(answered(body.data)).toEqual(await sqlCounts('asset_type_id', 'WHERE department_id = ?', department));
  });

  it('refuses a count_by that is no single reference or choice, an unknown report and a bad filter', async () => {
    expect((await send('GET', `${ASSETS}?count=true&count_by=name`)).body.message).toMatch(/^The count_by must be one of: .*asset_type_id/);
    expect((await send('GET', `${ASSETS}?count=true&filter_id=99999`)).status).toBe(404);
    expect((await send('GET', `${ASSETS}?count=true&dept_ids[0]=x`)).status).toBe(400);
    expect((await send('GET', `${ASSETS}?count=true`, user)).status).toBe(403);
  });
});

describe('GET asset-list?column=true and filter_id', () => {
  it('lists every column a report may show, the list\'s own displayed, or the report\'s with filter_id', async () => {
    const plain = await send('GET', `${ASSETS}?column=true`);
    const columns = plain.body.data.asset_columns as Array<{ key: string; value: string; display: boolean }>;
    expect(columns).toContainEqual({ key: 'asset_type_id', value: 'Asset type', display: true });
    expect(columns).toContainEqual({ key: 'description', value: 'Description', display: false });
    // The choices come beside the page, so one call may fill the chooser and the table.
    expect(plain.body.data.total).toBe(await count(built.app, 'sd_assets'));
    expect(Array.isArray(plain.body.data.data)).toBe(true);
    const report = await create({ name: 'Two columns', report_column_keys: ['description', 'name'] });
    const chosen = await send('GET', `${ASSETS}?column=true&filter_id=${report.id}`);
    expect(chosen.body.data.asset_columns.filter((c: { display: boolean }) => c.display).map((c: { key: string }) => c.key))
      .toEqual(['name', 'description']);
  });

  it('applies a report\'s filters to the table query', async () => {
    const [department] = await departmentIds();
    const report = await create({ name: 'Table', fields: [{ key: 'dept_ids', value: [department] }] });
    const { body } = await send('GET', `${ASSETS}?config=true&filter_id=${report.id}&limit=100&sort-field=id&sort-order=asc`);
    const expected = (await rows(built.app, 'SELECT id FROM sd_assets WHERE department_id = ? ORDER BY id', department)).map((row) => row.id);
    expect(body.data.total).toBe(expected.length);
    expect(body.data.data.map((row: { id: number }) => row.id)).toEqual(expected.slice(0, 100));
  });
});

// A copy of the shipped resource files with one property an administrator added: it must be a
// column choice at once, and export as a number.
describe('exports, on resource files with an added number property', () => {
  const work = mkdtempSync(join(tmpdir(), 'sd-reports-'));
  let server: Built;
  let session: Session;
  let hostUser: Session;
  const formulas = ['=1+2', '+cmd|" /C calc"!A0', '-2+3', '@SUM(A1)', '\tTabbed', 'Plain, "quoted"'];
  let reportId: number;
  beforeAll(async () => {
    const schemasDir = join(work, 'schemas');
    cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
    const file = join(schemasDir, 'asset.json');
    const asset = JSON.parse(readFileSync(file, 'utf8'));
    asset.properties.warranty_months = { type: 'integer', title: 'Warranty months' };
    writeFileSync(file, JSON.stringify(asset));
    ({ built: server, agent: session, user: hostUser } = await signedIn({ schemasDir }));
    const [type] = await rows(server.app, 'SELECT id, name FROM sd_asset_types ORDER BY id');
    // More rows than one export batch (1000), all of one new status, so the report selects exactly these.
    const insert = `INSERT INTO sd_assets (name, asset_type_id, asset_status_id, warranty_months, created_at, updated_at)
      VALUES (?, ?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`;
    const statusId = (await server.app.db.get<{ id: number }>("INSERT INTO sd_asset_statuses (name, created_at, updated_at) VALUES ('Exported', '2026-01-01 00:00:00', '2026-01-01 00:00:00') RETURNING id"))!.id;
    await server.app.db.transaction(async () => {
      for (const [i, name] of formulas.entries()) await server.app.db.run(insert, [name, type.id, statusId, -5 - i]);
      for (let i = 0; i < 2500; i += 1) await server.app.db.run(insert, [`Bulk ${i}`, type.id, statusId, i]);
    });
    const { body } = await call(server.app, session, { method: 'POST', url: CREATE, payload: {
      name: 'Export / test!', fields: [{ key: 'asset_status_ids', value: [statusId] }],
      report_column_keys: ['id', 'name', 'asset_type_id', 'warranty_months'],
    } });
    expect(body.success, JSON.stringify(body)).toBe(true);
    reportId = body.data.id;
  }, BUILD_TIMEOUT);
  afterAll(async () => { await server.close(); rmSync(work, { recursive: true, force: true }); });

  it('offers the added property as a column', async () => {
    const { body } = await call(server.app, session, { method: 'GET', url: `${ASSETS}?column=true` });
    expect(body.data.asset_columns).toContainEqual({ key: 'warranty_months', value: 'Warranty months', display: false });
  });

  it('streams a CSV of the report\'s rows: chosen columns by label, names not ids, formulas neutralised, numbers as numbers', async () => {
    const { response } = await call(server.app, session, { method: 'GET', url: `${API}/export/csv?filter_id=${reportId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Export-test.csv"');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual(['ID', 'Name', 'Asset type', 'Warranty months']);
    expect(parsed).toHaveLength(1 + formulas.length + 2500);
    const typeName = (await rows(server.app, 'SELECT name FROM sd_asset_types ORDER BY id'))[0].name;
    expect(parsed.slice(1, 1 + formulas.length).map((row) => [row[1], row[2], row[3]])).toEqual([
      ["'=1+2", typeName, '-5'], ['\'+cmd|" /C calc"!A0', typeName, '-6'], ["'-2+3", typeName, '-7'],
      ["'@SUM(A1)", typeName, '-8'], ["'\tTabbed", typeName, '-9'], ['Plain, "quoted"', typeName, '-10'],
    ]);
    // Numbers are written bare (a negative one is not mistaken for a formula), text that needs it is quoted.
    expect(text).toContain(`,'=1+2,${typeName},-5\r\n`);
    expect(text).toContain('"Plain, ""quoted"""');
  });

  it('streams an Excel workbook exceljs can read: text cells neutralised, number cells numeric', async () => {
    const { response } = await call(server.app, session, { method: 'GET', url: `${API}/export/excel?filter_id=${reportId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Export-test.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1 + formulas.length + 2500);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name', 'Asset type', 'Warranty months']);
    expect(sheet.getRow(2).getCell(2).value).toBe("'=1+2");
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(4).value).toBe(-5);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(6).getCell(2).value).toBe("'\tTabbed");
    expect(sheet.getRow(1 + formulas.length + 2500).getCell(2).value).toBe('Bulk 2499');
  });

  it('answers 404 for an unknown report, 400 without one, 403 to a host user', async () => {
    expect((await call(server.app, session, { method: 'GET', url: `${API}/export/csv?filter_id=99999` })).status).toBe(404);
    expect((await call(server.app, session, { method: 'GET', url: `${API}/export/excel` })).status).toBe(400);
    expect((await call(server.app, hostUser, { method: 'GET', url: `${API}/export/csv?filter_id=${reportId}` })).status).toBe(403);
  });
});
