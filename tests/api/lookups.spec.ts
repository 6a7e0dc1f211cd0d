import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, call, login, type Built, type Session } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { built = await build(); agent = await login(built.app, 'agent@example.com'); });
afterAll(() => built.close());

const lookup = (path: string) => call(built.app, agent, { method: 'GET', url: path });

it('answers data.<name> with 10 rows sorted by name, under both prefixes', async () => {
  for (const prefix of ['/api/dependency', '/service-desk/api/dependency']) {
    const { status, body } = await lookup(`${prefix}/vendors`);
    expect(status).toBe(200);
    const names = body.data.vendors.map((v: { name: string }) => v.name);
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  }
});

it('reads names from resources, the users table and reference items', async () => {
  expect((await lookup('/service-desk/api/dependency/forward_relations?limit=all')).body.data.forward_relations.map((r: { name: string }) => r.name)).toContain('depends on');
  expect((await lookup('/service-desk/api/dependency/inverse_relations?limit=all')).body.data.inverse_relations.map((r: { name: string }) => r.name)).toContain('used by');
  expect((await lookup('/service-desk/api/dependency/product_proc_mode')).body.data.product_proc_mode.map((r: { name: string }) => r.name)).toContain('Lease');
  const agents = (await lookup('/api/dependency/agents?limit=all')).body.data.agents.map((u: { name: string }) => u.name);
  expect(agents).toContain('Ada Admin');
  expect(agents).not.toContain('Uma User');
  expect((await lookup('/service-desk/api/dependency/assets')).body.data.assets[0].name).toMatch(/^AST-\d{4} /);
});

it('honours search-query (trimmed, literal), limit and meta', async () => {
  expect((await lookup('/service-desk/api/dependency/vendors?search-query=%20cisco%20')).body.data.vendors).toEqual([{ id: 4, name: 'Cisco Systems' }]);
  expect((await lookup('/service-desk/api/dependency/vendors?search-query=%25')).body.data.vendors).toEqual([]);
  expect((await lookup('/service-desk/api/dependency/vendors?limit=3')).body.data.vendors).toHaveLength(3);
  expect((await lookup('/service-desk/api/dependency/vendors?limit=all')).body.data.vendors).toHaveLength(40);
  const users = (await lookup('/api/dependency/users?meta=true')).body.data.users;
  expect(users.length).toBe(18);
  expect(users[0]).toHaveProperty('email');
  expect((await lookup('/api/dependency/users')).body.data.users[0]).not.toHaveProperty('email');
});

it('answers the items of given ids, however far down the list they are, for a filter naming chosen values', async () => {
  const all = (await lookup('/service-desk/api/dependency/vendors?limit=all')).body.data.vendors as Array<{ id: number; name: string }>;
  const chosen = [all.at(-1)!, all[20], all[0]];
  const { status, body } = await lookup(`/service-desk/api/dependency/vendors?${chosen.map((item, at) => `ids[${at}]=${item.id}`).join('&')}`);
  expect(status).toBe(200);
  expect(body.data.vendors).toEqual([...chosen].sort((a, b) => all.indexOf(a) - all.indexOf(b)));
  // More than the cap of 10, still all of them; people by id, with a search narrowing them further.
  const many = all.slice(5, 25);
  expect((await lookup(`/service-desk/api/dependency/vendors?${many.map((item) => `ids[]=${item.id}`).join('&')}`)).body.data.vendors).toHaveLength(20);
  const users = (await lookup('/api/dependency/users?limit=all')).body.data.users as Array<{ id: number; name: string }>;
  expect((await lookup(`/api/dependency/users?ids[0]=${users[3].id}`)).body.data.users).toEqual([users[3]]);
  expect((await lookup(`/api/dependency/users?ids[0]=${users[3].id}&search-query=zzzz`)).body.data.users).toEqual([]);
  expect((await lookup('/service-desk/api/dependency/vendors?ids[0]=99999')).body.data.vendors).toEqual([]);
});

it('paginates with next_page_url', async () => {
  const first = (await lookup('/service-desk/api/dependency/vendors?paginate=1&limit=15')).body.data;
  expect(first.data).toHaveLength(15);
  expect(first.next_page_url).toBe('/service-desk/api/dependency/vendors?paginate=1&limit=15&page=2');
  const last = (await lookup('/service-desk/api/dependency/vendors?paginate=1&limit=15&page=3')).body.data;
  expect(last.data).toHaveLength(10);
  expect(last.next_page_url).toBeNull();
});

it('accepts supplements and context ids', async () => {
  expect((await lookup('/service-desk/api/dependency/changes?supplements[relation_name]=assets&supplements[attribute_name]=id&supplements[attribute_value]=3')).status).toBe(200);
  expect((await lookup('/service-desk/api/dependency/changes_based_on_ticket?ticket_id=2')).status).toBe(200);
});

it.each([
  ['/service-desk/api/dependency/spaceships', 'Invalid dependency type.'],
  ['/service-desk/api/dependency/__proto__', 'Invalid dependency type.'],
  ['/service-desk/api/dependency/vendors?limit=0', 'The limit must be an integer between 1 and 500.'],
  ['/service-desk/api/dependency/vendors?limit=many', 'The limit must be an integer between 1 and 500.'],
  ['/service-desk/api/dependency/vendors?ids[0]=one', 'The ids must be a list of integers.'],
  ['/service-desk/api/dependency/vendors?ids[0]=0', 'The ids must be a list of integers.'],
  ['/service-desk/api/dependency/vendors?meta=maybe', 'The meta must be true or false.'],
  ['/service-desk/api/dependency/vendors?paginate=1&page=0', 'The page must be an integer between 1 and 1000000.'],
  ['/service-desk/api/dependency/changes_based_on_ticket?ticket_id=abc', 'The ticket_id must be a positive integer.'],
  ['/service-desk/api/dependency/vendors_based_on_product?product_id=-1', 'The product_id must be a positive integer.'],
  ['/service-desk/api/dependency/agents?supplements[ticket_id]=1&supplements[ticket_id]=2', 'The supplements[ticket_id] must be a single value.'],
])('refuses %s with 400', async (url, message) => {
  expect(await lookup(url)).toMatchObject({ status: 400, body: { success: false, message } });
});
