// The mapping step maps the obvious before the person starts: columns named as a property's title or
// name (ignoring case, spaces and punctuation) or as a synonym schemas/asset.json declares for the
// exports of Snipe-IT, GLPI, iTop and Jira Service Management assets (tests/fixtures/import-headers/),
// and it shows three values of each column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type SignedIn } from './helpers';
import { mapping, uploaded } from './importHelpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import-headers');

/** What the server guessed, as property → the column's name, and the samples by column name. */
async function guessed(csv: string) {
  const id = await uploaded(s.built.app, s.admin, csv);
  const { body } = await mapping(s.built.app, s.admin, id);
  const headers = new Map<number, { name: string; samples: string[] }>(body.data.csv_headers_for_mapping.map((header: any) => [header.id, header]));
  const mapped = Object.fromEntries(body.data.columns_to_import.filter((column: any) => column.mapped_to !== null)
    .map((column: any) => [column.uuid, headers.get(column.mapped_to)!.name]));
  return { mapped, headers: [...headers.values()] };
}

const EXPORTS: Array<[file: string, mapped: Record<string, string>, unmapped: string[]]> = [
  ['snipe-it.csv', {
    identifier: 'Asset Tag', name: 'Name', serial_number: 'Serial', product_id: 'Model', asset_type_id: 'Category', asset_status_id: 'Status',
    used_by_id: 'Checked Out To', location_id: 'Location', organization_id: 'Company', warranty_expires_on: 'Warranty Expires', description: 'Notes',
  }, ['Manufacturer', 'Purchase Date', 'Supplier', 'Purchase Cost', 'Warranty']],
  ['glpi.csv', {
    name: 'Name', organization_id: 'Entity', asset_status_id: 'Status', serial_number: 'Serial number', asset_type_id: 'Type', product_id: 'Model',
    location_id: 'Location', identifier: 'Inventory number', used_by_id: 'User', managed_by_id: 'Technician in charge of the hardware',
    description: 'Comments', warranty_expires_on: 'Warranty expiration date',
  }, ['Manufacturer', 'Last update']],
  ['itop.csv', {
    name: 'Name', organization_id: 'Organization', asset_status_id: 'Status', impact_type_id: 'Business criticity', location_id: 'Location',
    product_id: 'Model', serial_number: 'Serial number', identifier: 'Asset number', warranty_expires_on: 'End of warranty', description: 'Description',
  }, ['Brand', 'Move to production date', 'Purchase date']],
  ['jira-assets.csv', {
    name: 'Name', asset_type_id: 'Object Type', identifier: 'Asset Tag', serial_number: 'Serial Number', product_id: 'Model', asset_status_id: 'Status',
    used_by_id: 'Owner', location_id: 'Location', warranty_expires_on: 'Warranty Expiration Date', description: 'Description',
  }, ['Key', 'Created', 'Updated']],
];

describe('the mapping guessed for other tools\' exports', () => {
  it.each(EXPORTS)('maps the columns of %s and leaves the others to the person', async (file, expected, unmapped) => {
    const { mapped } = await guessed(readFileSync(join(FIXTURES, file), 'utf8'));
    expect(mapped).toEqual(expected);
    for (const header of unmapped) expect(Object.values(mapped)).not.toContain(header);
  });

  it('matches titles and names ignoring case, spaces and punctuation, a title before any synonym', async () => {
    const { mapped } = await guessed('ASSET-TYPE,serial_number,  used   by ,Type,Name\nLaptop,SN1,Maria Lopez,x,Laptop 1\n');
    // "Type" is a synonym of the asset type, which its own title took already.
    expect(mapped).toEqual({ asset_type_id: 'ASSET-TYPE', serial_number: 'serial_number', used_by_id: 'used   by', name: 'Name' });
  });

  it('shows up to three different values of each column from the first rows, cut when long', async () => {
    const long = 'x'.repeat(80);
    const csv = `Name,Serial,Notes\nA,,${long}\nA,S2,\nB,S3,n\nC,S4,m\nD,S5,o\n`;
    const { headers } = await guessed(csv);
    expect(headers).toEqual([
      { id: 1, name: 'Name', samples: ['A', 'B', 'C'] },
      { id: 2, name: 'Serial', samples: ['S2', 'S3', 'S4'] },
      { id: 3, name: 'Notes', samples: ['x'.repeat(60), 'n', 'm'] },
    ]);
  });
});
