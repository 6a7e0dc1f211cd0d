import { describe, expect, it } from 'vitest';
import { exportValue } from '../../../server/export/cellValue';
import { neutraliseCell } from '../../../server/export/neutraliseCell';
import { htmlText } from '../../../server/sanitizeHtml';
import { describeField } from '../../../src/kernel';

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

  it.each([
    ['<p>a</p>\n<p>b&nbsp;&lt;c&gt;</p>', 'a b <c>'],
    ['<p>a</p><p>b</p><ul><li>c</li><li>d</li></ul>', 'a b c d'],
    ['un<b>break</b>able &copy; &#8364;', 'unbreakable © €'],
    ['<p title="x>y">kept</p><script>alert(1)</script><style>p{color:red}</style>', 'kept'],
    ['<img src=x onerror="a>b">after', 'after'],
    ['plain  text\n here', 'plain text here'],
  ])('reads rich text %j as the one line of text %j', (html, text) => {
    expect(htmlText(html)).toBe(text);
  });
});
