import { describe, expect, it, vi } from 'vitest';
import { lazyMethods } from '../../../src/engine/data/lazyMethods';

interface Family { add(a: number, b: number): Promise<number>; name(): Promise<string> }

describe('lazyMethods', () => {
  it('offers every listed method at once and loads the family once, at the first call', async () => {
    const load = vi.fn(async (): Promise<Family> => ({ add: async (a, b) => a + b, name: async () => 'links' }));
    const family = lazyMethods<Family>({ add: true, name: true }, load);
    expect(Object.keys(family)).toEqual(['add', 'name']);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([family.add(2, 3), family.name()])).toEqual([5, 'links']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on and tries again at the next call', async () => {
    const load = vi.fn<() => Promise<Family>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ add: async (a, b) => a + b, name: async () => 'links' });
    const family = lazyMethods<Family>({ add: true, name: true }, load);
    await expect(family.add(1, 1)).rejects.toThrow('offline');
    expect(await family.add(1, 1)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
