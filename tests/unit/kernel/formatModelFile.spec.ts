import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatModelFile } from '../../../src/kernel';

const SCHEMAS = join(import.meta.dirname, '..', '..', '..', 'schemas');

it('writes 2-space JSON with a final newline, keys in their order, objects and lists that fit 120 columns on one line', () => {
  const text = formatModelFile({ $id: 'vendor', required: ['name', 'email'], properties: { name: { type: 'string', title: 'Name', maxLength: 255 } }, empty: {}, none: [] });
  expect(text).toBe([
    '{',
    '  "$id": "vendor",',
    '  "required": ["name", "email"],',
    '  "properties": { "name": { "type": "string", "title": "Name", "maxLength": 255 } },',
    '  "empty": {},',
    '  "none": []',
    '}',
    '',
  ].join('\n'));
});

it('gives every shipped resource file back as the same JSON, key order kept, within 120 columns where a line can be cut', () => {
  for (const name of readdirSync(SCHEMAS).filter((file) => file.endsWith('.json'))) {
    const value = JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8'));
    const text = formatModelFile(value);
    expect(JSON.stringify(JSON.parse(text)), name).toBe(JSON.stringify(value));
    expect(text.endsWith('}\n')).toBe(true);
    // A line longer than that holds one long value (a text, or a list's item) that cannot be cut.
    for (const line of text.split('\n').filter((row) => row.length > 120)) expect(line.trim(), name).not.toMatch(/^"[^"]+": [[{]/);
  }
});
