// The group editor's field drafts: the kinds a person picks map onto the JSON Schema subset the
// server stores and back, keys follow labels while new, and 412 keys land on the right inputs.
import { describe, expect, it } from 'vitest';
import type { GroupField } from '../../../src/kernel';
import { draftOf, fieldMessages, groupFieldOf, keyFromTitle, newDraft, withTitle } from '../../../src/overrides/formGroups/fieldDrafts';

describe('groupFieldOf / draftOf', () => {
  it.each<[string, GroupField]>([
    ['text', { key: 'serial', title: 'Serial', type: 'string', maxLength: 40 }],
    ['textarea', { key: 'notes', title: 'Notes', type: 'string', 'x-widget': 'textarea', required: true }],
    ['integer', { key: 'ram_gb', title: 'RAM (GB)', type: 'integer', minimum: 1, maximum: 1024 }],
    ['number', { key: 'weight', title: 'Weight', type: 'number', minimum: 0.5 }],
    ['date', { key: 'purchased_on', title: 'Purchased on', type: 'string', format: 'date-time' }],
    ['select', { key: 'disk', title: 'Disk', type: 'string', enum: ['SSD', 'HDD'] }],
  ])('round-trips a %s field', (kind, field) => {
    const draft = draftOf(field);
    expect(draft.kind).toBe(kind);
    expect(draft.saved).toBe(true);
    expect(groupFieldOf(draft)).toEqual(field);
  });

  it('sends only the settings of the chosen kind, options trimmed one a line', () => {
    const draft = { ...draftOf({ key: 'size', title: ' Size ', type: 'string', maxLength: 10 }), kind: 'select' as const, options: ' S \n\nM\nL ' };
    expect(groupFieldOf(draft)).toEqual({ key: 'size', title: 'Size', type: 'string', enum: ['S', 'M', 'L'] });
    expect(groupFieldOf({ ...draft, kind: 'integer', minimum: 'ten' })).toEqual({ key: 'size', title: 'Size', type: 'integer', minimum: 'ten' });
  });
});

describe('keys', () => {
  it.each([
    ['RAM (GB)', 'ram_gb'], ['Purchased on', 'purchased_on'], ['Ångström', 'angstrom'], ['2nd owner', 'field_2nd_owner'], ['!!!', ''],
    ['x'.repeat(60), 'x'.repeat(50)],
  ])('keyFromTitle(%j) === %j', (title, key) => expect(keyFromTitle(title)).toBe(key));

  it('follows the label on a new field until edited by hand, never on a saved one', () => {
    expect(withTitle(newDraft(), 'Panel type').key).toBe('panel_type');
    expect(withTitle({ ...newDraft(), key: 'mine', keyEdited: true }, 'Panel type').key).toBe('mine');
    expect(withTitle(draftOf({ key: 'ram_gb', title: 'RAM', type: 'integer' }), 'Memory').key).toBe('ram_gb');
  });
});

it('puts the messages of field i on its inputs, type-related ones on the kind', () => {
  expect(fieldMessages({ 'fields.1.title': 'T', 'fields.1.format': 'F', 'fields.1.enum.0': 'E', 'fields.0.key': 'K' }, 1))
    .toEqual({ title: 'T', kind: 'F', options: 'E' });
});
