// A choice from fixed options that an administrator adds in the Data model, marked a filter of the list,
// filters it: the property dialog writes an ids filter on a text property whose values are its options
// (resourceEdits.ts), so the list takes those options, not integers, and refuses any other value.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withProperty } from '../../src/overrides/model/resourceEdits';
import { writeProperty, readProperty } from '../../src/overrides/model/propertyKinds';
import { call, multipartBody, signedIn, type SignedIn } from './helpers';
import { modelCalls } from './modelCalls';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60_000);
afterAll(async () => { await s?.built.close(); });

const { applyEdited } = modelCalls(() => s);
const vendors = (query: string) => call(s.built.app, s.agent, { method: 'GET', url: `${API}/vendor-list?limit=500&${query}` });

it('filters a list by a choice added with the property dialog, and refuses a value that is not one of its options', async () => {
  const grade = writeProperty({ ...readProperty({ type: 'string' }), kind: 'choice', title: 'Grade', options: ['Gold "A"', 'Silver'] });
  const applied = await applyEdited((files) => {
    files['vendor.json'] = withProperty(files['vendor.json'], 'grade', grade, { required: false, inList: true, inFilter: true, onPhone: false });
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const saved = await call(s.built.app, s.admin, { method: 'POST', url: `${API}/vendor`, ...multipartBody({ id: '2', grade: 'Gold "A"' }) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const gold = await vendors(`grade_ids[0]=${encodeURIComponent('Gold "A"')}`);
  expect(gold.status, JSON.stringify(gold.body)).toBe(200);
  expect(gold.body.data.vendors.map((vendor: { id: number }) => vendor.id)).toEqual([2]);
  const either = await vendors(`grade_ids[0]=Silver&grade_ids[1]=${encodeURIComponent('Gold "A"')}`);
  expect(either.body.data.vendors.map((vendor: { id: number }) => vendor.id)).toEqual([2]);
  // A group of records holding no value, as the home page's blocks open it.
  const none = await vendors('grade_ids[0]=none');
  expect(none.body.data.vendors.map((vendor: { id: number }) => vendor.id)).not.toContain(2);
  expect(none.body.data.total).toBeGreaterThan(0);

  const unknown = await vendors('grade_ids[0]=Bronze');
  expect(unknown.status).toBe(400);
  expect(unknown.body.message).toBe('The grade_ids must be one of: Gold "A", Silver.');
});
