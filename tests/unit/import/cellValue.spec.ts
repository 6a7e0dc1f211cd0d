import { describe, expect, it } from 'vitest';
import { describeField } from '../../../src/kernel';
import { convertCell } from '../../../server/import/cellValue';
import type { NameIndex } from '../../../server/import/nameIndex';

const index: NameIndex = { byName: new Map([['laptop', [4]], ['in use', [1, 8]], ['ada@example.com', [1]]]), names: new Map([[1, 'In use'], [4, 'Laptop'], [8, 'In use']]) };
const DATE_FORMAT = 'd/m/Y H:i';
const field = (schema: object, name = 'thing') => describeField(name, { title: 'Thing', ...schema } as never);
const reference = field({ type: 'integer', 'x-ref': { lookup: '/x/dependency/things' } });

describe('convertCell', () => {
  it.each<[string, object, string, unknown]>([
    ['a name of a look-up, any case', reference, ' LAPTOP ', { value: 4 }],
    ['an id of a look-up', reference, '4', { value: 4 }],
    ['an e-mail a look-up holds', reference, 'ada@example.com', { value: 1 }],
    ['a name two items share', reference, 'in use', { error: '2 items of thing are named "in use": write the id instead.' }],
    ['a name nobody holds', reference, 'Rocket', { error: 'No thing is named "Rocket".' }],
    ['an id nobody holds', reference, '99', { error: 'No thing is named "99".' }],
    ['several names', field({ type: 'array', 'x-ref': { lookup: '/x', multiple: true } }), 'Laptop; 1', { value: [4, 1] }],
    ['an empty cell', reference, '  ', { value: undefined }],
    ['a whole number', field({ type: 'integer' }), '-12', { value: -12 }],
    ['not a whole number', field({ type: 'integer' }), '1.5', { error: '"1.5" is not a whole number.' }],
    ['a number', field({ type: 'number' }), '.5', { value: 0.5 }],
    ['yes', field({ type: 'boolean' }), 'Yes', { value: true }],
    ['0', field({ type: 'boolean' }), '0', { value: false }],
    ['neither yes nor no', field({ type: 'boolean' }), 'maybe', { error: '"maybe" is not yes or no.' }],
    ['a choice by label', field({ type: 'string', oneOf: [{ const: 'g', title: 'Gold' }] }), 'gold', { value: 'g' }],
    ['a date in the format', field({ type: 'string', format: 'date-time' }), '31/01/2026 14:30', { value: '2026-01-31 14:30:00' }],
    ['a day in the format, its time left out', field({ type: 'string', format: 'date' }), '01/03/2026 14:30', { value: '2026-03-01' }],
    ['a day alone', field({ type: 'string', format: 'date' }), '1/3/2026', { value: '2026-03-01' }],
    ['a day that is none', field({ type: 'string', format: 'date' }), '30/02/2026', { error: '"30/02/2026" is not a real date.' }],
    ['an impossible date', field({ type: 'string', format: 'date-time' }), '31/02/2026 14:30', { error: '"31/02/2026 14:30" is not a real date.' }],
    ['text as written', field({ type: 'string' }), ' two  spaces ', { value: ' two  spaces ' }],
    ['a formula, kept with a warning', field({ type: 'string' }), '=1+1', { value: '=1+1', warning: 'Starts with "=": stored as text, not run as a formula.' }],
    ['a negative number as text, no warning', field({ type: 'string' }), '-5', { value: '-5' }],
  ])('%s', (_name, descriptor, cell, expected) => {
    expect(convertCell(descriptor as never, cell, DATE_FORMAT, index)).toEqual(expected);
  });
});
