// Files the asset import refuses at upload (each with a sentence that says what to change, nothing
// kept), and rows it refuses one by one while the others are imported.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, signedIn, type SignedIn } from './helpers';
import { failedRows, imported, mapping, upload, UPLOAD } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const TOO_LARGE = 'The file must be smaller than 25 MB (25,000,000 bytes).';

/** A valid CSV of exactly `size` bytes: one long description fills it up. */
function csvOfSize(size: number): Buffer {
  const head = 'Name,Asset type,Description\nBig,Laptop,';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - 1, 'x'), Buffer.from('\n')]);
}

describe('files refused at upload', () => {
  const cases: Array<[string, string | Buffer, string, string?]> = [
    ['an empty file', '', 'The file is empty.'],
    ['blank lines only', '\n \n', 'The file is empty: its first row must name the columns.'],
    ['a header only', 'Name,Asset type\n\n\n', 'The file has a header row but no data rows.'],
    ['a duplicate header', 'Name,Asset type,name\nA,Laptop,B\n', 'The column "name" appears twice in the header row (columns 1 and 3).'],
    ['a blank header', 'Name,,Asset type\nA,x,Laptop\n', 'Column 2 has no name in the header row.'],
    ['semicolons', 'Name;Asset type\nA;Laptop\n', 'The columns are separated by semicolons. Save the file with commas between columns and upload it again.'],
    ['tabs', 'Name\tAsset type\nA\tLaptop\n', 'The columns are separated by tabs. Save the file with commas between columns and upload it again.'],
    ['UTF-16', Buffer.from('\uFEFFName,Asset type\nA,Laptop\n', 'utf16le'), 'The file is UTF-16 text (or not text at all). Save it as "CSV UTF-8 (comma delimited)" and upload it again.'],
    ['Latin-1', Buffer.from('Name,Asset type\nCaf\xe9,Laptop\n', 'latin1'), 'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.'],
    ['an unclosed quote', 'Name,Asset type\nA,Laptop\n"B,Laptop\nC,Laptop\n', 'Row 3: A quoted value is never closed, so the rest of the file cannot be read.'],
    ['another extension', 'Name\nA\n', 'The file must be a CSV file (.csv).', 'assets.xlsx'],
    ['exactly 25,000,000 bytes', csvOfSize(25_000_000), TOO_LARGE],
  ];
  it.each(cases)('%s', async (_name, content, message, filename) => {
    const jobs = await count(s.built.app, 'import_jobs');
    const response = await upload(s.built.app, s.admin, content, filename);
    expect(response.status).toBe(412);
    expect(response.body).toEqual({ success: false, message: { import_file: message } });
    expect(await count(s.built.app, 'import_jobs')).toBe(jobs);
    expect(readdirSync(join(s.built.dataDir, 'imports'))).toEqual([]);
  });

  it('takes a file one byte under the limit', async () => {
    const response = await upload(s.built.app, s.admin, csvOfSize(24_999_999));
    expect(response.status).toBe(200);
    expect((await mapping(s.built.app, s.admin, response.body.data.import_id)).body.data.csv_headers_for_mapping).toHaveLength(3);
    await call(s.built.app, s.admin, { method: 'DELETE', url: `/service-desk/import-discard/${response.body.data.import_id}` });
  });

  it('says the file is required when none is sent', async () => {
    const response = await call(s.built.app, s.admin, { method: 'POST', url: UPLOAD, ...multipartBody({ other: 'x' }) });
    expect(response.body).toEqual({ success: false, message: { import_file: 'This field is required.' } });
  });
});

describe('rows refused one by one', () => {
  it('imports the good rows and records why each other one was refused', async () => {
    const long = 'N'.repeat(256);
    const csv = [
      'Identifier,Name,Asset type,Description',
      'R-1,Good,Laptop,ok',
      'R-2,Short,Laptop',
      'R-3,Long,Laptop,d,extra',
      'R-4,Trailing commas,Laptop,d,,',
      'R-5,"bad "quote",Laptop,d',
      'R-6,,Laptop,d',
      `R-7,${long},Laptop,d`,
      'R-8,Formula,Laptop,=SUM(A1:A2)',
      '',
      'R-9,Unknown type,Spaceship,d',
      'R-10,Negative,Laptop,-5',
    ].join('\r\n');
    const { id, summary } = await imported(s.built.app, s.admin, csv);
    expect(summary).toMatchObject({ status: 'completed', totalCreated: 4, totalFailed: 6, totalWarning: 1, processed: 11, total: 11 });
    expect((await rows(s.built.app, "SELECT identifier FROM sd_assets WHERE identifier LIKE 'R-%' ORDER BY id")).map((r) => r.identifier)).toEqual(['R-1', 'R-4', 'R-8', 'R-10']);
    expect((await rows(s.built.app, "SELECT description FROM sd_assets WHERE identifier = 'R-8'"))[0].description).toBe('=SUM(A1:A2)');
    const { list } = await failedRows(s.built.app, s.admin, id);
    expect(list).toEqual([
      { row: 3, field: '', comment: 'The row has 3 cells but the header has 4: a value with a comma must be quoted.' },
      { row: 4, field: '', comment: 'The row has 5 cells but the header has 4: a value with a comma must be quoted.' },
      { row: 6, field: '', comment: 'A quoted value has a stray quote in it (a quote inside quotes is written "").' },
      { row: 7, field: 'Name', comment: 'This field is required.' },
      { row: 8, field: 'Name', comment: 'The name may not be greater than 255 characters.' },
      { row: 11, field: 'Asset type', comment: 'No asset type is named "Spaceship".' },
    ]);
    expect(await rows(s.built.app, "SELECT row, field, comment FROM import_failed_rows WHERE job_id = ? AND kind = 'warning'", id))
      .toEqual([{ row: 9, field: 'Description', comment: 'Starts with "=": stored as text, not run as a formula.' }]);
  });

  it('refuses a name two look-up items share, and takes the id instead', async () => {
    await call(s.built.app, s.admin, { method: 'POST', url: '/service-desk/api/asset-status', ...multipartBody({ name: 'In use', description: '<p>Twin</p>' }) });
    const { id, summary } = await imported(s.built.app, s.admin, 'Name,Asset type,Status\nTwin 1,Laptop,in use\nTwin 2,Laptop,1\n');
    expect(summary).toMatchObject({ totalCreated: 1, totalFailed: 1 });
    expect((await failedRows(s.built.app, s.admin, id)).list).toEqual([{ row: 2, field: 'Status', comment: '2 items of status are named "in use": write the id instead.' }]);
    expect(await rows(s.built.app, "SELECT asset_status_id FROM sd_assets WHERE name = 'Twin 2'")).toEqual([{ asset_status_id: 1 }]);
  });
});
