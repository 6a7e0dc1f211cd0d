// The contract list's new wire forms, as pure functions: number ranges (browser and server read the
// same text), the ranges=true answer, the export link's query and the expiry countdown.
import { describe, expect, it } from 'vitest';
import contractFile from '../../../schemas/contract.json';
import { countdown } from '../../../server/repositories/derivedReads';
import { exportRequest } from '../../../src/engine/data/listExport';
import { listRangesRequest, listRangesResponse } from '../../../src/engine/data/listRanges';
import { getListRequest } from '../../../src/engine/data/records';
import { defineResource, numberRangeText, parseNumberRange, type ResourceFile, filterQuery, filterValuesOf } from '../../../src/kernel';
import { sortFieldOf } from '../../../src/engine/views/sortField';

const contract = defineResource(contractFile as unknown as ResourceFile);

describe('number ranges', () => {
  it.each([
    [{ from: '10', to: '500' }, '10~500'], [{ from: '10' }, '10~'], [{ to: '2.5' }, '~2.5'], [{ from: '0', to: '0' }, '0~0'],
    [{ from: '1e3', to: '10.' }, '1000~10'], [{ from: '', to: ' ' }, undefined], [{ from: 'abc' }, undefined], [undefined, undefined],
  ])('numberRangeText(%j) === %j', (value, text) => {
    expect(numberRangeText(value)).toBe(text);
  });

  it.each([
    ['10~500', { from: 10, to: 500 }], ['10~', { from: 10 }], ['~-2.5', { to: -2.5 }], ['~', {}], [' 1 ~ 2 ', { from: 1, to: 2 }],
    ['500~10', { error: 'order' }], ['abc', { error: 'format' }], ['1~2~3', { error: 'format' }], ['1e3~', { error: 'format' }],
    ['0x10~', { error: 'format' }], ['Infinity~', { error: 'format' }],
  ])('parseNumberRange(%j)', (text, range) => {
    expect(parseNumberRange(text)).toEqual(range);
  });

  it('travels as param=from~to and comes back as the panel\'s values', () => {
    expect(filterQuery(contract, { cost: { from: '10', to: '500' }, notify_before: { to: '7' } })).toEqual({ cost: '10~500', notify_before: '~7' });
    expect(filterValuesOf(contract, { cost: '10~', notify_before: '~7' })).toEqual({ cost: { from: '10' }, notify_before: { to: '7' } });
    const request = getListRequest(contract, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { cost: { from: '10' } } });
    expect(request.query).toContainEqual(['cost', '10~']);
  });

  it('asks the list for its ranges and reads them beside the total, skipping what is no number', () => {
    expect(listRangesRequest(contract)).toEqual({ method: 'GET', url: '/service-desk/api/contract-list', query: [['ranges', 'true']] });
    expect(listRangesResponse(contract, { data: { ranges: { cost: { min: 0, max: 9999 }, notify_before: { min: null, max: '9' } } } }))
      .toEqual({ cost: { min: 0, max: 9999 }, notify_before: { min: null, max: null } });
    expect(listRangesResponse(contract, { data: {} })).toEqual({});
  });
});

describe('exportRequest', () => {
  it('carries the list\'s sort, search and filters but not its paging', () => {
    const request = exportRequest(contract, { sort: { field: 'cost', order: 'DESC' }, filter: { q: ' vpn ', status_id: [1, 2], cost: { from: '10', to: '500' } } });
    expect(request).toEqual({
      method: 'GET', url: '/service-desk/contract/export',
      query: [['sort-field', 'cost'], ['sort-order', 'desc'], ['search-query', 'vpn'], ['status_ids[0]', '1'], ['status_ids[1]', '2'], ['cost', '10~500']],
    });
  });

  it('is undefined for a list without x-list.export', () => {
    const plain = defineResource({ ...(contractFile as unknown as ResourceFile), 'x-list': { title: 't', columns: ['name'] } });
    expect(exportRequest(plain, { sort: { field: 'id', order: 'ASC' }, filter: {} })).toBeUndefined();
  });
});

describe('expiry', () => {
  const at = new Date(Date.UTC(2026, 2, 1, 18, 0, 0));
  it.each([
    ['2026-03-21 23:30:00', 'Expires in 20 days', 20], ['2026-03-02 00:00:00', 'Expires in 1 day', 1], ['2026-03-01 00:00:00', 'Expires today', 0],
    ['2026-02-28 23:30:00', 'Expired 1 day ago', -1], ['2025-11-21 00:00:00', 'Expired 3 months ago', -100], ['2026-04-15 00:00:00', 'Expires in 1 month', 45],
    ['2028-06-01 00:00:00', 'Expires in 2 years', 823], ['2024-01-01 00:00:00', 'Expired 2 years ago', -790],
  ])('%s counts as %j, %i days left', (end, title, days) => {
    expect(countdown(end, at)).toEqual({ title, timestamp: end, days });
  });

  it('is null without a date or with a zero date', () => {
    expect(countdown(null, at)).toBeNull();
    expect(countdown('0000-00-00 00:00:00', at)).toBeNull();
  });

  it('is the list\'s column, sorted by the date it counts to', () => {
    expect(contract.columns.map((column) => column.name)).toContain('expiry');
    expect(contract.fields.expiry.kind).toBe('countdown');
    expect(sortFieldOf(contract, contract.fields.expiry)).toBe('contract_end_date');
    expect(sortFieldOf(contract, contract.fields.name)).toBe('name');
    expect(sortFieldOf(contract, contract.fields.vendor_id)).toBeUndefined();
  });
});
