import { describe, expect, it } from 'vitest';
import { walksSortOrder, type PageShape } from '../../../server/repositories/walksSortOrder';

describe('walksSortOrder', () => {
  it.each<[string, PageShape, boolean]>([
    ['many matches, first page: about 100 rows walked against 10,000 read', { offset: 0, limit: 10, matches: 10_000, tableRows: 100_000 }, true],
    ['few matches: a walk would meet about 33,000 rows for 30', { offset: 0, limit: 10, matches: 30, tableRows: 100_000 }, false],
    ['the break-even point walks', { offset: 0, limit: 10, matches: 1_000, tableRows: 100_000 }, true],
    ['just below it sorts the matches', { offset: 0, limit: 10, matches: 999, tableRows: 100_000 }, false],
    ['a deep page of many matches sorts them', { offset: 9_990, limit: 10, matches: 10_000, tableRows: 100_000 }, false],
    ['a small table walks: 500 rows against 30', { offset: 0, limit: 10, matches: 30, tableRows: 50 }, true],
  ])('%s', (_, shape, walks) => {
    expect(walksSortOrder(shape)).toBe(walks);
  });
});
