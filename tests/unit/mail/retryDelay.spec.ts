import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelay } from '../../../server/mail/retryDelay';

describe('retryDelay', () => {
  it.each([[1, 30_000], [2, 60_000], [3, 120_000], [7, 1_920_000]])('waits after attempt %i for %i ms', (attempts, ms) => {
    expect(retryDelay(attempts)).toBe(ms);
  });

  it(`gives up after attempt ${MAX_ATTEMPTS}`, () => {
    expect(retryDelay(MAX_ATTEMPTS)).toBeNull();
    expect(retryDelay(MAX_ATTEMPTS + 1)).toBeNull();
  });

  it('retries for about an hour in all', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelay(i + 1)!).reduce((a, b) => a + b, 0);
    expect(total).toBe(3_810_000);
  });
});
