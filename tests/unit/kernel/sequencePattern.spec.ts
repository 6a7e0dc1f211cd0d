import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import { headerKey, formatSequence, sequenceNumber, sequencePattern } from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

describe('x-sequence patterns', () => {
  const PRB = sequencePattern('PRB-{0000}')!;

  it('reads the text around one run of zeros in braces', () => {
    expect(PRB).toEqual({ prefix: 'PRB-', digits: 4, suffix: '' });
    expect(sequencePattern('{000}/A')).toEqual({ prefix: '', digits: 3, suffix: '/A' });
    for (const wrong of ['PRB-0000', 'PRB-{00}-{00}', 'PRB-{}', 'PRB-{0a}']) expect(sequencePattern(wrong)).toBeUndefined();
  });

  it('writes numbers padded to the least digits, growing past them', () => {
    expect([1, 40, 9999, 12345].map((n) => formatSequence(PRB, n))).toEqual(['PRB-0001', 'PRB-0040', 'PRB-9999', 'PRB-12345']);
  });

  it('reads the number of a text of the pattern, ignoring case, and nothing of another shape', () => {
    expect(['PRB-0040', 'prb-0040', 'PRB-12345', 'PRB-7'].map((text) => sequenceNumber(PRB, text))).toEqual([40, 40, 12345, 7]);
    for (const other of ['PRB-40a', 'CHN-0001', 'PRB-', '', null, 40, 'PRB-1234567890123456']) expect(sequenceNumber(PRB, other)).toBeUndefined();
  });

  it('is refused at start on anything but a writable text property', () => {
    const problem = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'problem.json'), 'utf8'));
    const errors = (identifier: object) => {
      const result = validateResourceFile('problem.json', JSON.stringify({ ...problem, properties: { ...problem.properties, identifier } }));
      return result.ok ? [] : result.errors;
    };
    expect(errors({ type: 'string', 'x-sequence': { pattern: 'T-{000}' } })).toEqual([]);
    expect(errors({ type: 'string', readOnly: true, 'x-sequence': { pattern: 'T-{000}' } })).toEqual(['problem.json /properties/identifier/x-sequence: a numbered property must be a writable text property']);
    expect(errors({ type: 'string', 'x-sequence': { pattern: 'T-000' } })[0]).toMatch(/^problem\.json \/properties\/identifier\/x-sequence\/pattern: must match pattern/);
  });
});

describe('headerKey', () => {
  it('compares column names ignoring case, accents, spaces and punctuation', () => {
    expect(['Serial-No.', 'serial no', ' SERIAL_NO '].map(headerKey)).toEqual(['serialno', 'serialno', 'serialno']);
    expect(headerKey('Numéro de série')).toBe('numerodeserie');
  });
});
