// The filters a list is narrowed by, as chips name them, and one filter changed in the filter values.
import { describe, expect, it } from 'vitest';
import contractFile from '../../../schemas/contract.json';
import problemFile from '../../../schemas/problem.json';
import { defineResource, type ResourceFile } from '../../../src/kernel';
import { activeFilters, changedFilters } from '../../../src/engine/views/activeFilters';

const problem = defineResource(problemFile as unknown as ResourceFile);
const contract = defineResource(contractFile as unknown as ResourceFile);
const RISK = { key: 'risk', label: 'Risk', type: 'choice' as const, options: [{ id: 'High', name: 'High' }] };
const SERIAL = { key: 'serial', label: 'Serial', type: 'text' as const };

describe('activeFilters', () => {
  it.each([
    ['chosen ids, named by the look-up', problem, { department_id: [3, '7'] },
      [{ key: 'department_id', custom: false, label: 'Department', value: { kind: 'ids', ids: [3, '7'], lookup: '/api/dependency/departments' } }]],
    ['a link filter, under its parameter', problem, { asset_ids: [2] },
      [{ key: 'asset_ids', custom: false, label: 'Assets', value: { kind: 'ids', ids: [2], lookup: '/service-desk/api/dependency/assets' } }]],
    ['a date range and a within-last range', problem, { created_at: { from: '2026-01-01 00:00:00' }, updated_at: { last: '7~day' } }, [
      { key: 'created_at', custom: false, label: 'Created at', value: { kind: 'range', dates: true, from: '2026-01-01 00:00:00' } },
      { key: 'updated_at', custom: false, label: 'Updated at', value: { kind: 'range', dates: true, last: '7~day' } },
    ]],
    ['a number range', contract, { cost: { from: '10', to: '' } },
      [{ key: 'cost', custom: false, label: 'Cost', value: { kind: 'range', dates: false, from: '10' } }]],
    ['custom fields: a choice named by its options, a typed text', problem, { '@custom': { risk: ['High'], serial: ' SN-1 ' } }, [
      { key: 'risk', custom: true, label: 'Risk', value: { kind: 'ids', ids: ['High'], lookup: undefined, options: new Map([['High', 'High']]) } },
      { key: 'serial', custom: true, label: 'Serial', value: { kind: 'text', text: 'SN-1' } },
    ]],
    ['nothing for the search, a saved filter\'s id, empty values or shapes a filter cannot read', problem,
      { q: 'vpn', '@saved': 4, department_id: [], created_at: {}, impact_id: [{ id: 1 }], updated_at: 'yesterday' }, []],
  ])('%s', (_, definition, values, expected) => {
    // A reference's options are undefined, which toEqual reads as absent.
    expect(activeFilters(definition, values, [RISK, SERIAL])).toEqual(expected);
  });
});

describe('changedFilters', () => {
  it.each([
    ['sets a value and drops the saved filter', { '@saved': 4, status_id: [1] }, ['department_id', [3]], { status_id: [1], department_id: [3] }],
    ['removes a value', { q: 'vpn', status_id: [1] }, ['status_id', undefined], { q: 'vpn' }],
    ['sets a custom field beside the others', { '@custom': { risk: ['High'] } }, ['serial', 'SN', true], { '@custom': { risk: ['High'], serial: 'SN' } }],
    ['removes the last custom field and its holder', { '@saved': 2, '@custom': { risk: ['High'] }, status_id: [1] }, ['risk', undefined, true], { status_id: [1] }],
  ])('%s', (_, values, [key, next, custom], expected) => {
    expect(changedFilters(values, key as string, next, custom as boolean | undefined)).toEqual(expected);
  });
});
