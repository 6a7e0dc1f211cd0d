import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { twoConnections } from './twoConnections';

let close = (): void => {};
afterEach(() => close());

/** The SQLite error code run throws ('' when it does not throw). */
const errorCodeOf = (run: () => unknown) => {
  try {
    run();
    return '';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

it('a deferred read-then-write fails when another connection committed in between', () => {
  const two = twoConnections();
  close = two.close;
  two.a.exec('CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0)');
  // Plain better-sqlite3: BEGIN (deferred) takes no lock until the first write.
  const plainA = new Database(two.file, { timeout: 50 });
  try {
    const deferred = plainA.transaction(() => {
      const { n } = plainA.prepare('SELECT n FROM counter').get() as { n: number };
      two.b.prepare('UPDATE counter SET n = n + 10').run();
      plainA.prepare('UPDATE counter SET n = ?').run(n + 1);
    });
    // Its snapshot is older than b's commit and cannot move forward: the busy timeout does not help.
    expect(errorCodeOf(() => deferred())).toBe('SQLITE_BUSY_SNAPSHOT');
  } finally {
    plainA.close();
  }
});

it('a transaction of a set-up connection holds the write lock from its start: the other waits, nothing is lost', () => {
  const two = twoConnections();
  close = two.close;
  two.a.exec('CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0)');
  two.a.transaction(() => {
    const { n } = two.a.prepare('SELECT n FROM counter').get() as { n: number };
    // The other process's write waits for the lock (here past its 50 ms and gives up) instead of slipping in.
    expect(errorCodeOf(() => two.b.prepare('UPDATE counter SET n = n + 10').run())).toBe('SQLITE_BUSY');
    two.a.prepare('UPDATE counter SET n = ?').run(n + 1);
  })();
  two.b.prepare('UPDATE counter SET n = n + 10').run();
  expect(two.a.prepare('SELECT n FROM counter').get()).toEqual({ n: 11 });
});

it('a transaction inside another becomes a savepoint, as before', () => {
  const two = twoConnections();
  close = two.close;
  two.a.exec('CREATE TABLE t (x INTEGER)');
  two.a.transaction(() => {
    two.a.prepare('INSERT INTO t VALUES (1)').run();
    expect(() => two.a.transaction(() => {
      two.a.prepare('INSERT INTO t VALUES (2)').run();
      throw new Error('undo the inner one');
    })()).toThrow('undo the inner one');
  })();
  expect(two.b.prepare('SELECT x FROM t').all()).toEqual([{ x: 1 }]);
});
