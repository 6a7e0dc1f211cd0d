import { describe, expect, it } from 'vitest';
import releaseFile from '../../../schemas/release.json';
import vendorFile from '../../../schemas/vendor.json';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { toFormData, toFormSchema, toUiSchema } from '../../../src/engine/views/formSchema';
import { DateRangeWidget, RichTextWidget } from '../../../src/engine/widgets';

const vendor = defineResource(vendorFile as unknown as ResourceFile);
const release = defineResource(releaseFile as unknown as ResourceFile);

// A made-up resource with the kinds the seven files do not use yet.
const planned = defineResource({
  ...(vendorFile as unknown as ResourceFile),
  required: ['starts_at'],
  properties: {
    id: { type: 'integer', readOnly: true },
    starts_at: { type: 'string', format: 'date-time', 'x-widget': 'daterange', 'x-range-end': 'ends_at' },
    ends_at: { type: 'string', format: 'date-time' },
    attachment: { type: 'string', contentMediaType: 'application/octet-stream' },
  },
  'x-list': { title: 'planned', columns: ['starts_at'] },
});

describe('toFormSchema', () => {
  it('keeps the writable properties and their required list, without readOnly ones', () => {
    const schema = toFormSchema(vendor);
    expect(Object.keys(schema.properties!)).toEqual(['name', 'email', 'primary_contact', 'address', 'status_id', 'description']);
    expect(schema.required).toEqual(['name', 'email', 'primary_contact', 'address', 'description']);
  });

  it('drops the strict date-time format, since the server speaks YYYY-MM-DD HH:mm:ss', () => {
    expect((toFormSchema(planned).properties!.starts_at as { format?: string }).format).toBeUndefined();
  });
});

describe('toUiSchema', () => {
  it('asks the widget slot for each property, hint first', () => {
    const ui = toUiSchema(vendor);
    expect(ui.status_id['ui:widget']).toBe('radio');
    expect(ui.address['ui:widget']).toBe('textarea');
    expect(ui.description['ui:widget']).toBe(RichTextWidget);
    expect(ui['ui:order']).toEqual(['name', 'email', 'primary_contact', 'address', 'status_id', 'description']);
  });

  it('hands a select the options only the record\'s actions reach, to leave out (a release\'s Completed)', () => {
    const ui = toUiSchema(release);
    expect(ui.status_id['ui:options']).toMatchObject({ reserved: [5] });
    expect(ui.priority_id['ui:options']).not.toHaveProperty('reserved');
  });

  it('hides a range end: the start\'s range widget writes it', () => {
    const ui = toUiSchema(planned);
    expect(ui.starts_at['ui:widget']).toBe(DateRangeWidget);
    expect(ui.ends_at).toEqual({ 'ui:widget': 'hidden' });
  });
});

describe('toFormData', () => {
  it('takes the written values of a record and leaves out nulls and stored files', () => {
    const record = { id: 1, starts_at: '2024-03-05 09:00:00', ends_at: null, attachment: { name: 'a.pdf', size: 3 } };
    expect(toFormData(planned, record)).toEqual({ starts_at: '2024-03-05 09:00:00' });
    expect(toFormData(planned)).toEqual({});
  });

  it('starts a create on each select\'s x-ref.initial, an edit on the record\'s value', () => {
    expect(toFormData(release)).toEqual({ status_id: 1 });
    expect(toFormData(release, { id: 4, status_id: 3 })).toEqual({ status_id: 3 });
  });
});
