// The asset import through the real server: upload, mapping, submit and
// dry run, tracking and failed rows, discard, updates by identifier, and a property an
// administrator adds. Bad files and bad rows are in assetImportBadInput.spec.ts; a stop mid-import
// in assetImportResume.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, lastIdGiven, ON_POSTGRES, rows, signedIn, type SignedIn } from './helpers';
import { DISCARD, FAILED, failedRows, guessedMapping, imported, mapping, submit, tracking, upload, uploaded } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const HEADER = 'Identifier,Name,Asset type,Status,Department,Location,Managed by,Used by,Description';
const asset = async (identifier: string) => (await rows(s.built.app, 'SELECT * FROM sd_assets WHERE identifier = ?', identifier))[0];

describe('upload and mapping', () => {
  it('answers an import id, then the columns to import with the guessed mapping', async () => {
    const id = await uploaded(s.built.app, s.admin, `Name,asset_type,Serial,Assigned on\nX,Laptop,1,2026-01-02 10:00\n`);
    const { status, body } = await mapping(s.built.app, s.admin, id);
    expect(status).toBe(200);
    const { columns_to_import: columns, csv_headers_for_mapping: headers, handle_date_field: handleDates } = body.data;
    expect(headers).toEqual([{ id: 1, name: 'Name', samples: ['X'] }, { id: 2, name: 'asset_type', samples: ['Laptop'] },
      { id: 3, name: 'Serial', samples: ['1'] }, { id: 4, name: 'Assigned on', samples: ['2026-01-02 10:00'] }]);
    expect(handleDates).toBe(true);
    const byUuid = Object.fromEntries(columns.map((column: any) => [column.uuid, column]));
    expect(Object.keys(byUuid)).toEqual(expect.arrayContaining(['identifier', 'name', 'asset_type_id', 'used_by_id', 'description', 'assigned_on']));
    expect(byUuid.id).toBeUndefined();
    expect(byUuid.created_at).toBeUndefined();
    expect(byUuid.name).toMatchObject({ label: 'Name', type: 'text', required: true, hidden: false, nested: false, mapped_to: 1 });
    expect(byUuid.asset_type_id).toMatchObject({ label: 'Asset type', type: 'reference', required: true, mapped_to: 2 });
    expect(byUuid.asset_type_id.description).toBe('The name of an asset type, e.g. "Access point".');
    expect(byUuid.used_by_id.description).toMatch(/^The name or e-mail of a person, e.g. "/);
    expect(byUuid.assigned_on).toMatchObject({ type: 'date-time', mapped_to: 4 });
    expect(byUuid.identifier.description).toMatch(/update/);
    expect(byUuid.location_id.mapped_to).toBeNull();
    expect(body.data.update_key).toBe('identifier');
  });

  it('fixes a reference named in the query for every row: its column comes back hidden', async () => {
    const id = await uploaded(s.built.app, s.admin, 'Name\nPhone 1\n');
    const { body } = await mapping(s.built.app, s.admin, id, '?asset_type_id=9');
    const column = body.data.columns_to_import.find((c: any) => c.uuid === 'asset_type_id');
    expect(column).toMatchObject({ hidden: true, mapped_to: null });
    expect(body.data.special_keys).toEqual({ asset_type_id: '9' });
    expect((await mapping(s.built.app, s.admin, id, '?asset_type_id=9999')).status).toBe(400);
    expect((await mapping(s.built.app, s.admin, id, '?asset_type_id=abc')).status).toBe(400);
    const response = await submit(s.built.app, s.admin, { import_id: id, mapped_system_attributes: { name: 1 }, special_keys: body.data.special_keys });
    expect(response.status).toBe(200);
    await s.built.app.imports.idle();
    expect(await rows(s.built.app, "SELECT asset_type_id FROM sd_assets WHERE name = 'Phone 1'")).toEqual([{ asset_type_id: 9 }]);
  });

  it('is for administrators: agents get 403, no session 401, an unknown import 404', async () => {
    expect((await upload(s.built.app, s.agent, 'Name\nx\n')).status).toBe(403);
    // Without a session a POST fails the CSRF check first (403); a GET says who is missing.
    expect((await upload(s.built.app, undefined as never, 'Name\nx\n')).status).toBe(403);
    const id = await uploaded(s.built.app, s.admin, 'Name\nx\n');
    expect((await mapping(s.built.app, undefined as never, id)).status).toBe(401);
    expect((await mapping(s.built.app, s.agent, id)).status).toBe(403);
    expect((await mapping(s.built.app, s.admin, 999999)).status).toBe(404);
    expect((await mapping(s.built.app, s.admin, 'x' as never)).status).toBe(400);
    expect((await call(s.built.app, s.agent, { method: 'GET', url: `/service-desk/import-tracking-details/${id}` })).status).toBe(403);
  });
});

describe('submit', () => {
  it('refuses a mapping that leaves a required field out, maps two fields to one column or names no column', async () => {
    const id = await uploaded(s.built.app, s.admin, 'Name,Type,Assigned\nA,Laptop,2026-01-02 10:00\n');
    const refused = async (body: Record<string, unknown>) => (await submit(s.built.app, s.admin, { import_id: id, ...body })).body;
    expect(await refused({ mapped_system_attributes: { asset_type_id: 2 } }))
      .toEqual({ success: false, message: { 'mapped_system_attributes.name': 'Name is required: map a column to it.' } });
    expect((await refused({ mapped_system_attributes: { name: 1, asset_type_id: 1 } })).message)
      .toEqual({ 'mapped_system_attributes.asset_type_id': 'The column "Name" is mapped to Name already.' });
    expect((await refused({ mapped_system_attributes: { name: 1, asset_type_id: 7 } })).message)
      .toEqual({ 'mapped_system_attributes.asset_type_id': 'The file has no column 7.' });
    expect((await refused({ mapped_system_attributes: { name: 1, asset_type_id: 2, nope: 3 } })).message)
      .toEqual({ 'mapped_system_attributes.nope': '"nope" is no column to import.' });
    expect((await refused({ mapped_system_attributes: { name: 1, asset_type_id: 2, assigned_on: 3 }, should_handle_date: true })).message)
      .toEqual({ date_time_format: 'This field is required.' });
    expect((await refused({ mapped_system_attributes: { name: 1, asset_type_id: 2, assigned_on: 3 }, should_handle_date: true, date_time_format: 'Y.m.d' })).message)
      .toEqual({ date_time_format: 'The selected date format is invalid.' });
    expect((await refused({ mapped_system_attributes: { name: 1, asset_type_id: 2 }, update_existing: true })).message)
      .toEqual({ 'mapped_system_attributes.identifier': 'Identifier must be mapped to update existing records: they are found by it.' });
    expect((await refused({ mapped_system_attributes: 'name' })).message).toHaveProperty('mapped_system_attributes');
    expect((await submit(s.built.app, s.admin, { mapped_system_attributes: {} })).body.message).toEqual({ import_id: 'This field is required.' });
    expect((await submit(s.built.app, s.admin, { import_id: 999999, mapped_system_attributes: {} })).status).toBe(404);
    expect(await tracking(s.built.app, s.admin, id)).toMatchObject({ status: 'uploaded' });
  });

  it('starts one job for a double-clicked submit and says so to the second', async () => {
    const id = await uploaded(s.built.app, s.admin, `${HEADER}\nDBL-1,Double,Laptop,,,,,,\n`);
    const body = { import_id: id, mapped_system_attributes: await guessedMapping(s.built.app, s.admin, id) };
    const [first, second] = await Promise.all([submit(s.built.app, s.admin, body), submit(s.built.app, s.admin, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const refusal = [first, second].find((response) => response.status === 400)!;
    expect(refusal.body.message).toBe('This import has been submitted already.');
    expect([first, second].find((response) => response.status === 200)!.body.data.tracking_id).toBe(id);
    await s.built.app.imports.idle();
    expect((await rows(s.built.app, "SELECT COUNT(*) AS n FROM sd_assets WHERE identifier = 'DBL-1'"))[0].n).toBe(1);
    expect((await call(s.built.app, s.admin, { method: 'DELETE', url: `${DISCARD}/${id}` })).status).toBe(400);
  });

  it('reads each of the six date formats and refuses an impossible or misshapen date', async () => {
    const cases: Array<[string, string, string]> = [
      ['Y-m-d H:i', '2026-01-31 14:30', '2026-02-30 10:00'], ['m-d-Y H:i', '01-31-2026 14:30', '02-30-2026 10:00'],
      ['d-m-Y H:i', '31-01-2026 14:30', '30-02-2026 10:00'], ['Y/m/d H:i', '2026/01/31 14:30', '2026/02/30 10:00'],
      ['m/d/Y H:i', '01/31/2026 14:30', '02/30/2026 10:00'], ['d/m/Y H:i', '31/01/2026 14:30', '30/02/2026 10:00'],
    ];
    for (const [n, [format, good, impossible]] of cases.entries()) {
      const tag = `F${n}`;
      const csv = `Identifier,Name,Asset type,Assigned on\nD-${tag}-1,Dated,Laptop,${good}\nD-${tag}-2,Impossible,Laptop,${impossible}\nD-${tag}-3,Misshapen,Laptop,31.01.2026\n`;
      const { id, summary } = await imported(s.built.app, s.admin, csv, { should_handle_date: true, date_time_format: format });
      expect(summary, format).toMatchObject({ totalCreated: 1, totalFailed: 2 });
      expect((await asset(`D-${tag}-1`)).assigned_on, format).toBe('2026-01-31 14:30:00');
      expect((await failedRows(s.built.app, s.admin, id)).list).toEqual([
        { row: 3, field: 'Assigned on', comment: `"${impossible}" is not a real date.` },
        { row: 4, field: 'Assigned on', comment: `"31.01.2026" is not a date in the format ${format}.` },
      ]);
    }
  });
});

describe('updates by identifier', () => {
  it('updates the matching asset (any case, spaces around it) when asked, logs what changed, and refuses otherwise', async () => {
    const before = await asset('AST-0001');
    const refused = await imported(s.built.app, s.admin, 'Identifier,Name,Asset type\n ast-0001 ,Renamed by import,Laptop\n');
    expect(refused.summary).toMatchObject({ totalCreated: 0, totalUpdated: 0, totalFailed: 1 });
    expect((await failedRows(s.built.app, s.admin, refused.id)).list[0]).toEqual({
      row: 2, field: 'Identifier', comment: 'An asset with the identifier "ast-0001" exists already: choose to update existing assets to change it.',
    });
    // An update may leave required columns (asset type) out: the record keeps what it has.
    const csv = 'Identifier,Name,Status\nast-0001 ,Renamed by import,Retired\n';
    const { summary } = await imported(s.built.app, s.admin, csv, { update_existing: true });
    expect(summary).toMatchObject({ totalCreated: 0, totalUpdated: 1, totalFailed: 0 });
    const after = await asset('AST-0001');
    expect(after).toMatchObject({ id: before.id, name: 'Renamed by import', asset_status_id: 6, asset_type_id: before.asset_type_id, description: before.description });
    const log = await rows(s.built.app, "SELECT changes FROM activity_log WHERE resource = 'asset' AND record_id = ? AND action = 'updated'", before.id);
    expect(JSON.parse(log[log.length - 1].changes)).toMatchObject({ name: [before.name, 'Renamed by import'], asset_status_id: [before.asset_status_id, 6] });
  });

  it('lets a later row of the file update what an earlier one created, and counts an unchanged row as updated', async () => {
    const csv = 'Identifier,Name,Asset type\nTWICE-1,First,Laptop\nTWICE-1,Second,Laptop\nTWICE-1,Second,Laptop\n';
    const { summary } = await imported(s.built.app, s.admin, csv, { update_existing: true });
    expect(summary).toMatchObject({ totalCreated: 1, totalUpdated: 2, totalFailed: 0 });
    expect(await rows(s.built.app, "SELECT name FROM sd_assets WHERE identifier = 'TWICE-1'")).toEqual([{ name: 'Second' }]);
    const id = (await asset('TWICE-1')).id;
    expect((await rows(s.built.app, "SELECT action FROM activity_log WHERE resource = 'asset' AND record_id = ? ORDER BY id", id)).map((r) => r.action)).toEqual(['created', 'updated']);
  });

  it('logs every created row as created by the importer, its entry naming the import', async () => {
    const { id: jobId, summary } = await imported(s.built.app, s.admin, 'Identifier,Name,Asset type\nLOG-1,Logged one,Laptop\nLOG-2,Logged two,Laptop\n');
    expect(summary).toMatchObject({ totalCreated: 2 });
    const [admin] = await rows(s.built.app, "SELECT id FROM users WHERE email = 'admin@example.com'");
    for (const identifier of ['LOG-1', 'LOG-2']) {
      const entries = await rows(s.built.app, "SELECT user_id, action, changes FROM activity_log WHERE resource = 'asset' AND record_id = ?", (await asset(identifier)).id);
      expect(entries).toEqual([{ user_id: admin.id, action: 'created', changes: JSON.stringify({ import_id: [null, jobId] }) }]);
      const log = await call(s.built.app, s.admin, { method: 'GET', url: `/service-desk/api/asset-log/${(await asset(identifier)).id}` });
      expect(log.body.data.asset_activity_logs.data[0].name).toMatch(/created this asset$/);
    }
  });
});

describe('dry run', () => {
  it('shows what the first 20 rows would become and writes nothing', async () => {
    const lines = Array.from({ length: 25 }, (_, i) => `DRY-${i},Dry ${i},${i === 3 ? 'Spaceship' : 'Laptop'},,,,,,`);
    lines.splice(1, 0, 'AST-0002,Dry renamed,Laptop,Missing,,,,,');
    const id = await uploaded(s.built.app, s.admin, `${HEADER}\n${lines.join('\n')}\n`);
    const mapped = await guessedMapping(s.built.app, s.admin, id);
    const counts = async () => [await count(s.built.app, 'sd_assets'), await count(s.built.app, 'activity_log'), // PostgreSQL hands out ids outside transactions: a rolled-back insert still used one, as it may anywhere.
      ...(ON_POSTGRES ? [] : [await lastIdGiven(s.built.app.db, 'sd_assets')])];
    const before = await counts();
    const old = await asset('AST-0002');
    const { status, body } = await submit(s.built.app, s.admin, { import_id: id, mapped_system_attributes: mapped, update_existing: true, dry_run: true });
    expect(status).toBe(200);
    const preview = body.data.preview;
    expect(preview).toHaveLength(20);
    expect(preview[0]).toMatchObject({ row: 2, action: 'create', changes: [], problems: [] });
    expect(preview[0].values).toEqual([{ field: 'Identifier', value: 'DRY-0' }, { field: 'Name', value: 'Dry 0' }, { field: 'Asset type', value: 'Laptop' }]);
    expect(preview[1]).toMatchObject({ row: 3, action: 'update' });
    expect(preview[1].changes).toEqual([
      { field: 'Name', old: old.name, new: 'Dry renamed' },
      { field: 'Status', old: 'In use', new: 'Missing' },
    ].filter((change) => change.old !== change.new));
    expect(preview[4]).toMatchObject({ row: 6, action: 'reject', problems: [{ kind: 'failed', field: 'Asset type', comment: 'No asset type is named "Spaceship".' }] });
    expect(await counts()).toEqual(before);
    expect(await asset('AST-0002')).toEqual(old);
    expect(await tracking(s.built.app, s.admin, id)).toMatchObject({ status: 'uploaded' });
  });
});

describe('tracking and failed rows', () => {
  it('pages the failed rows and offers them as a CSV with the reasons', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => (i % 2 ? `PG-${i},Fine ${i},Laptop` : `PG-${i},=cmd|' /C calc'!A0,Nothing`));
    const { id, summary } = await imported(s.built.app, s.admin, `Identifier,Name,Asset type\n${lines.join('\n')}\n`);
    expect(summary).toMatchObject({ totalCreated: 15, totalFailed: 15, status: 'completed' });
    expect(summary.status_text).toBe('Import completed: 15 created, 0 updated, 15 failed, 0 with warnings.');
    const page2 = await failedRows(s.built.app, s.admin, id, '?page=2&limit=10');
    expect(page2).toMatchObject({ total: 15, current_page: 2, per_page: 10, last_page: 2 });
    expect(page2.list).toHaveLength(5);
    expect(page2.list[0]).toEqual({ row: 22, field: 'Asset type', comment: 'No asset type is named "Nothing".' });
    expect((await call(s.built.app, s.admin, { method: 'GET', url: `${FAILED}/${id}?limit=101` })).status).toBe(400);
    expect((await call(s.built.app, s.admin, { method: 'GET', url: `${FAILED}/${id}?page=0` })).status).toBe(400);
    const csv = await call(s.built.app, s.admin, { method: 'GET', url: `${FAILED}/${id}/download` });
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.response.headers['content-disposition']).toBe(`attachment; filename="import-${id}-failed-rows.csv"`);
    const lines2 = csv.response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines2[0]).toBe('import_row,import_errors,Identifier,Name,Asset type');
    expect(lines2).toHaveLength(16);
    // A formula cell is neutralised in the export (it was stored verbatim where it was imported).
    expect(lines2[1]).toBe('2,"Asset type: No asset type is named ""Nothing"".",PG-0,\'=cmd|\' /C calc\'!A0,Nothing');
  });

  it('answers a summary while the job waits for its mapping, and 404 for no job', async () => {
    const id = await uploaded(s.built.app, s.admin, 'Name\nx\n');
    expect(await tracking(s.built.app, s.admin, id)).toMatchObject({
      id, name: 'assets.csv', type: 'asset', status: 'uploaded', progress: 0, ended_at: null, totalCreated: 0, totalUpdated: 0, totalFailed: 0, totalWarning: 0,
    });
    expect((await call(s.built.app, s.admin, { method: 'GET', url: '/service-desk/import-tracking-details/999999' })).status).toBe(404);
  });
});

describe('discard', () => {
  it('removes the upload and its file; the import is gone afterwards', async () => {
    const id = await uploaded(s.built.app, s.admin, 'Name\nx\n');
    const stored = (await rows(s.built.app, 'SELECT stored_name FROM import_jobs WHERE id = ?', id))[0].stored_name;
    const { existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const file = join(s.built.dataDir, 'imports', stored);
    expect(existsSync(file)).toBe(true);
    const response = await call(s.built.app, s.admin, { method: 'DELETE', url: `${DISCARD}/${id}` });
    expect(response.body).toEqual({ success: true, message: 'The upload was discarded.' });
    expect(existsSync(file)).toBe(false);
    expect((await mapping(s.built.app, s.admin, id)).status).toBe(404);
    expect((await call(s.built.app, s.admin, { method: 'DELETE', url: `${DISCARD}/${id}` })).status).toBe(404);
  });
});
