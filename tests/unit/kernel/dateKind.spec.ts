// A date without a time (format "date") is a kind of its own: described as 'date', refused unless it is
// a real day with the words the shipped dates use, and accepted where a date-time is by the start-up checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../server/createAjv';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { validateResourceFile } from '../../../server/validateResourceFile';
import { checkedBy, describeField } from '../../../src/kernel';

const vendorWith = (edit: (file: Record<string, any>) => void) => {
  const file = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'vendor.json'), 'utf8'));
  edit(file);
  const result = validateResourceFile('schemas/vendor.json', JSON.stringify(file));
  return result.ok ? [] : result.errors;
};

describe('a date property', () => {
  it('is described as a date, apart from a date-time', () => {
    expect(describeField('founded_on', { type: 'string', format: 'date' }).kind).toBe('date');
    expect(describeField('created_at', { type: 'string', format: 'date-time' }).kind).toBe('date-time');
  });

  it('holds a real day only, and says so at the field', () => {
    const check = checkedBy(createAjv().compile({ type: 'object', properties: { founded_on: { type: 'string', format: 'date' } } }));
    expect(check({ founded_on: '2026-03-01' })).toEqual({});
    expect(check({ founded_on: '2024-02-29' })).toEqual({});
    for (const wrong of ['2026-02-30', '01/03/2026', '2026-03-01 10:00:00', '2025-02-29']) {
      expect(check({ founded_on: wrong })).toEqual({ founded_on: 'The founded on is not a valid date.' });
    }
  });

  it('a file\'s own errorMessage still wins', () => {
    const check = checkedBy(createAjv().compile({ type: 'object', properties: { on: { type: 'string', format: 'date', errorMessage: { format: 'Pick a day.' } } } }));
    expect(check({ on: 'soon' })).toEqual({ on: 'Pick a day.' });
  });

  it('takes a date range filter and a countdown, as a date-time does', () => {
    expect(vendorWith((file) => {
      file.properties.founded_on = { type: 'string', format: 'date', title: 'Founded on' };
      file.properties.anniversary = { type: 'object', readOnly: true, 'x-derived': { from: 'founded_on', as: 'countdown' } };
      file['x-list'].filters.push({ field: 'founded_on', param: 'founded_on', kind: 'daterange' });
    })).toEqual([]);
  });

  it('a daterange filter on text is still refused, naming both kinds of date', () => {
    expect(vendorWith((file) => { file['x-list'].filters.push({ field: 'name', param: 'name', kind: 'daterange' }); }))
      .toContain('schemas/vendor.json /x-list/filters/1: a daterange filter needs a date or date-time property, "name" is not one');
  });
});
