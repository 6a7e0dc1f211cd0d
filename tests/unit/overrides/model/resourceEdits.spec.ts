// The edits the property dialog and the list tab make to a resource file, on the shipped vendor file.
import { describe, expect, it } from 'vitest';
import vendor from '../../../../schemas/vendor.json';
import { placesOf, withoutProperty, withProperty, withPropertyMoved } from '../../../../src/overrides/model/resourceEdits';
import { validateResourceFile } from '../../../../server/validateResourceFile';

const file = vendor as unknown as Record<string, unknown>;
const phone = { type: 'string', title: 'Phone', maxLength: 30, default: 'n/a' };
const everywhere = { required: true, inList: true, inFilter: true, onPhone: true };

describe('a property added, moved and removed', () => {
  it('is added at the end and named where chosen: required, list column, text filter, phone line, show page', () => {
    const next = withProperty(file, 'phone', phone, everywhere);
    expect(Object.keys(next.properties as object).at(-1)).toBe('phone');
    expect(placesOf(next, 'phone')).toEqual(everywhere);
    const list = next['x-list'] as { filters: unknown[]; simpleList: { secondary: string[] } };
    expect(list.filters.at(-1)).toEqual({ field: 'phone', param: 'phone', kind: 'text' });
    expect(list.simpleList.secondary).toEqual(['email', 'status_id', 'phone']);
    expect((next['x-show'] as { fields: string[] }).fields.at(-1)).toBe('phone');
    expect(placesOf(file, 'phone')).toEqual({ required: false, inList: false, inFilter: false, onPhone: false });
  });

  it('a date filters by a date range, which the start-up check accepts', () => {
    const next = withProperty(file, 'founded_on', { type: 'string', format: 'date', title: 'Founded on' }, { ...everywhere, required: false, onPhone: false });
    expect((next['x-list'] as { filters: unknown[] }).filters.at(-1)).toEqual({ field: 'founded_on', param: 'founded_on', kind: 'daterange' });
    expect(validateResourceFile('schemas/vendor.json', JSON.stringify(next))).toEqual({ ok: true, file: next });
  });

  it('a reference filters by chosen ids', () => {
    const next = withProperty(file, 'location_id', { type: 'integer', title: 'Location', 'x-ref': { lookup: '/service-desk/api/dependency/location' } }, { ...everywhere, onPhone: false });
    expect((next['x-list'] as { filters: unknown[] }).filters.at(-1)).toEqual({ field: 'location_id', param: 'location_ids', multiple: true });
  });

  it('keeps its place when edited, and leaves the places unticked', () => {
    const next = withProperty(file, 'email', { type: 'string', title: 'Mail' }, { required: false, inList: false, inFilter: false, onPhone: false });
    expect(Object.keys(next.properties as object).indexOf('email')).toBe(Object.keys(file.properties as object).indexOf('email'));
    expect(placesOf(next, 'email')).toEqual({ required: false, inList: false, inFilter: false, onPhone: false });
  });

  it('moves one place in the form order, not past the ends', () => {
    const names = (value: Record<string, unknown>) => Object.keys(value.properties as object);
    expect(names(withPropertyMoved(file, 'email', -1)).slice(0, 3)).toEqual(['id', 'email', 'name']);
    expect(names(withPropertyMoved(file, 'id', -1))).toEqual(names(file));
  });

  it('removed, leaves no list, filter, sort, search, phone line, show field or required naming it', () => {
    const next = withoutProperty(withProperty(file, 'phone', phone, everywhere), 'phone');
    expect(JSON.stringify(next)).not.toContain('"phone"');
    // A place the dialog does not edit (a look-up's meta) is left for the apply's check to name.
    const gone = withoutProperty(file, 'email');
    expect(JSON.stringify({ ...gone, 'x-lookups': [] })).not.toContain('"email"');
  });
});
