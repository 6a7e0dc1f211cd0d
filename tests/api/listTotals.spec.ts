// A list's total is counted once while nothing is written (server/repositories/listQuery.ts,
// countRows): the next page and a reload say the same total, and a commit by this process or by
// another one (a second connection to the same database, as another worker) is counted at the next request.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SqlDatabase } from '../../server/database/sqlClient';
import { besideServer } from './besideServer';
import { build, call, login, multipartBody, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let otherProcess: SqlDatabase;
beforeAll(async () => {
  built = await build();
  admin = await login(built.app);
  otherProcess = await besideServer(built.dataDir, { writes: true });
});
afterAll(async () => { await otherProcess.close(); await built.close(); });

const VENDORS = '/service-desk/api/vendor-list';

async function listed(query: Record<string, string>): Promise<{ total: number; ids: number[] }> {
  const { status, body } = await call(built.app, admin, { method: 'GET', url: `${VENDORS}?${new URLSearchParams({ limit: '2', 'sort-field': 'id', 'sort-order': 'asc', ...query })}` });
  expect(status, JSON.stringify(body)).toBe(200);
  return { total: body.data.total, ids: body.data.vendors.map((vendor: { id: number }) => vendor.id) };
}

const insertedElsewhere = (name: string) =>
  otherProcess.run("INSERT INTO sd_vendors (name, email, primary_contact, created_at, updated_at) VALUES (?, 'x@example.com', 'Pat', '2026-01-01 00:00:00', '2026-01-01 00:00:00')", [name]);

it.each([
  ['a term the search index serves', 'Totalcount'],
  ['a term too short for it', 'Tq'],
])('counts %s again after a write here or in another process, and keeps the total between pages', async (_, term) => {
  const before = await listed({ 'search-query': term });
  expect(before.total).toBe(0);

  for (const suffix of ['one', 'two', 'three']) {
    const { status } = await call(built.app, admin, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ name: `${term} ${suffix}`, email: `${term}.${suffix}@example.com`.toLowerCase(), primary_contact: 'Pat Lee', address: '1 Main Street', description: '<p>Kept</p>' }) });
    expect(status).toBe(200);
  }
  const first = await listed({ 'search-query': term });
  expect(first.total).toBe(3);
  const second = await listed({ 'search-query': term, page: '2' });
  expect(second.total).toBe(3);
  expect(second.ids).toHaveLength(1);

  await insertedElsewhere(`${term} four`);
  expect((await listed({ 'search-query': term })).total).toBe(4);
  expect((await listed({ 'search-query': term, page: '2' })).ids).toHaveLength(2);
});

it('counts a filtered list again after another process deletes a row', async () => {
  const { total } = await listed({});
  const [newest] = await otherProcess.all<{ id: number }>('SELECT id FROM sd_vendors ORDER BY id DESC LIMIT 1');
  await otherProcess.run('DELETE FROM sd_vendors WHERE id = ?', [newest.id]);
  expect((await listed({})).total).toBe(total - 1);
});
