import { afterEach, expect, it } from 'vitest';
import { dataVersion, versionedCache } from '../../../server/repositories/versionedCache';
import { twoConnections } from './twoConnections';

let close = (): void => {};
afterEach(() => close());

/** The next run of JavaScript: what dataVersion read of other connections is read again. */
const nextRun = () => new Promise((resolve) => setImmediate(resolve));

function setUp() {
  const two = twoConnections();
  close = two.close;
  two.a.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO items VALUES (1, 'Old')");
  const cache = versionedCache<number, string>();
  // What a reader in process a does: the cached name, else the database's (kept).
  const nameOf = (id: number) => {
    const entries = cache.entries(two.a);
    const known = entries?.get(id);
    if (known !== undefined) return known;
    const { name } = two.a.prepare('SELECT name FROM items WHERE id = ?').get(id) as { name: string };
    entries?.set(id, name);
    return name;
  };
  return { ...two, cache, nameOf };
}

it('keeps what it read while the database does not change', async () => {
  const { a, cache, nameOf } = setUp();
  expect(nameOf(1)).toBe('Old');
  await nextRun();
  expect(cache.entries(a)!.get(1)).toBe('Old');
  expect(dataVersion(a)).toBe(dataVersion(a));
});

it("drops it at the next run after another process's commit", async () => {
  const { b, nameOf } = setUp();
  expect(nameOf(1)).toBe('Old');
  await nextRun();
  b.prepare("UPDATE items SET name = 'New' WHERE id = 1").run();
  await nextRun();
  expect(nameOf(1)).toBe('New');
});

it("drops it at once after this connection's own change", () => {
  const { a, nameOf } = setUp();
  expect(nameOf(1)).toBe('Old');
  a.prepare("UPDATE items SET name = 'Mine' WHERE id = 1").run();
  expect(nameOf(1)).toBe('Mine');
});

it('is not used inside a transaction, whose reads may yet be rolled back', () => {
  const { a, cache, nameOf } = setUp();
  expect(() => a.transaction(() => {
    a.prepare("UPDATE items SET name = 'Never' WHERE id = 1").run();
    expect(cache.entries(a)).toBeUndefined();
    expect(nameOf(1)).toBe('Never');
    throw new Error('roll back');
  })()).toThrow('roll back');
  expect(nameOf(1)).toBe('Old');
});
