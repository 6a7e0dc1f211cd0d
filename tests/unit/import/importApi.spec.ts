import { describe, expect, it } from 'vitest';
import {
  discardRequest, failedCsvUrl, failedPage, failedRequest, mappingDetails, mappingRequest, submitRequest, trackingRequest, trackingSummary,
} from '../../../src/overrides/import/importApi';
import { returnLink, trackingPath } from '../../../src/overrides/import/trackingPath';

describe('import requests', () => {
  it('names the import in the URLs of the resource file', () => {
    expect(mappingRequest(7)).toEqual({ method: 'GET', url: '/service-desk/get-asset-mapping-details/7' });
    expect(discardRequest(7)).toEqual({ method: 'DELETE', url: '/service-desk/import-discard/7' });
    expect(trackingRequest(7)).toEqual({ method: 'GET', url: '/service-desk/import-tracking-details/7' });
    expect(failedRequest(7, 2, 25)).toEqual({ method: 'GET', url: '/service-desk/import-tracking-failed/7', query: [['page', '2'], ['limit', '25']] });
    expect(failedCsvUrl(7)).toBe('/service-desk/import-tracking-failed/7/download');
  });

  it('submits the mapped columns only, and the date format only when dates are handled', () => {
    const base = { importId: 3, mapped: { name: 1, identifier: null }, updateExisting: true, handleDates: false, dateFormat: 'd/m/Y H:i', specialKeys: {} };
    expect(submitRequest(base)).toEqual({ method: 'POST', url: '/service-desk/post-asset-mapping', json: {
      import_id: 3, mapped_system_attributes: { name: 1 }, update_existing: true, should_handle_date: false, date_time_format: null, special_keys: {},
    } });
    expect(submitRequest({ ...base, handleDates: true, dryRun: true }).json).toMatchObject({ should_handle_date: true, date_time_format: 'd/m/Y H:i', dry_run: true });
  });

  it('reads answers with parts missing as empty', () => {
    expect(mappingDetails({ data: { import_id: 3, columns_to_import: [{ uuid: 'name' }], handle_date_field: true } })).toMatchObject({
      importId: 3, columns: [{ uuid: 'name' }], headers: [], handleDates: true, updateKey: null, dateFormats: [],
    });
    expect(failedPage({ data: { list: [{ row: 2, field: 'Name', comment: 'x' }], total: 1 } })).toEqual({ rows: [{ row: 2, field: 'Name', comment: 'x' }], total: 1 });
    expect(failedPage({})).toEqual({ rows: [], total: 0 });
    expect(trackingSummary({})).toBeNull();
  });
});

describe('the tracking page link', () => {
  it('carries the label and URL of the link shown when done', () => {
    expect(trackingPath(5)).toBe('/service-desk/import-tracking/5?label=Assets&url=%2Fservice-desk%2Fassets%2Flist');
    expect(returnLink('?label=Assets&url=%2Fservice-desk%2Fassets%2Flist')).toEqual({ label: 'Assets', url: '/service-desk/assets/list' });
  });
  it.each(['?url=https://evil.example', '?url=//evil.example', '?url=javascript:alert(1)', '?url=/\\evil.example', '?label=x', ''])('leads nowhere outside the site: %s', (search) => {
    expect(returnLink(search)).toBeUndefined();
  });
  it('labels the link with its URL when no label is given', () => {
    expect(returnLink('?url=/service-desk/assets/list')).toEqual({ label: '/service-desk/assets/list', url: '/service-desk/assets/list' });
  });
});
