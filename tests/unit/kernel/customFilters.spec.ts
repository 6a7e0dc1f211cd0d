import { describe, expect, it } from 'vitest';
import changeFile from '../../../schemas/change.json';
import {
  BOOLEAN_OPTIONS,
  customFilterDescriptor,
  customFilters,
  defineResource,
  describeField,
  savedFilterReferences,
  filterNameError,
  type PropertySchema,
  type ResourceFile,
} from '../../../src/kernel';
import { validateResourceFile } from '../../../server/validateResourceFile';

const file = changeFile as unknown as ResourceFile;
const fields = (properties: Record<string, PropertySchema>) =>
  Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, describeField(name, schema)]));

describe('customFilters', () => {
  it('offers the shipped Risk custom field of changes', () => {
    expect(defineResource(file).customFilters).toEqual([
      { key: 'risk', label: 'Risk', type: 'choice', options: [{ id: 'Low', name: 'Low' }, { id: 'Medium', name: 'Medium' }, { id: 'High', name: 'High' }] },
    ]);
  });

  it('maps every filterable kind, in file order, and leaves out what cannot filter or is filtered already', () => {
    expect(customFilters(fields({
      size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }], 'x-custom': true },
      ok: { type: 'boolean', 'x-custom': true },
      owner_id: { type: 'integer', 'x-ref': { lookup: '/api/dependency/users' }, 'x-custom': true },
      cost: { type: 'number', title: 'Cost', 'x-custom': true },
      due: { type: 'string', format: 'date-time', 'x-custom': true },
      notes: { type: 'string', contentMediaType: 'text/html', 'x-custom': true },
      scan: { type: 'string', contentMediaType: 'application/octet-stream', 'x-custom': true },
      plain: { type: 'string' },
      status_id: { type: 'integer', 'x-ref': { lookup: '/x' }, 'x-custom': true },
    }), [{ field: 'status_id', param: 'status_ids' }])).toEqual([
      { key: 'size', label: 'Size', type: 'choice', options: [{ id: 's', name: 'Small' }] },
      { key: 'ok', label: 'Ok', type: 'boolean', options: BOOLEAN_OPTIONS },
      { key: 'owner_id', label: 'Owner', type: 'reference', lookup: '/api/dependency/users' },
      { key: 'cost', label: 'Cost', type: 'number' },
      { key: 'due', label: 'Due', type: 'daterange' },
      { key: 'notes', label: 'Notes', type: 'text' },
    ]);
  });

  it('describes a listed custom filter for the filter inputs', () => {
    expect(customFilterDescriptor({ key: 'risk', label: 'Risk', type: 'choice', options: [{ id: 'Low', name: 'Low' }] }))
      .toMatchObject({ name: 'risk', label: 'Risk', kind: 'choice', choices: [{ value: 'Low', label: 'Low' }] });
    expect(customFilterDescriptor({ key: 'owner_id', label: 'Owner', type: 'reference', lookup: '/u' }))
      .toMatchObject({ kind: 'reference', reference: { lookup: '/u' } });
    expect(customFilterDescriptor({ key: 'due', label: 'Due', type: 'daterange' }).kind).toBe('date-time');
  });
});

describe('saved-filter keywords in a resource file', () => {
  const list = file['x-list']!;
  const withList = (changes: Partial<NonNullable<ResourceFile['x-list']>>, paths = file['x-resource'].paths): ResourceFile =>
    ({ ...file, 'x-resource': { ...file['x-resource'], paths }, 'x-list': { ...list, ...changes } });

  it('accepts the shipped change file and declares its saved-filter route', () => {
    expect(savedFilterReferences(file)).toEqual([]);
    expect(defineResource(file).routes).toMatchObject({ filterPattern: '/service-desk/changes/filter/:id' });
    expect(defineResource(file).routes.filter!(4)).toBe('/service-desk/changes/filter/4');
  });

  it.each([
    [withList({ savedFilters: undefined }), [['/x-resource/paths/filter', 'a saved-filter route needs x-list/savedFilters']]],
    [withList({ savedFilters: { ...list.savedFilters!, DELETE: '/f/{filter}' } }), [['/x-list/savedFilters/DELETE', '/f/{filter} must name the filter as {id}, and nothing else']]],
    [withList({ savedFilters: { ...list.savedFilters!, GET: '/f/{id}' } }), [['/x-list/savedFilters/GET', '/f/{id} takes no placeholder']]],
    [withList({ savedFilters: { ...list.savedFilters!, param: 'status_ids' } }), [['/x-list/savedFilters/param', '"status_ids" is already a filter parameter of this list']]],
    [withList({ savedFilters: { ...list.savedFilters!, param: 'risk' } }), [['/x-list/savedFilters/param', '"risk" is already a filter parameter of this list']]],
  ])('refuses a broken declaration %#', (broken, problems) => {
    expect(savedFilterReferences(broken)).toEqual(problems);
  });

  it('reports through the file validator with file and pointer', () => {
    const result = validateResourceFile('change.json', JSON.stringify(withList({ savedFilters: undefined })));
    expect(result).toEqual({ ok: false, errors: ['change.json /x-resource/paths/filter: a saved-filter route needs x-list/savedFilters'] });
    const unknown = validateResourceFile('change.json', JSON.stringify(withList({ customFields: { GET: '/x', items: 'data.x', extra: 1 } as never })));
    expect(unknown).toMatchObject({ ok: false, errors: ['change.json /x-list/customFields: unknown keyword "extra"'] });
  });
});

describe('filterNameError', () => {
  it.each([['', 'This field is required.'], ['   ', 'This field is required.'], [undefined, 'This field is required.'],
    ['x'.repeat(51), 'The name should be less than 50 characters.'], [` ${'x'.repeat(50)} `, undefined], ['Open', undefined]])('%j', (name, message) => {
    expect(filterNameError(name)).toBe(message);
  });
});
