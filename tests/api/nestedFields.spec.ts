// Lists and objects in a form, written the way the client's formEntries writes them (asset_ids[0]).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldBrackets } from '../../server/routes/resources/bracketFields';
import { build, call, count, FIXTURE_SCHEMAS, login, multipartBody, rows, type Built, type Session } from './helpers';

describe('foldBrackets', () => {
  it.each([
    [[['asset_ids[0]', '4'], ['asset_ids[1]', '5']], { asset_ids: ['4', '5'] }],
    [[['asset_ids[]', '4'], ['asset_ids[]', '5']], { asset_ids: ['4', '5'] }],
    [[['levels[0][name]', 'L1'], ['levels[0][done]', '1'], ['levels[1][name]', 'L2']], { levels: [{ name: 'L1', done: '1' }, { name: 'L2' }] }],
    [[['ids[3]', '7'], ['ids[0]', '1']], { ids: ['1', '7'] }],
    [[['name', 'x']], { name: 'x' }],
  ] as Array<[Array<[string, string]>, unknown]>)('%j', (entries, expected) => {
    expect(foldBrackets(entries)).toEqual(expected);
  });

  it.each([
    [[['a[__proto__][x]', '1']]],
    [[['a[0]', '1'], ['a[b]', '2']]],
    [[['a', '1'], ['a[0]', '2']]],
    [[['a[1000]', '1']]],
    [[['a]b', '1']]],
  ] as Array<[Array<[string, string]>]>)('refuses %j', (entries) => {
    expect(() => foldBrackets(entries)).toThrow();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('list and object properties over the API', () => {
  let built: Built;
  let admin: Session;
  beforeAll(async () => { built = await build({ schemasDir: FIXTURE_SCHEMAS }); admin = await login(built.app); });
  afterAll(() => built.close());
  const save = (fields: Record<string, string>) =>
    call(built.app, admin, { method: 'POST', url: '/service-desk/api/document', ...multipartBody(fields) });

  it('stores a multiple reference and a list of objects, and reads them back typed', async () => {
    const created = await save({ name: 'Runbook', 'department_ids[0]': '3', 'department_ids[1]': '1',
      'checklist[0][title]': 'Back up', 'checklist[0][done]': '1', 'checklist[1][title]': 'Patch', 'checklist[1][done]': '0' });
    expect(created.body.message).toBe('Document created successfully.');
    expect(created.body.data).toMatchObject({
      department_ids: [3, 1],
      departments: [{ id: 3, name: 'IT Operations' }, { id: 1, name: 'Finance' }],
      checklist: [{ title: 'Back up', done: true }, { title: 'Patch', done: false }],
    });
    expect(await rows(built.app, 'SELECT department_ids FROM sd_documents WHERE id = ?', created.body.data.id)).toEqual([{ department_ids: '[3,1]' }]);
    const cleared = await save({ id: String(created.body.data.id), department_ids: '' });
    expect(cleared.body.data).toMatchObject({ department_ids: null, departments: null, checklist: [{ title: 'Back up' }, { title: 'Patch' }] });
  });

  it('answers 412 with dotted keys for items, and for an unknown id in a multiple reference', async () => {
    const before = await count(built.app, 'sd_documents');
    const nested = await save({ name: 'Bad', 'checklist[0][title]': 'ok', 'checklist[1][title]': '' });
    expect(nested).toMatchObject({ status: 412, body: { success: false, message: { 'checklist.1.title': 'This field is required.' } } });
    const unknown = await save({ name: 'Bad', 'department_ids[0]': '1', 'department_ids[1]': '999' });
    expect(unknown).toMatchObject({ status: 412, body: { message: { department_ids: 'The selected departments is invalid.' } } });
    const mixed = await save({ name: 'Bad', 'checklist[0]': 'x', 'checklist[a]': 'y' });
    expect(mixed.status).toBe(400);
    expect(await count(built.app, 'sd_documents')).toBe(before);
  });
});
