// The hop map's columns: order and heights from the neighbours, the pitch between nodes always kept.
import { describe, expect, it } from 'vitest';
import { placeInColumns, spaced } from '../../../src/overrides/cmdb/placeInColumns';

describe('spaced', () => {
  it.each([
    [[0, 100, 200], 40, [0, 100, 200]],
    [[0, 0, 0], 40, [-40, 0, 40]],
    [[0, 10, 200], 40, [-15, 25, 200]],
    [[50], 40, [50]],
    [[], 40, []],
  ])('%j at pitch %i → %j', (wanted, pitch, ys) => {
    expect(spaced(wanted, pitch)).toEqual(ys);
  });
});

describe('placeInColumns', () => {
  const gaps = (ys: number[]) => ys.slice(1).map((y, i) => y - ys[i]);

  it('undoes a crossing: each child sits beside its own parent', () => {
    // Column 0: nodes 0 and 1; column 1 lists their children the wrong way round (3 is 0's, 2 is 1's).
    const { columns, y } = placeInColumns([[0, 1], [2, 3]], [[3], [2], [1], [0]], 40);
    // One column turned round: either way the two relations no longer cross.
    expect(columns[0].indexOf(0) === columns[1].indexOf(3)).toBe(true);
    expect(y[3]).toBeCloseTo(y[0]);
    expect(y[2]).toBeCloseTo(y[1]);
  });

  it('keeps the pitch in a crowded column and starts at 0', () => {
    const star = Array.from({ length: 10 }, (_, i) => i + 1);
    const { columns, y } = placeInColumns([[0], star], [star, ...star.map(() => [0])], 42);
    for (const gap of gaps(columns[1].map((node) => y[node]))) expect(gap).toBeGreaterThanOrEqual(42 - 1e-9);
    expect(Math.min(...y)).toBeCloseTo(0);
    // The hub sits level with the middle of its ten neighbours.
    expect(y[0]).toBeCloseTo((y[columns[1][0]] + y[columns[1][9]]) / 2);
  });

  it('places nodes without neighbours too', () => {
    const { columns, y } = placeInColumns([[0, 1, 2]], [[], [], []], 40);
    expect(columns).toEqual([[0, 1, 2]]);
    expect(y).toEqual([0, 40, 80]);
  });
});
