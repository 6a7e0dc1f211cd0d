import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { twoConnections } from './twoConnections';

let close = async (): Promise<void> => {};
afterEach(() => close());

/** The SQLite error code run throws or rejects with ('' when it does not). */
const errorCodeOf = async (run: () => unknown) => {
  try {
    await run();
    return '';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

it('a deferred read-then-write fails when another connection committed in between', async () => {
  const two = twoConnections();
  close = two.close;
  await two.a.exec('CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0)');
  // Plain better-sqlite3: BEGIN (deferred) takes no lock until the first write. The other
  // connection writes in the middle of its synchronous work, so on its own SQLite connection.
  const plainA = new Database(two.file, { timeout: 50 });
  try {
    const deferred = plainA.transaction(() => {
      const { n } = plainA.prepare('SELECT n FROM counter').get() as { n: number };
      two.b.sqlite!.prepare('UPDATE counter SET n = n + 10').run();
      plainA.prepare('UPDATE counter SET n = ?').run(n + 1);
    });
    // Its snapshot is older than b's commit and cannot move forward: the busy timeout does not help.
    expect(await errorCodeOf(() => deferred())).toBe('SQLITE_BUSY_SNAPSHOT');
  } finally {
    plainA.close();
  }
});

it('a transaction of a set-up connection holds the write lock from its start: the other waits, nothing is lost', async () => {
  const two = twoConnections();
  close = two.close;
  await two.a.exec('CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0)');
  await two.a.transaction(async () => {
    const { n } = (await two.a.get<{ n: number }>('SELECT n FROM counter'))!;
    // The other process's write waits for the lock (here past its 50 ms and gives up) instead of slipping in.
    expect(await errorCodeOf(() => two.b.run('UPDATE counter SET n = n + 10'))).toBe('SQLITE_BUSY');
    await two.a.run('UPDATE counter SET n = ?', [n + 1]);
  });
  await two.b.run('UPDATE counter SET n = n + 10');
  expect(await two.a.get('SELECT n FROM counter')).toEqual({ n: 11 });
});

it('a transaction inside another becomes a savepoint, as before', async () => {
  const two = twoConnections();
  close = two.close;
  await two.a.exec('CREATE TABLE t (x INTEGER)');
  await two.a.transaction(async () => {
    await two.a.run('INSERT INTO t VALUES (1)');
    await expect(two.a.transaction(async () => {
      await two.a.run('INSERT INTO t VALUES (2)');
      throw new Error('undo the inner one');
    })).rejects.toThrow('undo the inner one');
  });
  expect(await two.b.all('SELECT x FROM t')).toEqual([{ x: 1 }]);
});
