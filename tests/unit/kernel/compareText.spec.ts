import { describe, expect, it } from 'vitest';
import { compareText } from '../../../src/kernel';
import { resourceFiles } from '../../../src/engine/resourceFiles';

const sign = (n: number) => Math.sign(n);

describe('compareText', () => {
  it('orders every pair of labels as localeCompare does', () => {
    const words = ['Assets', 'Asset types', 'asset statuses', 'CMDB relation types', 'Contracts', 'cab', 'Change', 'Help desk',
      'Item 10', 'Item 9', 'Item9', 'item', 'Item', 'ITEM', 'a b', 'ab', 'a', '', ' ', 'Zebra', 'zebra 2', 'Équipements', 'Eq', 'Ez',
      'x-ray', 'x ray', 'xray', 'x_ray', 'Release (2)', 'Release 2', 'Über', 'Uber', 'uber'];
    for (const a of words) for (const b of words) expect(sign(compareText(a, b)), `${a} / ${b}`).toBe(sign(a.localeCompare(b)));
  });

  it('sorts the resource files\' labels as localeCompare does', () => {
    const labels = resourceFiles().map((file) => String(file['x-resource'].label ?? file.title));
    expect([...labels].sort(compareText)).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});
