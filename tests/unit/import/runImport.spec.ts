import { describe, expect, it } from 'vitest';
import { nextBatchSize, progressText } from '../../../server/import/runImport';

describe('the import loop', () => {
  it.each([[500, 500, 250], [500, 125, 1000], [2000, 50, 3000], [3000, 50, 3000], [500, 10_000, 100], [500, 0, 3000]])(
    'after %i rows in %i ms the next batch has %i', (size, ms, next) => {
      expect(nextBatchSize(size, ms)).toBe(next);
    },
  );
  it('says the progress in words', () => {
    expect(progressText(1500, 100_000)).toBe('Imported 1,500 of 100,000 rows.');
    expect(progressText(12, 10)).toBe('Imported 10 of 10 rows.');
  });
});
