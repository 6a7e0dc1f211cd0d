// Lists and records are answered from kept text while the database does not change
// (server/plugins/keptAnswers.ts): what a test reads here is what a reader must see whether the
// answer was kept or not — each user's own flags, a write by this process or another one at once,
// the reports' additions to the list, and no failure kept.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SqlDatabase } from '../../server/database/sqlClient';
import { besideServer } from './besideServer';
import { build, call, login, multipartBody, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let otherProcess: SqlDatabase;
beforeAll(async () => {
  built = await build();
  admin = await login(built.app);
  agent = await login(built.app, 'agent@example.com');
  otherProcess = await besideServer(built.dataDir, { writes: true });
});
afterAll(async () => { await otherProcess.close(); await built.close(); });

const PROBLEMS = '/service-desk/api/problem-list?limit=5&sort-field=id&sort-order=desc';
const get = (session: Session, url: string) => call(built.app, session, { method: 'GET', url });

it('answers the same list the same way twice, each user with their own row flags', async () => {
  const first = await get(admin, PROBLEMS);
  const again = await get(admin, PROBLEMS);
  expect(again.response.body).toBe(first.response.body);
  expect(again.response.headers['content-type']).toBe('application/json; charset=utf-8');

  const [adminRow] = first.body.data.problems;
  const [agentRow] = (await get(agent, PROBLEMS)).body.data.problems;
  expect(agentRow.id).toBe(adminRow.id);
  expect(adminRow.is_delete).toBe(true);
  expect(agentRow.is_delete).toBe(false);
  // The agent's answer did not replace the administrator's.
  expect((await get(admin, PROBLEMS)).body.data.problems[0].is_delete).toBe(true);
});

it("reads a record again after this process's write and after another process's", async () => {
  const [{ id }] = (await get(admin, PROBLEMS)).body.data.problems;
  const url = `/service-desk/api/problem/${id}`;
  await get(admin, url);
  const { status } = await call(built.app, admin, { method: 'DELETE', url: `/service-desk/api/problem-delete/${id}` });
  expect(status).toBe(200);
  expect((await get(admin, url)).status).toBe(404);
  expect((await get(admin, PROBLEMS)).body.data.problems[0].id).not.toBe(id);

  const [{ id: next }] = (await get(admin, PROBLEMS)).body.data.problems;
  const nextUrl = `/service-desk/api/problem/${next}`;
  expect((await get(admin, nextUrl)).body.data.subject).not.toBe('Renamed elsewhere');
  await otherProcess.run("UPDATE sd_problem SET subject = 'Renamed elsewhere' WHERE id = ?", [next]);
  expect((await get(admin, nextUrl)).body.data.subject).toBe('Renamed elsewhere');
  expect((await get(admin, PROBLEMS)).body.data.problems[0].subject).toBe('Renamed elsewhere');
});

it('keeps no failure: a record missing once is found once it is written', async () => {
  const { body } = await get(admin, '/service-desk/api/vendor-list?limit=1&sort-field=id&sort-order=desc');
  const next = body.data.vendors[0].id + 1;
  expect((await get(admin, `/service-desk/api/vendor/${next}`)).status).toBe(404);
  const saved = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ name: 'Kept Answers Ltd', email: 'kept@example.com', primary_contact: 'Pat Lee', address: '1 Main Street', description: '<p>New</p>' }) });
  expect(saved.status).toBe(200);
  const found = await get(admin, `/service-desk/api/vendor/${next}`);
  expect(found.status).toBe(200);
  expect(found.body.data.name).toBe('Kept Answers Ltd');
});

it("keeps the reports' additions to the list answer", async () => {
  const url = '/service-desk/api/asset-list?column=true&limit=2';
  const first = await get(admin, url);
  expect(first.body.data.asset_columns.length).toBeGreaterThan(0);
  const again = await get(admin, url);
  expect(again.body.data.asset_columns).toEqual(first.body.data.asset_columns);
});
