import { describe, expect, it } from 'vitest';
import { nextBatchSize, progressText } from '../../../server/import/runImport';
import { withCommas } from '../../../src/engine/constants';

describe('the import loop', () => {
  it.each([[500, 500, 250], [500, 125, 1000], [2000, 50, 3000], [3000, 50, 3000], [500, 10_000, 100], [500, 0, 3000]])(
    'after %i rows in %i ms the next batch has %i', (size, ms, next) => {
      expect(nextBatchSize(size, ms)).toBe(next);
    },
  );
  it('lets batches written by PostgreSQL grow to 6,000 rows', () => {
    expect(nextBatchSize(3000, 50, 6000)).toBe(6000);
    expect(nextBatchSize(3000, 250, 6000)).toBe(3000);
  });
  it('says the progress in words', () => {
    expect(progressText(1500, 100_000)).toBe('Imported 1,500 of 100,000 rows.');
    expect(progressText(12, 10)).toBe('Imported 10 of 10 rows.');
  });
  it.each([[0, '0'], [999, '999'], [1000, '1,000'], [25_000_000, '25,000,000'], [1_234_567_890, '1,234,567,890'], [-4500, '-4,500']])(
    'groups %i as %s, as the tracking page shows counts', (n, text) => {
      expect(withCommas(n)).toBe(text);
    },
  );
});
