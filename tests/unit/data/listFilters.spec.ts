import { describe, expect, it } from 'vitest';
import changeFile from '../../../schemas/change.json';
import { filterQueryPairs } from '../../../src/engine/data/filterQuery';
import {
  customFieldsRequest, customFieldsResponse, deleteFilterRequest, saveFilterRequest, savedFiltersRequest, savedFiltersResponse,
} from '../../../src/engine/data/listFilters';
import { getListRequest } from '../../../src/engine/data/records';
import { encodeQuery } from '../../../src/engine/data/request';
import { type CustomFilter, defineResource, type ResourceFile, CUSTOM_FILTERS, SAVED_FILTER, dateRangeValue, filterQuery, filterValuesOf } from '../../../src/kernel';

const change = defineResource(changeFile as unknown as ResourceFile);
const sent = (request: { method: string; url: string; query?: Array<[string, string]>; json?: unknown }) =>
  `${request.method} ${request.url}${request.query?.length ? `?${decodeURIComponent(encodeQuery(request.query)).replace(/\+/g, ' ')}` : ''}`;
const WINDOW: CustomFilter = { key: 'window_start', label: 'Window start', type: 'daterange' };
const RISK: CustomFilter = { key: 'risk', label: 'Risk', type: 'choice', options: [{ id: 'High', name: 'High' }] };

describe('filterQuery', () => {
  it('puts declared filters under their params and custom fields under their keys, leaving empty ones out', () => {
    expect(filterQuery(change, {
      status_id: [1, 2], team_id: [], problem_ids: [4], created_at: { from: '2026-01-01 00:00:00' }, updated_at: {},
      q: 'vpn', [SAVED_FILTER]: 3,
      [CUSTOM_FILTERS]: { risk: ['High'], window_start: { to: '2026-02-01 00:00:00' }, notes: '  pump ', empty: [], blank: '  ' },
    })).toEqual({
      status_ids: [1, 2], problem_ids: [4], created_at: 'date::2026-01-01 00:00:00~',
      risk: ['High'], window_start: 'date::~2026-02-01 00:00:00', notes: 'pump',
    });
  });

  it('sends lists in indexed brackets and the rest as they are', () => {
    expect(filterQueryPairs({ risk: ['Low', 'High'], notes: 'pump' })).toEqual([['risk[0]', 'Low'], ['risk[1]', 'High'], ['notes', 'pump']]);
  });
});

describe('getListRequest with custom fields and a saved filter', () => {
  it('adds the custom fields after the declared filters and the saved filter id last, as x-list.savedFilters.param', () => {
    const request = getListRequest(change, {
      pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' },
      filter: { status_id: [1], [CUSTOM_FILTERS]: { risk: ['High'] }, [SAVED_FILTER]: 12 },
    });
    expect(sent(request)).toBe('GET /service-desk/api/change-list?page=1&limit=10&sort-field=id&sort-order=desc&status_ids[0]=1&risk[0]=High&filter_id=12');
  });

  it('sends no filter_id for a list without saved filters', () => {
    const plain = defineResource({ ...(changeFile as unknown as ResourceFile), 'x-list': { ...(changeFile as unknown as ResourceFile)['x-list']!, savedFilters: undefined } });
    expect(sent(getListRequest(plain, { filter: { [SAVED_FILTER]: 12 } }))).toBe('GET /service-desk/api/change-list?page=1&limit=10');
  });
});

describe('filterValuesOf', () => {
  it('turns a saved filter back into the panel values, reading date ranges by type', () => {
    expect(filterValuesOf(change, {
      status_ids: [1], problem_ids: [4], created_at: 'date::2026-01-01 00:00:00~2026-01-31 23:30:00', updated_at: 'last::7~day',
      risk: ['High'], window_start: 'date::~2026-02-01 00:00:00', notes: 'pump',
    }, [RISK, WINDOW])).toEqual({
      status_id: [1], problem_ids: [4], created_at: { from: '2026-01-01 00:00:00', to: '2026-01-31 23:30:00' }, updated_at: { last: '7~day' },
      [CUSTOM_FILTERS]: { risk: ['High'], window_start: { to: '2026-02-01 00:00:00' }, notes: 'pump' },
    });
  });

  it('round-trips what the panel saves', () => {
    const values = { department_id: [2], created_at: { from: '2026-03-01 08:30:00' }, [CUSTOM_FILTERS]: { risk: ['High'] } };
    expect(filterValuesOf(change, filterQuery(change, values), [RISK])).toEqual(values);
  });

  it.each([['date::a~b', { from: 'a', to: 'b' }], ['date::~', {}], ['last::1~day', { last: '1~day' }], [3, undefined]])('dateRangeValue(%j)', (text, value) => {
    expect(dateRangeValue(text)).toEqual(value);
  });
});

describe('list-filter requests', () => {
  it('asks the endpoints x-list declares', () => {
    expect(sent(customFieldsRequest(change)!)).toBe('GET /service-desk/api/change-custom-field-list');
    expect(sent(savedFiltersRequest(change))).toBe('GET /service-desk/api/agent/change-filter');
    expect(saveFilterRequest(change, 'Open', { status_ids: [1] }))
      .toEqual({ method: 'POST', url: '/service-desk/api/agent/change-filter', json: { name: 'Open', filter: { status_ids: [1] } } });
    expect(sent(deleteFilterRequest(change, 4))).toBe('DELETE /service-desk/api/agent/change-filter/4');
  });

  it('reads the answers where x-list says, skipping entries it cannot use', () => {
    expect(customFieldsResponse(change, { data: { custom_fields: [RISK, { key: 'x', type: 'signature' }, { type: 'text' }, { key: 'notes', type: 'text' }] } }))
      .toEqual([RISK, { key: 'notes', label: 'notes', type: 'text' }]);
    expect(customFieldsResponse(change, { success: true })).toEqual([]);
    expect(savedFiltersResponse(change, { data: { filters: [{ id: 1, name: 'Open', filter: { status_ids: [1] } }, { id: 2, name: 'Odd', filter: [1] }, { name: 'No id' }] } }))
      .toEqual([{ id: 1, name: 'Open', filter: { status_ids: [1] } }, { id: 2, name: 'Odd', filter: {} }]);
  });

  it('has no custom-field request for a list that declares none', () => {
    const plain = defineResource({ ...(changeFile as unknown as ResourceFile), 'x-list': { ...(changeFile as unknown as ResourceFile)['x-list']!, customFields: undefined } });
    expect(customFieldsRequest(plain)).toBeUndefined();
  });
});
