import { expect, it } from 'vitest';
import { respawnDelay } from '../../../server/cluster/respawnDelay';

it.each([
  [0, 0], [1, 1000], [2, 2000], [3, 4000], [5, 16_000], [6, 30_000], [20, 30_000],
])('after %i quick ends in a row, a worker starts again after %i ms', (quickEnds, ms) => {
  expect(respawnDelay(quickEnds)).toBe(ms);
});
