// The data of a property removed from the model: kept and hidden, listed with how many rows hold a
// value, brought back by a restore, and purged only by an explicit administrator call that states the
// count (refused when it changed), audited, leaving the column in place.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { columnNames } from '../../server/database/tableColumns';
import { purgeRemoved } from '../../server/model/removedProperties';
import { call, multipartBody, rows, signedIn, type SignedIn } from './helpers';
import { type Files, MODEL, modelCalls } from './modelCalls';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60_000);
afterAll(async () => { await s?.built.close(); });

const { send, current, applyEdited } = modelCalls(() => s);
async function applied(edit: (files: Files) => void) {
  const answer = await applyEdited(edit);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.number as number;
}
const withPhone = () => applied((files) => { files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 }; });
const withoutPhone = () => applied((files) => { delete files['vendor.json'].properties.phone; });
const restore = async (number: number) => {
  const answer = await send(s.admin, 'POST', `${MODEL}/versions/${number}/restore`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const phoneOf = async (id: number) => (await send(s.admin, 'GET', `${API}/vendor/${id}`)).body.data.phone;
const removed = async () => (await send(s.admin, 'GET', `${MODEL}/removed`)).body.data.properties;
const purge = (payload: object) => send(s.admin, 'POST', `${MODEL}/removed/purge`, payload);

let declaring: number;

it('lists a removed property that still holds values, and a restore shows its values again', async () => {
  declaring = await withPhone();
  for (const id of [1, 2]) {
    const saved = await call(s.built.app, s.admin, { method: 'POST', url: `${API}/vendor`, ...multipartBody({ id: String(id), phone: `+49 30 ${id}` }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  expect(await removed()).toEqual([]);

  await withoutPhone();
  expect(await phoneOf(1)).toBeUndefined();
  expect(await removed()).toEqual([{ resource: 'vendor', property: 'phone', column: 'sd_vendors.phone', rows: 2 }]);

  await restore(declaring);
  expect(await phoneOf(1)).toBe('+49 30 1');
  expect(await removed()).toEqual([]);
});

it('purges nothing of a property the current model declares, or of one it never had', async () => {
  expect((await purge({ resource: 'vendor', property: 'phone', rows: 2 })).status).toBe(404);
  expect((await purge({ resource: 'vendor', property: 'nothing', rows: 0 })).status).toBe(404);
  expect((await purge({ resource: 'vendor', property: 'phone' })).status).toBe(400);
  expect(await phoneOf(2)).toBe('+49 30 2');
});

it('refuses a purge whose count is no longer the count (409 with the count), or made on an older version, leaving the values', async () => {
  await withoutPhone();
  const answer = await purge({ resource: 'vendor', property: 'phone', rows: 1 });
  expect(answer).toMatchObject({ status: 409, body: { success: false, rows: 2 } });
  // Decided on the resources of a version no longer the current one (another worker restored meanwhile): refused too.
  const { number } = await current();
  const stale = await purgeRemoved(s.built.app.db, s.built.app.resources, { resource: 'vendor', property: 'phone', rows: 2, by: 1, version: number - 1 });
  expect(stale).toEqual({ status: 'stale', current: number });
  expect((await rows(s.built.app, 'SELECT COUNT(*) AS n FROM sd_vendors WHERE phone IS NOT NULL'))[0].n).toBe(2);
});

it('purges the values in one audited step, keeps the column, and a restore then shows the property empty', async () => {
  const { number } = await current();
  const answer = await purge({ resource: 'vendor', property: 'phone', rows: 2 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data).toEqual({ purged: 2 });
  expect(await columnNames(s.built.app.db, 'sd_vendors')).toContain('phone');
  expect((await rows(s.built.app, 'SELECT COUNT(*) AS n FROM sd_vendors WHERE phone IS NOT NULL'))[0].n).toBe(0);
  // Audited where applies are: who, when, which column, how many values.
  const [entry] = await rows(s.built.app, "SELECT * FROM activity_log WHERE resource = 'model' ORDER BY id DESC LIMIT 1");
  expect(entry).toMatchObject({ record_id: number, user_id: 1, action: 'deleted' });
  expect(entry.created_at).toMatch(/^\d{4}-\d\d-\d\d/);
  expect(JSON.parse(entry.changes)).toMatchObject({ purged: ['sd_vendors.phone', null], values: [2, 0] });
  expect(await removed()).toEqual([]);

  await restore(declaring);
  expect(await phoneOf(1) ?? null).toBeNull();
  expect(await phoneOf(2) ?? null).toBeNull();
});

it('answers agents 403 on both calls', async () => {
  expect((await send(s.agent, 'GET', `${MODEL}/removed`)).status).toBe(403);
  expect((await send(s.agent, 'POST', `${MODEL}/removed/purge`, { resource: 'vendor', property: 'phone', rows: 0 })).status).toBe(403);
});
