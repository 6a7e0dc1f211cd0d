import { describe, expect, it } from 'vitest';
import { IMPORT_TOO_LARGE, importFileError, mappingErrors, type ImportColumn, type MappingChoice } from '../../../src/overrides/import/rules/importMapping';

const column = (uuid: string, label: string, extra: Partial<ImportColumn> = {}): ImportColumn => ({
  uuid, label, type: 'text', required: false, hidden: false, nested: false, description: '', mapped_to: null, ...extra,
});
const COLUMNS = [column('identifier', 'Identifier'), column('name', 'Name', { required: true }), column('assigned_on', 'Assigned on', { type: 'date-time' })];
const HEADERS = [{ id: 1, name: 'Id' }, { id: 2, name: 'Title' }, { id: 3, name: 'When' }];
const choice = (extra: Partial<MappingChoice>): MappingChoice => ({
  columns: COLUMNS, headers: HEADERS, mapped: {}, fixed: {}, updateExisting: false, key: 'identifier', handleDates: false, dateFormat: null, ...extra,
});

describe('mappingErrors', () => {
  it.each<[string, Partial<MappingChoice>, Record<string, string>]>([
    ['a complete mapping', { mapped: { name: 2 } }, {}],
    ['a required field unmapped', { mapped: { identifier: 1 } }, { 'mapped_system_attributes.name': 'Name is required: map a column to it.' }],
    ['a required field given for every row', { fixed: { name: 'Same' } }, {}],
    ['two fields on one column', { mapped: { name: 2, identifier: '2' } }, { 'mapped_system_attributes.identifier': 'The column "Title" is mapped to Name already.' }],
    ['a column the file lacks', { mapped: { name: 9 } }, { 'mapped_system_attributes.name': 'The file has no column 9.' }],
    ['an unknown property', { mapped: { name: 2, colour: 1 } }, { 'mapped_system_attributes.colour': '"colour" is no column to import.' }],
    ['a column and a fixed value', { mapped: { name: 2 }, fixed: { name: 'x' } }, { 'special_keys.name': 'Name is mapped to a column already.' }],
    ['updates without the key', { mapped: { name: 2 }, updateExisting: true }, { 'mapped_system_attributes.identifier': 'Identifier must be mapped to update existing records: they are found by it.' }],
    ['updates without required fields', { mapped: { identifier: 1 }, updateExisting: true }, {}],
    ['a date column without its format', { mapped: { name: 2, assigned_on: 3 }, handleDates: true }, { date_time_format: 'This field is required.' }],
    ['a date column with its format', { mapped: { name: 2, assigned_on: 3 }, handleDates: true, dateFormat: 'd/m/Y H:i' }, {}],
    ['a format that is none of the six', { mapped: { name: 2 }, dateFormat: 'Y.m.d' }, { date_time_format: 'The selected date format is invalid.' }],
    ['unmapped columns as null or empty', { mapped: { name: 2, identifier: null, assigned_on: '' } }, {}],
  ])('%s', (_name, extra, errors) => {
    expect(mappingErrors(choice(extra))).toEqual(errors);
  });
});

describe('importFileError', () => {
  it.each<[string, number, string | undefined]>([
    ['assets.csv', 24_999_999, undefined], ['assets.csv', 25_000_000, IMPORT_TOO_LARGE], ['ASSETS.CSV', 10, undefined],
    ['assets.txt', 10, undefined], ['assets.xlsx', 10, 'The file must be a CSV file (.csv).'], ['assets.csv', 0, 'The file is empty.'],
  ])('%s of %i bytes', (name, size, error) => {
    expect(importFileError({ name, size })).toBe(error);
  });
  it('says the limit in words', () => {
    expect(IMPORT_TOO_LARGE).toBe('The file must be smaller than 25 MB (25,000,000 bytes).');
  });
});
