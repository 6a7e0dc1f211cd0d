// The form-group screens' calls for each kind of group the resource files declare.
import { describe, expect, it } from 'vitest';
import { findCategory, formGroupCategories } from '../../../src/overrides/formGroups/formGroupCategories';
import { createGroupPath, editGroupPath } from '../../../src/overrides/formGroups/formGroupPaths';
import { groupListRequest, groupListResponse, groupSaveRequest } from '../../../src/overrides/formGroups/formGroupRequests';

const asset = findCategory('asset')!;

it('finds every resource file that declares form groups, its type property made a multiple choice', () => {
  expect(formGroupCategories().map((kind) => kind.category)).toEqual(['asset', 'change']);
  expect(asset.types).toMatchObject({ name: 'asset_type_id', reference: { lookup: '/service-desk/api/dependency/asset_types', multiple: true } });
  expect(asset.typesLabel).toBe('Asset types');
  expect(findCategory('nothing')).toBeUndefined();
});

describe('requests', () => {
  it('lists and saves at the endpoints of the file, an id only on update', () => {
    expect(groupListRequest(asset.spec)).toEqual({ method: 'GET', url: '/service-desk/api/get-form-group/asset' });
    const input = { name: 'Rack', typeIds: [6], fields: [{ key: 'unit', title: 'Unit', type: 'integer' as const }] };
    expect(groupSaveRequest(asset.spec, input)).toEqual({ method: 'POST', url: '/service-desk/api/post-form-group/asset',
      json: { name: 'Rack', asset_type_ids: [6], fields: input.fields } });
    expect(groupSaveRequest(asset.spec, input, 3).json).toMatchObject({ id: 3 });
    expect(groupSaveRequest(asset.spec, input, 3).json).not.toHaveProperty('row_version');
    // An update carries the version the group was read at.
    expect(groupSaveRequest(asset.spec, input, 3, 5).json).toMatchObject({ id: 3, row_version: 5 });
  });

  it('reads the list with the types beside their ids, and copes with missing parts', () => {
    const body = { success: true, data: { form_groups: [
      { id: 2, name: 'Hardware', asset_type_ids: [4], asset_types: [{ id: 4, name: 'Laptop' }], fields: [], updated_at: '2026-01-01 10:00:00', row_version: 3 },
      { id: 3, name: 'Bare' },
    ] } };
    expect(groupListResponse(asset.spec, body)).toEqual([
      { id: 2, name: 'Hardware', typeIds: [4], types: [{ id: 4, name: 'Laptop' }], fields: [], updated_at: '2026-01-01 10:00:00', row_version: 3 },
      { id: 3, name: 'Bare', typeIds: [], types: [], fields: [] },
    ]);
    expect(groupListResponse(asset.spec, { success: true })).toEqual([]);
  });
});

it('builds the spec\'s routes', () => {
  expect(createGroupPath('asset')).toBe('/service-desk/form-group/create/asset');
  expect(editGroupPath('change', 3)).toBe('/service-desk/form-group/edit/change/3');
});
