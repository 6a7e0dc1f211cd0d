// The property dialog's types: each written with the keywords the shipped resource files use, and every
// property of every shipped file read into the dialog's values and written back unchanged (key order too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOf, PROPERTY_KINDS, readProperty, writeProperty, type Json, type PropertyValues } from '../../../../src/overrides/model/propertyKinds';

const SCHEMAS = join(import.meta.dirname, '..', '..', '..', '..', 'schemas');
const blank: PropertyValues = { kind: 'text', title: 'T', description: '', defaultValue: '', maxLength: '', minimum: '', maximum: '', options: [], lookup: '' };
const write = (values: Partial<PropertyValues>) => writeProperty({ ...blank, ...values });

describe('each type and its keywords', () => {
  const cases: Array<[Partial<PropertyValues>, Json]> = [
    [{ kind: 'text', maxLength: '30' }, { type: 'string', title: 'T', maxLength: 30 }],
    [{ kind: 'long_text' }, { type: 'string', 'x-widget': 'textarea', title: 'T' }],
    [{ kind: 'rich_text' }, { type: 'string', contentMediaType: 'text/html', title: 'T' }],
    [{ kind: 'number', minimum: '0', maximum: '10', defaultValue: '2' }, { type: 'number', title: 'T', default: 2, minimum: 0, maximum: 10 }],
    [{ kind: 'money', minimum: '0' }, { type: 'number', 'x-widget': 'money', title: 'T', minimum: 0 }],
    [{ kind: 'date', defaultValue: '2026-03-01' }, { type: 'string', format: 'date', title: 'T', default: '2026-03-01' }],
    [{ kind: 'date_time' }, { type: 'string', format: 'date-time', title: 'T' }],
    [{ kind: 'yes_no', defaultValue: 'false' }, { type: 'boolean', title: 'T', default: false }],
    [{ kind: 'choice', options: ['Low', 'High'] }, { type: 'string', enum: ['Low', 'High'], title: 'T' }],
    [{ kind: 'reference', lookup: '/service-desk/api/dependency/locations' }, { type: 'integer', 'x-ref': { lookup: '/service-desk/api/dependency/locations' }, title: 'T' }],
    [{ kind: 'references', lookup: '/service-desk/api/dependency/vendors' },
      { type: 'array', items: { type: 'integer' }, 'x-ref': { lookup: '/service-desk/api/dependency/vendors', multiple: true }, title: 'T' }],
  ];
  it.each(cases)('%j is written as the files write it, and read back as that type', (values, schema) => {
    const written = write(values);
    expect(written).toEqual(schema);
    expect(kindOf(written)).toBe(values.kind);
    expect(readProperty(written)).toEqual({ ...blank, ...values });
  });

  it('offers a date (a day, no time) between money and a date and time', () => {
    expect(PROPERTY_KINDS.slice(PROPERTY_KINDS.indexOf('money'), PROPERTY_KINDS.indexOf('date_time') + 1)).toEqual(['money', 'date', 'date_time']);
  });

  it('a date opened and kept is the same JSON; made a date and time, it loses its format only', () => {
    const founded = { type: 'string', format: 'date', title: 'Founded on', 'x-truncate': 12 };
    expect(writeProperty(readProperty(founded), founded)).toEqual(founded);
    expect(writeProperty({ ...readProperty(founded), kind: 'date_time' }, founded)).toEqual({ title: 'Founded on', 'x-truncate': 12, type: 'string', format: 'date-time' });
  });

  it('a text with a length limit given a help text and a default keeps them', () => {
    expect(write({ maxLength: '30', defaultValue: 'n/a', description: 'Office line' }))
      .toEqual({ type: 'string', title: 'T', description: 'Office line', default: 'n/a', maxLength: 30 });
  });

  it('a property changing type loses the old type\'s keywords and limits, keeps the rest', () => {
    const before = { type: 'string', title: 'Cost', maxLength: 20, 'x-truncate': 10 };
    expect(writeProperty({ ...readProperty(before), kind: 'money' }, before)).toEqual({ title: 'Cost', 'x-truncate': 10, type: 'number', 'x-widget': 'money' });
  });

  it('an integer number stays an integer when its limits change', () => {
    const before = { type: 'integer', title: 'Count', minimum: 0 };
    expect(writeProperty({ ...readProperty(before), maximum: '9' }, before)).toEqual({ type: 'integer', title: 'Count', minimum: 0, maximum: 9 });
  });
});

describe('round trip of the shipped files', () => {
  const files = readdirSync(SCHEMAS).filter((name) => name.endsWith('.json'));
  const properties = files.flatMap((name) => Object.entries(JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')).properties ?? {})
    .map(([property, schema]) => [`${name} ${property}`, schema as Json] as const));

  it('covers every type the dialog offers', () => {
    const kinds = new Set(properties.map(([, schema]) => kindOf(schema)));
    for (const kind of ['text', 'long_text', 'rich_text', 'number', 'money', 'date_time', 'yes_no', 'choice', 'reference', 'references', 'other']) expect(kinds).toContain(kind);
  });

  it.each(properties)('%s is written back as it was read', (_, schema) => {
    const written = writeProperty(readProperty(schema), schema);
    expect(JSON.stringify(written)).toBe(JSON.stringify(schema));
  });
});
