// The pure parts of the asset list's column chooser and filters: column choices (request, answer,
// which are shown), the filter structure, and a date range sent as two parameters.
import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import { columnChoicesRequest, columnChoicesResponse, type ColumnChoice } from '../../../src/engine/data/columnChoices';
import { defineResource, type ResourceFile, filterQuery, filterValuesOf } from '../../../src/kernel';
import { filterStructure } from '../../../server/routes/savedFilters/filterStructure';
import { validateResourceFile } from '../../../server/validateResourceFile';
import { chosenColumns, chosenKeys, toggledKey } from '../../../src/engine/views/chosenColumns';

const file = assetFile as unknown as ResourceFile;
const asset = defineResource(file);
const CHOICES: ColumnChoice[] = [
  { key: 'id', value: 'ID', display: true }, { key: 'name', value: 'Name', display: true },
  { key: 'serial_number', value: 'Serial number', display: false }, { key: 'rack', value: 'Rack', display: false },
];

describe('column choices', () => {
  it('asks the list for column=true and one row', () => {
    expect(columnChoicesRequest(asset)).toEqual({ method: 'GET', url: '/service-desk/api/asset-list', query: [['column', 'true'], ['limit', '1']] });
  });

  it('reads [{key, value, display}] at x-report.columns, skipping entries without a key', () => {
    expect(columnChoicesResponse(asset, { success: true, data: { data: [], asset_columns: [
      { key: 'name', value: 'Name', display: true }, { key: 'rack', value: '', display: 1 }, { value: 'No key' }, null, { key: 'id', display: false },
    ] } })).toEqual([{ key: 'name', value: 'Name', display: true }, { key: 'rack', value: 'rack', display: true }, { key: 'id', value: 'id', display: false }]);
    expect(columnChoicesResponse(asset, { success: true })).toEqual([]);
  });

  it.each([
    ['the display flags without a kept choice', undefined, ['id', 'name']],
    ['the kept choice, in the server\'s order', ['serial_number', 'id'], ['id', 'serial_number']],
    ['the kept choice without keys no longer offered', ['gone', 'name'], ['name']],
  ] as const)('shows %s', (_name, kept, keys) => {
    expect(chosenKeys(CHOICES, kept as string[] | undefined)).toEqual(keys);
  });

  it('describes each shown column: the file\'s property, or the row\'s text for a key the file does not know', () => {
    const [serial, rack] = chosenColumns(asset, CHOICES, ['serial_number', 'rack']);
    expect(serial).toBe(asset.fields.serial_number);
    expect(rack).toMatchObject({ name: 'rack', label: 'Rack', kind: 'text', readPath: 'rack', displayPath: 'rack' });
    expect(chosenColumns(asset, [], ['serial_number'])).toBe(asset.columns);
  });

  it('toggles a key, keeping the last shown one', () => {
    expect(toggledKey(['id', 'name'], 'name')).toEqual(['id']);
    expect(toggledKey(['id'], 'name')).toEqual(['id', 'name']);
    expect(toggledKey(['id'], 'id')).toEqual(['id']);
  });

  it('refuses a column chooser on a file without x-report', () => {
    const { 'x-report': _report, ...rest } = file;
    const result = validateResourceFile('asset.json', JSON.stringify(rest));
    expect(result.ok).toBe(false);
    expect((result as { errors: string[] }).errors).toContain('asset.json /x-list/columnChooser: a column chooser reads its choices at x-report/columns: declare x-report');
  });
});

describe('filterStructure', () => {
  it('describes the panel\'s filters by query parameter, without exclude filters', () => {
    const structure = filterStructure(asset);
    expect(structure.find((entry) => entry.key === 'asset_type_ids')).toEqual({
      key: 'asset_type_ids', field: 'asset_type_id', label: 'Asset type', type: 'ids', multiple: true, lookup: '/service-desk/api/dependency/asset_types',
    });
    expect(structure.find((entry) => entry.key === 'created_at')).toEqual({ key: 'created_at', field: 'created_at', label: 'Created at', type: 'daterange', multiple: false });
    expect(structure.find((entry) => entry.key === 'assigned_on_begin')).toMatchObject({ end: 'assigned_on_end', type: 'daterange' });
    expect(structure.some((entry) => entry.key === 'problem_id' || entry.key === 'change_id')).toBe(false);
  });

  it('lists a choice property\'s options', () => {
    const withChoice = defineResource({ ...file, properties: { ...file.properties, state: { type: 'string', title: 'State', enum: ['new', 'old'] } },
      'x-list': { ...file['x-list']!, filters: [{ field: 'state', param: 'states' }] } });
    expect(filterStructure(withChoice)).toEqual([{ key: 'states', field: 'state', label: 'State', type: 'ids', multiple: true,
      options: [{ id: 'new', name: 'new' }, { id: 'old', name: 'old' }] }]);
  });
});

describe('a date range sent as two parameters (x-list filter end)', () => {
  it('sends each bound under its own parameter, and reads them back into one range', () => {
    expect(filterQuery(asset, { assigned_on: { from: '2025-03-01 00:00:00', to: '2025-03-31 23:30:00' } }))
      .toEqual({ assigned_on_begin: '2025-03-01 00:00:00', assigned_on_end: '2025-03-31 23:30:00' });
    expect(filterQuery(asset, { assigned_on: { to: '2025-03-31 23:30:00' } })).toEqual({ assigned_on_end: '2025-03-31 23:30:00' });
    expect(filterQuery(asset, { assigned_on: {} })).toEqual({});
    expect(filterValuesOf(asset, { assigned_on_end: '2025-03-31 23:30:00', assigned_on_begin: '2025-03-01 00:00:00', dept_ids: [2] }))
      .toEqual({ assigned_on: { from: '2025-03-01 00:00:00', to: '2025-03-31 23:30:00' }, department_id: [2] });
  });

  it('is refused on a filter that is not a date range', () => {
    const list = { ...file['x-list']!, filters: [{ field: 'asset_type_id', param: 'asset_type_ids', end: 'x' }] };
    const result = validateResourceFile('asset.json', JSON.stringify({ ...file, 'x-list': list }));
    expect((result as { errors: string[] }).errors).toContain('asset.json /x-list/filters/0/end: only a daterange filter has an end parameter');
  });
});
