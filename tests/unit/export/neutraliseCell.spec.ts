import { describe, expect, it } from 'vitest';
import { exportValue, plainText } from '../../../server/export/cellValue';
import { neutraliseCell } from '../../../server/export/neutraliseCell';
import { describeField } from '../../../src/engine/schema/describeField';

describe('neutraliseCell', () => {
  it.each([
    ['=1+2', "'=1+2"], ['+cmd', "'+cmd"], ['-2+3', "'-2+3"], ['@SUM(A1)', "'@SUM(A1)"], ['\tTab', "'\tTab"], ['\rCR', "'\rCR"],
    ['Laptop', 'Laptop'], ['a=b', 'a=b'], [' =1', ' =1'], ['', ''],
  ])('text %j is written as %j', (value, written) => {
    expect(neutraliseCell(value)).toBe(written);
  });

  it.each([[-5, -5], [0, 0], [3.5, 3.5], [Number.NaN, ''], [null, ''], [undefined, '']])('%j stays %j', (value, written) => {
    expect(neutraliseCell(value as number)).toBe(written);
  });
});

describe('exportValue', () => {
  const record = {
    id: 12, name: '=HYPERLINK("x")', asset_type: { id: 2, name: 'Laptop' }, used_by: { id: 3, full_name: '', email: 'ann@example.com' },
    description: '<p>Fast &amp; <b>light</b></p>', active: true, level: 'hi', empty: '',
  };
  it.each([
    [describeField('id', { type: 'integer' }), 12],
    [describeField('name', { type: 'string' }), '=HYPERLINK("x")'],
    [describeField('asset_type_id', { type: 'integer', 'x-ref': { lookup: '/x' }, 'x-read': 'asset_type.id', 'x-display': 'asset_type.name' }), 'Laptop'],
    [describeField('used_by_id', { type: 'integer', 'x-ref': { lookup: '/x' }, 'x-display': 'used_by.full_name|used_by.email' }), 'ann@example.com'],
    [describeField('description', { type: 'string', contentMediaType: 'text/html' }), 'Fast & light'],
    [describeField('active', { type: 'boolean' }), 'Yes'],
    [describeField('level', { type: 'string', oneOf: [{ const: 'hi', title: 'High' }] }), 'High'],
    [describeField('empty', { type: 'string' }), null],
    [describeField('missing', { type: 'integer' }), null],
  ])('%# shows names, titles and numbers', (field, value) => {
    expect(exportValue(field, record)).toBe(value);
  });

  it('reads rich text as one line of text', () => {
    expect(plainText('<p>a</p>\n<p>b&nbsp;&lt;c&gt;</p>')).toBe('a b <c>');
  });
});
