// A select's start, its options' order and what no form may choose, declared in the resource files
// (x-ref.initial, order, reserved; x-badge): a broken declaration is refused with file, pointer and reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { lookupOrders } from '../../../server/lookupOrders';
import { reservedValues, type ResourceFile } from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

const read = (name: string) => JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.json`), 'utf8'));
const errorsOf = (edit: (file: Record<string, any>) => void) => {
  const file = read('release');
  edit(file);
  const result = validateResourceFile('schemas/release.json', JSON.stringify(file));
  return result.ok ? [] : result.errors;
};
const AT = 'schemas/release.json';

describe('reservedValues', () => {
  it('joins x-actions.lockedWhen, the commands\' sets and x-ref.reserved, once each', () => {
    expect(reservedValues(read('release'), 'status_id')).toEqual([5]);
    expect(reservedValues(read('change'), 'status_id')).toEqual([6]);
    expect(reservedValues(read('contract'), 'status_id')).toEqual([2, 5, 7, 6]);
    expect(reservedValues(read('release'), 'priority_id')).toEqual([]);
    expect(reservedValues(read('vendor'), 'status_id')).toEqual([]);
  });
});

describe('x-ref.initial, order, reserved and x-badge in a resource file', () => {
  it('accepts the release file as it is', () => {
    expect(errorsOf(() => undefined)).toEqual([]);
  });

  it.each([
    ['an initial status only an action reaches', (f: any) => { f.properties.status_id['x-ref'].initial = 5; },
      `${AT} /properties/status_id/x-ref/initial: 5 is reached only through the record's actions (x-actions or x-ref.reserved): a form cannot start on it`],
    ['an initial status the file reserves', (f: any) => { f.properties.status_id['x-ref'].reserved = [1]; },
      `${AT} /properties/status_id/x-ref/initial: 1 is reached only through the record's actions (x-actions or x-ref.reserved): a form cannot start on it`],
    ['an initial value of a multiple select', (f: any) => { f.properties.asset_ids['x-ref'].initial = 1; },
      `${AT} /properties/asset_ids/x-ref/initial: a multiple select starts empty: initial is for a single one`],
    ['an unknown order', (f: any) => { f.properties.status_id['x-ref'].order = 'alphabet'; },
      `${AT} /properties/status_id/x-ref/order: must be equal to one of the allowed values`],
    ['a colour outside the theme', (f: any) => { f.properties.status_id['x-badge']['1'] = 'red'; },
      `${AT} /properties/status_id/x-badge/1: must be equal to one of the allowed values`],
    ['colours on a property without options', (f: any) => { f.properties.subject['x-badge'] = { x: 'info' }; },
      `${AT} /properties/subject/x-badge: x-badge colours the options of a choice (oneOf, enum) or a reference (x-ref)`],
    ['a warning on no number of days', (f: any) => { f.properties.left = { type: 'object', readOnly: true, 'x-derived': { from: 'created_at', as: 'countdown', warnWithin: -1 } }; },
      `${AT} /properties/left/x-derived/warnWithin: must be >= 0`],
  ])('refuses %s', (_name, edit, error) => {
    expect(errorsOf(edit)).toContain(error);
  });
});

describe('lookupOrders', () => {
  const named = (fileName: string, file: ResourceFile) => ({ fileName, file });

  it('answers each look-up\'s order from the properties naming it, name by default', () => {
    const { orders, problems } = lookupOrders([named('release.json', read('release')), named('problem.json', read('problem'))]);
    expect(problems).toEqual([]);
    expect(orders.get('release_statuses')).toBe('model');
    expect(orders.get('statuses')).toBe('model');
    expect(orders.get('locations')).toBe('name');
  });

  it('refuses two properties ordering one look-up differently, naming both', () => {
    const ticket = read('ticket');
    delete ticket.properties.status_id['x-ref'].order;
    expect(lookupOrders([named('schemas/problem.json', read('problem')), named('schemas/ticket.json', ticket)]).problems).toEqual([
      'schemas/ticket.json /properties/status_id/x-ref/order: the look-up statuses is ordered by model at schemas/problem.json /properties/status_type_id/x-ref/order; every property naming it declares the same order',
    ]);
  });
});
