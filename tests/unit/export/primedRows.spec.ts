import { describe, expect, it } from 'vitest';
import { primedRows } from '../../../server/export/primedRows';

async function* batches(fail: 'first' | 'second' | 'never', closed: { done: boolean }) {
  try {
    if (fail === 'first') throw new Error('disk I/O error');
    yield [1, 2];
    if (fail === 'second') throw new Error('disk I/O error');
    yield [3];
  } finally {
    closed.done = true;
  }
}

const all = async (rows: AsyncIterable<number[]>) => {
  const seen: number[][] = [];
  for await (const batch of rows) seen.push(batch);
  return seen;
};

describe('an export read before it is sent', () => {
  it('refuses up front when the first read fails, before a byte of the file exists', async () => {
    const closed = { done: false };
    await expect(primedRows(batches('first', closed))).rejects.toThrow('disk I/O error');
    expect(closed.done).toBe(true);
  });

  it('streams every batch, the first one included, and closes the reader at the end', async () => {
    const closed = { done: false };
    expect(await all(await primedRows(batches('never', closed)))).toEqual([[1, 2], [3]]);
    expect(closed.done).toBe(true);
  });

  it('closes the reader when the download stops early', async () => {
    const closed = { done: false };
    const rows = await primedRows(batches('never', closed));
    for await (const _ of rows) break;
    expect(closed.done).toBe(true);
  });
});
