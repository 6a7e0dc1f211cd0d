// The limits of a property an administrator adds in the Data model carry no errorMessage: the server
// refuses a value past them in the words the shipped files use for theirs, and writes nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, multipartBody, rows, signedIn, type SignedIn } from './helpers';
import { modelCalls } from './modelCalls';

let s: SignedIn;
const { applyEdited } = modelCalls(() => s);

beforeAll(async () => {
  s = await signedIn();
  const answer = await applyEdited((files) => {
    const vendor = files['vendor.json'];
    vendor.properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
    vendor.properties.head_count = { type: 'number', title: 'Head count', minimum: 1, maximum: 500 };
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
}, 60_000);
afterAll(async () => { await s?.built.close(); });

const save = (fields: Record<string, string>) => call(s.built.app, s.admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', ...fields }) });

it.each([
  [{ phone: '1'.repeat(31) }, { phone: 'The phone may not be greater than 30 characters.' }],
  [{ head_count: '0' }, { head_count: 'The head count must be at least 1.' }],
  [{ head_count: '501' }, { head_count: 'The head count may not be greater than 500.' }],
])('refuses %j with the limit in words, writing nothing', async (fields, message) => {
  const refused = await save(fields);
  expect(refused.status).toBe(412);
  expect(refused.body).toEqual({ success: false, message });
  expect((await rows(s.built.app, 'SELECT phone, head_count FROM sd_vendors WHERE id = 1'))[0]).toEqual({ phone: null, head_count: null });
});

it('saves values within the limits', async () => {
  expect((await save({ phone: '1'.repeat(30), head_count: '500' })).status).toBe(200);
});
