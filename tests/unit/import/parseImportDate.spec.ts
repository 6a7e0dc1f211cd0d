import { describe, expect, it } from 'vitest';
import { IMPORT_DATE_FORMATS } from '../../../src/engine/constants';
import { isDateTime } from '../../../src/kernel';
import { parseImportDate } from '../../../server/import/parseImportDate';

const WRITTEN: Record<string, [string, string]> = {
  'Y-m-d H:i': ['2026-01-31 14:30', '2024-02-30 10:00'],
  'm-d-Y H:i': ['01-31-2026 14:30', '02-30-2024 10:00'],
  'd-m-Y H:i': ['31-01-2026 14:30', '30-02-2024 10:00'],
  'Y/m/d H:i': ['2026/01/31 14:30', '2024/02/30 10:00'],
  'm/d/Y H:i': ['01/31/2026 14:30', '02/30/2024 10:00'],
  'd/m/Y H:i': ['31/01/2026 14:30', '30/02/2024 10:00'],
};

describe('parseImportDate', () => {
  it('offers the six formats the import takes', () => {
    expect(Object.keys(WRITTEN)).toEqual([...IMPORT_DATE_FORMATS]);
  });

  it.each(Object.entries(WRITTEN))('%s reads a date and refuses an impossible one', (format, [good, impossible]) => {
    expect(parseImportDate(good, format)).toEqual({ value: '2026-01-31 14:30:00' });
    expect(parseImportDate(impossible, format)).toEqual({ error: 'impossible' });
    expect(parseImportDate('31.01.2026', format)).toEqual({ error: 'format' });
  });

  it('takes what spreadsheets write: one digit, no time, seconds', () => {
    expect(parseImportDate('5/1/2026 9:05', 'd/m/Y H:i')).toEqual({ value: '2026-01-05 09:05:00' });
    expect(parseImportDate('2026-01-05', 'Y-m-d H:i')).toEqual({ value: '2026-01-05 00:00:00' });
    expect(parseImportDate('2026-01-05 09:05:07', 'Y-m-d H:i')).toEqual({ value: '2026-01-05 09:05:07' });
  });

  it.each([['29/02/2024 10:00', true], ['29/02/2000 10:00', true], ['29/02/1900 10:00', false], ['29/02/2026 10:00', false], ['31/04/2026 10:00', false], ['10/10/2026 24:00', false], ['10/10/2026 10:60', false]])(
    '%s is a real date: %s', (text, real) => {
      expect('value' in parseImportDate(text, 'd/m/Y H:i')).toBe(real);
    },
  );
});

describe('isDateTime (the date-time format of resource data)', () => {
  it.each([['2026-01-31 14:30:00', true], ['2026-01-31T14:30:00Z', true], ['2026-01-31T14:30:00+02:00', true],
    ['2026-02-30 10:00:00', false], ['2026-01-31 14:30', false], ['31/01/2026 14:30:00', false]])('%s → %s', (text, valid) => {
    expect(isDateTime(text)).toBe(valid);
  });
});
