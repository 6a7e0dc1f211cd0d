import { describe, expect, it } from 'vitest';
import assetFile from '../../../schemas/asset.json';
import reportFile from '../../../schemas/asset-report.json';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import {
  columnsRequest, columnsResponse, countRequest, draftOf, exportUrl, reportFields, reportSaveRequest,
} from '../../../src/overrides/reports/reportRequests';
import { reportDefinitions, reportType, subjectOf } from '../../../src/overrides/reports/reportSubjects';

const asset = defineResource(assetFile as unknown as ResourceFile);
const reports = defineResource(reportFile as unknown as ResourceFile);
const filters = { asset_type_id: [2, 3], department_id: [], created_at: { from: '2026-01-01 00:00:00' } };

describe('report requests', () => {
  it('saves a draft as the spec\'s body: fields by query parameter, column keys, the subject\'s type', () => {
    const draft = { name: 'Laptops', description: 'd', chartType: 'pie' as const, filters, columns: ['name', 'id'] };
    expect(reportSaveRequest(reports, asset, draft)).toEqual({
      method: 'POST', url: '/service-desk/api/reports/create',
      json: {
        name: 'Laptops', description: 'd', type: 'asset', chart_type: 'pie',
        fields: [{ key: 'asset_type_ids', value: [2, 3], value_meta: null }, { key: 'created_at', value: 'date::2026-01-01 00:00:00~', value_meta: null }],
        report_column_keys: ['name', 'id'],
      },
    });
    expect(reportSaveRequest(reports, asset, draft, 7).json).toMatchObject({ id: 7 });
    // An update carries the version the report was read at; a create or a report read without one, none.
    expect(reportSaveRequest(reports, asset, draft, 7, 4).json).toMatchObject({ id: 7, row_version: 4 });
    expect(reportSaveRequest(reports, asset, draft, 7).json).not.toHaveProperty('row_version');
    expect(reportSaveRequest(reports, asset, draft, undefined, 4).json).not.toHaveProperty('row_version');
  });

  it('reads a saved report back into the form, filters under the panel\'s keys', () => {
    const record = { id: 7, name: 'Laptops', description: null, type: 'asset', chart_type: 'doughnut', report_column_keys: ['name'],
      filter_meta: [{ key: 'asset_type_ids', value: [2], value_meta: [{ id: 2, name: 'Laptop' }] }, { key: 'created_at', value: 'date::~2026-02-01 00:00:00' }] };
    expect(draftOf(asset, record)).toEqual({
      name: 'Laptops', description: '', chartType: 'doughnut', columns: ['name'],
      filters: { asset_type_id: [2], created_at: { to: '2026-02-01 00:00:00' } },
    });
    expect(reportFields(asset, draftOf(asset, record).filters)).toEqual([
      { key: 'asset_type_ids', value: [2], value_meta: null }, { key: 'created_at', value: 'date::~2026-02-01 00:00:00', value_meta: null }]);
  });

  it('starts a new report as a bar chart of the list\'s own columns', () => {
    expect(draftOf(asset)).toEqual({ name: '', description: '', chartType: 'bar', filters: {}, columns: assetFile['x-list'].columns });
    expect(draftOf(asset, { id: 1, chart_type: 'radar' }).chartType).toBe('bar');
  });

  it('asks the list for counts of the edited filters or of a saved report', () => {
    expect(countRequest(asset, { filters })).toEqual({ method: 'GET', url: '/service-desk/api/asset-list',
      query: [['count', 'true'], ['asset_type_ids[0]', '2'], ['asset_type_ids[1]', '3'], ['created_at', 'date::2026-01-01 00:00:00~']] });
    expect(countRequest(asset, { reportId: 4 }).query).toEqual([['count', 'true'], ['filter_id', '4']]);
  });

  it('asks the list for its column choices and reads them where x-report says', () => {
    expect(columnsRequest(asset)).toEqual({ method: 'GET', url: '/service-desk/api/asset-list', query: [['column', 'true']] });
    expect(columnsRequest(asset, 4).query).toEqual([['column', 'true'], ['filter_id', '4']]);
    const choices = [{ key: 'name', value: 'Name', display: true }];
    expect(columnsResponse(asset, { success: true, data: { asset_columns: choices } })).toEqual(choices);
    expect(columnsResponse(asset, { success: true })).toEqual([]);
  });

  it('opens exports at the spec\'s URLs', () => {
    expect(exportUrl('', 'csv', 3)).toBe('/service-desk/api/export/csv?filter_id=3');
    expect(exportUrl('https://desk.example/', 'excel', 3)).toBe('https://desk.example/service-desk/api/export/excel?filter_id=3');
  });
});

describe('report subjects', () => {
  it('finds the list a report type is about, and the kinds of report', () => {
    expect(subjectOf('asset').name).toBe('asset');
    expect(() => subjectOf('vendor')).toThrow(/x-report.type "vendor"/);
    expect(reportType(reports)).toBe('asset');
    expect(reportDefinitions().map((def) => def.routes.list)).toEqual(['/service-desk/reports/assets']);
  });
});
