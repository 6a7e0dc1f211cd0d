import { describe, expect, it } from 'vitest';
import problemFile from '../../../schemas/problem.json';
import {
  deletePlanningRequest, planningDownloadUrl, planningEntryRequest, planningEntryResponse, planningListRequest,
  planningListResponse, savePlanningRequest, type PlanningWrite,
} from '../../../src/engine/data/planning';
import { defineResource, validatePlanningEntry, type ResourceFile } from '../../../src/kernel';

const problem = defineResource(problemFile as unknown as ResourceFile);
const file = new Blob(['bytes'], { type: 'text/plain' });
const stored = { id: 9, value: 'rca.pdf', size: 2048, type: 'application/pdf', owner: 'sd_problem_planning:4' };

describe('requests', () => {
  it.each([
    ['list', planningListRequest(problem, 12), { method: 'GET', url: '/service-desk/api/problem-planning/12' }],
    ['get', planningEntryRequest(problem, 12, 'root-cause'), { method: 'GET', url: '/service-desk/api/general-popup/12/sd_problem/root-cause' }],
    ['delete', deletePlanningRequest(problem, 12, 'solution'), { method: 'DELETE', url: '/service-desk/api/delete/general-popup/12/sd_problem/solution' }],
  ])('%s', (_, request, expected) => {
    expect(request).toEqual(expected);
  });

  it.each<[string, PlanningWrite, Array<[string, string | Blob]>]>([
    ['a kind without a title sends none', { key: 'impact', description: '<p>All mail</p>', title: 'ignored' },
      [['identifier', 'impact'], ['description', '<p>All mail</p>']]],
    ['a solution sends its title, empty when there is none', { key: 'solution', description: '<p>Move</p>' },
      [['identifier', 'solution'], ['description', '<p>Move</p>'], ['title', '']]],
    ['a chosen file is sent and wins over removal', { key: 'symptoms', description: 'x', file, removeFile: true },
      [['identifier', 'symptoms'], ['description', 'x'], ['attachment', file]]],
    ['removing the stored file sends attachment_delete', { key: 'symptoms', description: 'x', removeFile: true },
      [['identifier', 'symptoms'], ['description', 'x'], ['attachment_delete', '1']]],
  ])('save: %s', (_, write, multipart) => {
    expect(savePlanningRequest(problem, 12, write)).toEqual({ method: 'POST', url: '/service-desk/api/general-popup/12/sd_problem', multipart });
  });

  it('fills {key} when a save URL carries it (changes post to .../{key})', () => {
    const withKey = { ...problem, planning: { ...problem.planning!, save: { POST: '/service-desk/api/general-popup/{id}/sd_changes/{key}' } } };
    expect(savePlanningRequest(withKey, 3, { key: 'impact', description: 'x' }).url).toBe('/service-desk/api/general-popup/3/sd_changes/impact');
  });

  it('refuses a resource without x-planning', () => {
    expect(() => planningListRequest({ ...problem, planning: undefined }, 1)).toThrow(/declares no x-planning/);
  });
});

describe('responses', () => {
  it('reads the entries of declared kinds in kind order, whatever order the server used', () => {
    const body = { success: true, data: { planning_popups: [
      { key: 'solution', title: 'Move it', description: '<p>b</p>', updated_at: '2026-01-02 10:00:00', attachment: stored },
      { key: 'unknown', description: 'dropped', attachment: null },
      { key: 'root-cause', description: '<p>a</p>', updated_at: '2026-01-01 10:00:00', attachment: [] },
    ] } };
    expect(planningListResponse(problem, body)).toEqual([
      { key: 'root-cause', description: '<p>a</p>', updated_at: '2026-01-01 10:00:00', attachment: null },
      { key: 'solution', title: 'Move it', description: '<p>b</p>', updated_at: '2026-01-02 10:00:00', attachment: stored },
    ]);
  });

  it.each([
    ['a missing data', { success: true }, []],
    ['a list that is not one', { data: { planning_popups: {} } }, []],
  ])('reads %s as no entries', (_, body, expected) => {
    expect(planningListResponse(problem, body)).toEqual(expected);
  });

  it.each([
    ['a stored entry', { data: { general_info: { description: '<p>x</p>', attachment: stored, title: 'T' } } },
      { key: 'solution', description: '<p>x</p>', attachment: stored, title: 'T' }],
    ['a kind not written yet', { data: { general_info: { description: null, attachment: null, title: null } } },
      { key: 'solution', description: '', attachment: null, title: null }],
    ['a missing general_info', { success: true }, { key: 'solution', description: '', attachment: null, title: null }],
  ])('reads the entry of %s', (_, body, expected) => {
    expect(planningEntryResponse(problem, 'solution', body)).toEqual(expected);
  });
});

describe('download link', () => {
  it.each([
    ['names the entry as owner', stored, '/service-desk/download/9/sd_problem_planning%3A4/attachment'],
    ['is missing when the file names no owner', { id: 9, value: 'x' }, undefined],
  ])('%s', (_, attachment, expected) => {
    expect(planningDownloadUrl(problem, 12, attachment)).toBe(expected);
  });
});

describe('the rules the popup and the server share', () => {
  it.each([
    [{ key: 'root-cause', description: '<p>x</p>' }, {}],
    [{ key: 'solution', description: '<p>x</p>', title: 'x'.repeat(50) }, {}],
    [{ key: 'solution', description: '<p>x</p>', title: 'x'.repeat(51) }, { title: 'The title should be less than 50 characters.' }],
    [{ key: 'impact', description: '<p>x</p>', title: 'no' }, { title: 'Only solution may have a title.' }],
    [{ key: 'impact', description: ' ' }, { description: 'This field is required.' }],
    [{ key: '', description: 'x' }, { identifier: 'This field is required.' }],
    [{ key: 'cause', description: 'x' }, { identifier: 'The key must be one of: root-cause, impact, symptoms, solution.' }],
  ])('validatePlanningEntry(%o) → %o', (input, expected) => {
    expect(validatePlanningEntry(problem.planning!, input)).toEqual(expected);
  });
});
