import { afterEach, expect, it } from 'vitest';
import { versionedCache } from '../../../server/repositories/versionedCache';
import { twoConnections } from './twoConnections';

let close = async (): Promise<void> => {};
afterEach(() => close());

/** The next run of JavaScript: what the change stamp read of other connections is read again. */
const nextRun = () => new Promise((resolve) => setImmediate(resolve));

async function setUp() {
  const two = twoConnections();
  close = two.close;
  await two.a.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO items VALUES (1, 'Old')");
  const cache = versionedCache<number, string>();
  // What a reader in process a does: the cached name, else the database's (kept).
  const nameOf = async (id: number) => {
    const entries = await cache.entries(two.a);
    const known = entries?.get(id);
    if (known !== undefined) return known;
    const { name } = (await two.a.get<{ name: string }>('SELECT name FROM items WHERE id = ?', [id]))!;
    entries?.set(id, name);
    return name;
  };
  return { ...two, cache, nameOf };
}

it('keeps what it read while the database does not change', async () => {
  const { a, cache, nameOf } = await setUp();
  expect(await nameOf(1)).toBe('Old');
  await nextRun();
  expect((await cache.entries(a))!.get(1)).toBe('Old');
  expect(await a.changeStamp()).toBe(await a.changeStamp());
});

it("drops it at the next run after another process's commit", async () => {
  const { b, nameOf } = await setUp();
  expect(await nameOf(1)).toBe('Old');
  await nextRun();
  await b.run("UPDATE items SET name = 'New' WHERE id = 1");
  await nextRun();
  expect(await nameOf(1)).toBe('New');
});

it("drops it at once after this connection's own change", async () => {
  const { a, nameOf } = await setUp();
  expect(await nameOf(1)).toBe('Old');
  await a.run("UPDATE items SET name = 'Mine' WHERE id = 1");
  expect(await nameOf(1)).toBe('Mine');
});

it('is not used inside a transaction, whose reads may yet be rolled back', async () => {
  const { a, cache, nameOf } = await setUp();
  await expect(a.transaction(async () => {
    await a.run("UPDATE items SET name = 'Never' WHERE id = 1");
    expect(await cache.entries(a)).toBeUndefined();
    expect(await nameOf(1)).toBe('Never');
    throw new Error('roll back');
  })).rejects.toThrow('roll back');
  expect(await nameOf(1)).toBe('Old');
});
