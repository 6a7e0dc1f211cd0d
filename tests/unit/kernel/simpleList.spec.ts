import { describe, expect, it } from 'vitest';
import { loadResources } from '../../../server/loadResources';
import { simpleList } from '../../../src/kernel';

describe('the texts of a one-column list row', () => {
  it.each([
    ['the representation is the primary, the first column the tertiary',
      ['identifier', 'subject', 'requester_id', 'status_id'], 'subject', { primary: 'subject', secondary: ['requester_id', 'status_id'], tertiary: 'identifier' }],
    ['the representation is the first column: no tertiary',
      ['name', 'email', 'primary_contact', 'address'], 'name', { primary: 'name', secondary: ['email', 'primary_contact'] }],
    ['the representation is not listed: the first column is the name',
      ['task_name', 'task_start_date'], 'subject', { primary: 'task_name', secondary: ['task_start_date'] }],
    ['a single column', ['name'], 'name', { primary: 'name', secondary: [] }],
  ])('derived from the columns: %s', (_, columns, representation, expected) => {
    expect(simpleList(columns, representation)).toEqual(expected);
  });

  it('takes what the resource file names, secondary texts defaulting to none', () => {
    expect(simpleList(['a', 'b'], 'a', { primary: 'b', tertiary: 'a' })).toEqual({ primary: 'b', secondary: [], tertiary: 'a' });
  });

  it('has none for a list without columns (a create-only resource)', () => {
    expect(simpleList([], 'subject')).toBeUndefined();
  });

  it('gives every listed resource file a row whose texts are its properties', () => {
    for (const definition of loadResources().filter((candidate) => candidate.listed)) {
      const row = definition.simpleList!;
      for (const field of [row.primary, ...row.secondary, row.tertiary ?? row.primary]) expect(definition.fields[field.name], definition.name).toBe(field);
    }
  });
});
